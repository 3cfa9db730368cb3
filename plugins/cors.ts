import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the REST paths: CORS headers for allowed origins. */
    cors: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void
  }
}

/**
 * CORS exactly as the spec says, which @fastify/cors does not do: it answers a preflight from a
 * disallowed origin with 404 and sets Allow-Methods/Headers/Max-Age on preflights only. Here all four
 * headers go on every response to an allowed origin; OPTIONS routes (routes/preflight.ts) answer 204.
 * Callback style, like the other REST hooks: an async hook costs a promise and a microtask per request.
 */
export default fp(async function corsPlugin (app) {
  app.decorate('cors', function cors (this: typeof app, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const origin = request.headers.origin
    if (origin) allowOrigin(this.configStore.config.cors_origins, origin, reply)
    done()
  })
}, { name: 'cors', dependencies: ['config-store'] })

function allowOrigin (allowed: readonly string[], origin: string, reply: FastifyReply): void {
  if (!allowed.some((entry) => entry === '*' || entry === origin)) return
  reply.header('Access-Control-Allow-Origin', origin)
  reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  reply.header('Access-Control-Allow-Headers', 'Content-Type, Authorization, X-Api-Key')
  reply.header('Access-Control-Max-Age', '86400')
  // The allowed origin is echoed, so caches must key on it.
  reply.header('Vary', 'Origin')
}
