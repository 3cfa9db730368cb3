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

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * Event-loop turns until no new connection came in for three turns in a row (at most 20 turns,
 * a few milliseconds: the listener must close soon after the signal).
 */
async function drainAcceptQueue (server: Server): Promise<void> {
  let connections = 0
  const count = (): void => { connections++ }
  server.on('connection', count)
  try {
    let quiet = 0
    for (let turn = 0; turn < 20 && quiet < 3; turn++) {
      const before = connections
      await nextTurn()
      quiet = connections === before ? quiet + 1 : 0
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
