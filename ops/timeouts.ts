/**
 * Timeouts of the REST server's HTTP connections, each changeable by env (milliseconds; 0 turns one
 * off). Defaults: a client has 10 s to send its headers and 30 s for the whole request; an idle
 * keep-alive connection is closed after 72 s (longer than the 60 s idle timeout of common load
 * balancers, so that the balancer, not the service, closes it first); a connection with no traffic
 * at all for 120 s is closed. Node enforces the headers and request timeouts every 2 s.
 */
import type { ServerOptions } from 'node:http'
import type { FastifyServerOptions } from 'fastify'
import { envMilliseconds } from '../config/env.ts'

/** Fastify's options plus Node's headersTimeout, which Fastify passes to http.createServer. */
export type TimeoutOptions = Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & { http: ServerOptions }

export const TIMEOUT_DEFAULTS = {
  HEADERS_TIMEOUT_MS: 10_000,
  REQUEST_TIMEOUT_MS: 30_000,
  KEEP_ALIVE_TIMEOUT_MS: 72_000,
  CONNECTION_TIMEOUT_MS: 120_000
} as const

export type TimeoutVariable = keyof typeof TIMEOUT_DEFAULTS

const milliseconds = (env: NodeJS.ProcessEnv, name: TimeoutVariable): number => envMilliseconds(env, name, TIMEOUT_DEFAULTS[name])

/** Fastify's server options for the four timeouts. */
export function serverTimeouts (env: NodeJS.ProcessEnv = process.env): TimeoutOptions {
  const requestTimeout = milliseconds(env, 'REQUEST_TIMEOUT_MS')
  let headersTimeout = milliseconds(env, 'HEADERS_TIMEOUT_MS')
  // Node refuses a headers timeout longer than the request timeout; 0 means "no timeout" in both.
  if (requestTimeout > 0 && (headersTimeout === 0 || headersTimeout > requestTimeout)) headersTimeout = requestTimeout
  return {
    requestTimeout,
    keepAliveTimeout: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS'),
    connectionTimeout: milliseconds(env, 'CONNECTION_TIMEOUT_MS'),
    // Node checks the headers and request timeouts on this interval (30 s by default, which would
    // let a 10 s headers timeout run to 40 s).
    http: { headersTimeout, connectionsCheckingInterval: 2_000 }
  }
}
