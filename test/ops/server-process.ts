/** The real server process (`node --import tsx server.ts`, as `npm start` runs it) on a free port. */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { freePort, sleep } from './net.ts'

export interface ServerProcess {
  child: ChildProcess
  port: number
  base: string
  /** Everything the process wrote to stdout and stderr so far. */
  output (): string
  /** Resolves with the exit code. */
  exited: Promise<number | null>
  /** Resolves once a line matching `pattern` was written. */
  waitFor (pattern: RegExp, timeoutMs?: number): Promise<void>
}

interface Teardown { teardown (fn: () => unknown): void }

const ROOT = join(import.meta.dirname, '..', '..')

export async function startServer (t: Teardown, env: Record<string, string>, options: { waitHealthy?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: ROOT,
    env: { ...process.env, REDIS_URL: '', CONFIG_STRICT: '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout?.on('data', (chunk) => { output += chunk })
  child.stderr?.on('data', (chunk) => { output += chunk })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  const server: ServerProcess = {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async waitFor (pattern, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs
      while (!pattern.test(output)) {
        if (Date.now() > until) throw new Error(`no log line ${pattern} in: ${output.slice(-2000)}`)
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${pattern}: ${output.slice(-2000)}`)
        await sleep(20)
      }
    }
  }
  if (options.waitHealthy !== false) await server.waitFor(/Server listening at/)
  return server
}
