import type { FastifyPluginAsync } from 'fastify'

/**
 * CORS preflights of the four REST paths: 204 with an empty body whether or not the origin is
 * allowed; the cors hook adds the headers when it is. Not rate limited, not authenticated.
 */
const preflight: FastifyPluginAsync = async (app) => {
  for (const url of ['/anonymize', '/scan', '/health', '/metrics']) {
    app.options(url, { onRequest: [app.cors] }, async function preflightResponse (request, reply) {
      return reply.code(204).send()
    })
  }
}

export default preflight
