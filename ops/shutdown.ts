/**
 * Graceful shutdown of the REST server (SIGTERM/SIGINT): nothing a client already sent is lost.
 *
 * 1. Let connections the kernel has already accepted reach Node, and their first bytes be read: while
 *    a long scan blocks the event loop, clients keep connecting and sending, and Node's server.close()
 *    would reset every connection on which it has not read a byte yet (it counts them as idle).
 * 2. app.close(): the listener closes (new connections are refused), idle keep-alive connections are
 *    closed, every request already received (whole or in part) runs to its end and is answered with
 *    `Connection: close`; then the onClose hooks close proxies, worker pool and Redis.
 * 3. Requests still running after `graceMs` are answered 503 and their connections closed.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { envMilliseconds } from '../config/env.ts'

/** env SHUTDOWN_GRACE_MS, else 10 s: how long requests already received may still run. */
export function shutdownGraceMs (env: NodeJS.ProcessEnv = process.env): number {
  return envMilliseconds(env, 'SHUTDOWN_GRACE_MS', 10_000)
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * Event-loop turns until two in a row accepted no connection (at least three turns, at most 50):
 * libuv accepts one waiting connection per turn, and a connection's first bytes are read in the turn
 * after it was accepted. Only then does the listener close.
 */
async function drainAcceptQueue (server: Server): Promise<void> {
  let accepted = 0
  const count = (): void => { accepted++ }
  server.on('connection', count)
  try {
    let quiet = 0
    for (let turn = 0; turn < 50 && (turn < 3 || quiet < 2); turn++) {
      const before = accepted
      await nextTurn()
      quiet = accepted === before ? quiet + 1 : 0
    }
  } finally {
    server.off('connection', count)
  }
}

/** Requests received and not yet answered, from Node's own 'request' event (no Fastify hook). */
function trackInFlight (server: Server): Set<ServerResponse> {
  const open = new Set<ServerResponse>()
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response)
    response.once('close', () => open.delete(response))
  })
  return open
}

export interface Shutdown {
  /** Runs steps 1–3 above; resolves once the app is closed. Call it once. */
  close (): Promise<void>
}

/** Call before listen(), so that every request is tracked. */
export function gracefulShutdown (app: FastifyInstance, graceMs = 10_000): Shutdown {
  const inFlight = trackInFlight(app.server)
  return {
    async close () {
      await drainAcceptQueue(app.server)
      app.log.info('no longer accepting connections; finishing the requests received')
      const deadline = setTimeout(() => {
        if (inFlight.size > 0) app.log.warn({ requests: inFlight.size, graceMs }, 'requests still running at the shutdown deadline: answered 503')
        for (const response of inFlight) {
          if (!response.headersSent) {
            response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
            response.end('service unavailable\n')
          }
        }
        // Whatever has not finished by now (a body still uploading, a response half sent) is cut.
        setTimeout(() => app.server.closeAllConnections(), 1_000).unref()
      }, graceMs)
      deadline.unref()
      try {
        await app.close()
      } finally {
        clearTimeout(deadline)
      }
    }
  }
}
