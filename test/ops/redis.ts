/**
 * A real redis-server for the tests, on a free port, without persistence. `stop()` and `start()`
 * again on the same port play an outage. Skips nothing: when redis-server is missing the test fails
 * (.ci/run installs it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { freePort, sleep } from './net.ts'

function reachable (port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => resolve(false))
  })
}

export class RedisServer {
  #child: ChildProcess | undefined

  private constructor (readonly port: number) {}

  static async start (): Promise<RedisServer> {
    const server = new RedisServer(await freePort())
    await server.start()
    return server
  }

  get url (): string { return `redis://127.0.0.1:${this.port}` }

  async start (): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    this.#child = child
    // Not installed (ENOENT): a clear error instead of an unhandled 'error' event that ends the process.
    let failed: Error | undefined
    child.once('error', (error) => { failed = error })
    for (let i = 0; i < 100; i++) {
      if (failed !== undefined) throw new Error(`redis-server could not be started (${failed.message}); install it (apt-get install redis-server)`)
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`)
      if (await reachable(this.port)) return
      await sleep(50)
    }
    throw new Error('redis-server did not start')
  }

  /** A hanging Redis: the process stops answering, its connections stay open (SIGSTOP); resume() undoes it. */
  pause (): void { this.#child?.kill('SIGSTOP') }
  resume (): void { this.#child?.kill('SIGCONT') }

  async stop (): Promise<void> {
    const child = this.#child
    if (child === undefined || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    this.#child = undefined
  }
}
