/**
 * One proxy's listener: a node:http server on the proxy's host and port. Its settings can be swapped
 * while it runs; each request keeps the settings it started with. Stopping drains: no new
 * connections, requests in flight finish (up to `drainMs`), idle keep-alive connections close.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { ProxySettings } from './settings.ts'

export type ProxyState = 'listening' | 'starting' | 'error' | 'stopped'

export type ProxyHandle = (settings: ProxySettings, req: IncomingMessage, res: ServerResponse) => Promise<void>

export class ProxyListener {
  state: ProxyState = 'starting'
  /** The bind error's code (EADDRINUSE, EACCES …) when state is 'error'. */
  error: string | undefined
  #settings: ProxySettings
  readonly #server: Server

  constructor (settings: ProxySettings, handle: ProxyHandle, onError: (err: Error) => void) {
    this.#settings = settings
    this.#server = createServer((req, res) => {
      // The settings of the moment the request arrived, for its whole life.
      handle(this.#settings, req, res).catch(onError)
    })
    // Long LLM answers: no server-side timeout on a request in progress (the client decides).
    this.#server.requestTimeout = 0
  }

  get settings (): ProxySettings { return this.#settings }
  get port (): number { return this.#settings.port }

  /** Later requests use these settings; requests in flight keep theirs. */
  update (settings: ProxySettings): void {
    this.#settings = settings
  }

  /** Binds; never throws: a failure leaves state 'error' with the error's code. */
  start (): Promise<void> {
    return new Promise((resolve) => {
      const onError = (err: NodeJS.ErrnoException) => {
        this.state = 'error'
        this.error = err.code ?? 'error'
        resolve()
      }
      this.#server.once('error', onError)
      this.#server.listen(this.#settings.port, this.#settings.host, () => {
        this.#server.off('error', onError)
        this.state = 'listening'
        this.error = undefined
        resolve()
      })
    })
  }

  /** Stops accepting and waits for requests in flight (at most `drainMs`, then connections are cut). */
  stop (drainMs = 30_000): Promise<void> {
    if (this.state !== 'listening') {
      this.state = 'stopped'
      return Promise.resolve()
    }
    this.state = 'stopped'
    return new Promise((resolve) => {
      // Keep-alive connections that finish their request while we wait are closed as they go idle.
      const idle = setInterval(() => this.#server.closeIdleConnections(), 50)
      const cut = setTimeout(() => this.#server.closeAllConnections(), drainMs)
      this.#server.close(() => {
        clearInterval(idle)
        clearTimeout(cut)
        resolve()
      })
      this.#server.closeIdleConnections()
    })
  }
}
