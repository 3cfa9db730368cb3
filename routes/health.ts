import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HealthResponse } from '../schemas/scan.ts'

/** Liveness for Kubernetes: no auth, no rate limit, only CORS (spec, Endpoints). */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', {
    onRequest: [app.cors],
    logLevel: 'warn',
    schema: { response: { 200: HealthResponse } }
  }, async () => ({ status: 'ok' as const }))
}

export default health
