import fp from 'fastify-plugin'
import type { FastifyError } from 'fastify'
import { echoedName, sendPlain } from '../http/reply.ts'
import { UnknownDetectorError } from '../detectors/registry.ts'

export class InvalidJsonError extends Error {
  statusCode = 400
  constructor () { super('invalid JSON') }
}

/**
 * One error handler and one not-found handler for the whole app. Messages are fixed strings: an
 * error's own message may quote the request body (JSON.parse does), so it is never sent or logged.
 */
export default fp(async function errorsPlugin (app) {
  // Which methods each path has, for 405 versus 404.
  const methodsByPath = new Map<string, Set<string>>()
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const known = methodsByPath.get(route.url) ?? new Set<string>()
    for (const method of methods) known.add(method)
    methodsByPath.set(route.url, known)
  })

  app.setNotFoundHandler(async function notFound (request, reply) {
    const path = request.url.split('?')[0]
    const methods = methodsByPath.get(path)
    if (methods !== undefined && !methods.has(request.method)) {
      reply.header('Allow', [...methods].join(', '))
      return sendPlain(reply, 405, 'method not allowed')
    }
    return sendPlain(reply, 404, 'not found')
  })

  app.setErrorHandler(async function handleError (error: FastifyError, request, reply) {
    if (error instanceof UnknownDetectorError) {
      return sendPlain(reply, 400, `unknown detector: ${echoedName(error.detectorName)}`)
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendPlain(reply, 413, 'request body too large')
    if (error instanceof InvalidJsonError || error.validation !== undefined || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendPlain(reply, 400, 'invalid JSON')
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error')
      return sendPlain(reply, status, status === 415 ? 'unsupported media type' : 'bad request')
    }
    // A bug. Log where it happened, not the message, which may carry request data.
    request.log.error({ code: error.code, name: error.name, stack: error.stack?.split('\n').slice(1).join('\n') }, 'internal error')
    return sendPlain(reply, 500, 'internal server error')
  })
}, { name: 'errors' })
