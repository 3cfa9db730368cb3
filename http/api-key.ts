/** The API key a client presented, as the rate limiter and the key check both read it. */
import { hash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/** One-shot crypto.hash: about 2.5 times faster than createHash(…).update(…).digest(…) for a key. */
export function sha256Hex (value: string): string {
  return hash('sha256', value, 'hex')
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * presentedKeyHash's result once computed, else null. A request decoration (plugins/auth.ts), not
     * a WeakMap keyed by request: an entry per request in a WeakMap costs the garbage collector.
     */
    apiKeyHash: string | null
  }
}

/**
 * SHA-256 hex of the key the client presented: X-Api-Key, else an `Authorization: Bearer` token;
 * null when neither is there. Computed once per request (rate limit and auth both need it).
 */
export function presentedKeyHash (request: FastifyRequest): string | null {
  let key = request.headers['x-api-key']
  if (Array.isArray(key)) key = key[0]
  if (!key) {
    const authorization = request.headers.authorization
    // No key at all (most requests of an open API): nothing to hash or remember.
    if (!authorization) return null
    key = /^Bearer +(\S+) *$/i.exec(authorization)?.[1]
    if (!key) return null
  }
  request.apiKeyHash ??= sha256Hex(key)
  return request.apiKeyHash
}
