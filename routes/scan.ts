import { isUtf8 } from 'node:buffer'
import { TypeBoxValidatorCompiler, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AnonymizeResponse, PlainError, ScanRequest, ScanResponse } from '../schemas/scan.ts'
import type { ResponseKind } from '../http/scan-body.ts'
import type { ScanResult } from '../detectors/types.ts'
import { InvalidJsonError } from '../plugins/errors.ts'

const MAX_DEPTH = 64

/** Fewer than `limit` + 1 opening brackets in all, so no nesting deeper than `limit`? (memchr-fast) */
function shallowByCount (body: Buffer, limit: number): boolean {
  let count = 0
  for (const bracket of [0x5b, 0x7b]) {
    for (let i = body.indexOf(bracket); i !== -1; i = body.indexOf(bracket, i + 1)) {
      if (++count > limit) return false
    }
  }
  return true
}

/** Deeper than `limit` arrays/objects? One linear pass that skips string contents. */
function tooDeep (json: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i)
    if (inString) {
      if (c === 92) i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) {
      inString = true
    } else if (c === 91 || c === 123) {
      if (++depth > limit) return true
    } else if (c === 93 || c === 125) {
      depth--
    }
  }
  return false
}

/**
 * The body is JSON whatever the Content-Type says (curl -d sends form encoding; the Go service read
 * JSON regardless). Invalid UTF-8 or nesting deeper than 64 is not valid JSON for this API.
 */
function parseScanBody (request: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void): void {
  // isUtf8 and toString (simdutf) are several times faster than a fatal TextDecoder.
  if (!isUtf8(body)) {
    done(new InvalidJsonError())
    return
  }
  let text = body.toString('utf8')
  // As TextDecoder did before: a leading byte-order mark is not part of the JSON.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  // A body with few brackets (the usual {"text": "…"}) needs no walk over every character.
  if (!shallowByCount(body, MAX_DEPTH) && tooDeep(text, MAX_DEPTH)) {
    done(new InvalidJsonError())
    return
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    done(new InvalidJsonError())
    return
  }
  // `null` decodes to an empty request, as in the Go service.
  done(null, value === null ? {} : value)
}

/**
 * POST /anonymize and POST /scan. Hook order is the API's contract: CORS, rate limit, key check
 * (all onRequest, so before the body is even read), then parsing, validation and the handler.
 */
const scanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers()
  // The same parser for every Content-Type. Fastify caches the parser it found per Content-Type
  // header, except the catch-all '*': registered for application/json too, the usual request skips
  // parsing its Content-Type header and the lookups of every request.
  for (const type of ['application/json', '*']) app.addContentTypeParser(type, { parseAs: 'buffer' }, parseScanBody)
  // TypeBox's compiler never coerces: {"text": 5} is rejected, not turned into "5".
  app.setValidatorCompiler(TypeBoxValidatorCompiler)

  const onRequest = [app.cors, app.rateLimit, app.authenticate]
  const errors = { 400: PlainError, 401: PlainError, 413: PlainError, 429: PlainError }

  /**
   * Both endpoints detect the same way (spec rule 4) and count the request once. On the main thread
   * the handler answers synchronously (no promise per request; Fastify turns a throw into the error
   * reply); a text scanned on the pool comes back as the body already serialised
   * (http/scan-body.ts) and is sent as it is.
   */
  function answer<T> (kind: ResponseKind, body: ScanRequest, reply: FastifyReply, respond: (text: string, result: ScanResult) => T): T | Promise<void> {
    const { text = '', detectors, whitelist } = body
    const result = app.detection.scanForReply(kind, text, detectors, whitelist)
    if (result instanceof Promise) {
      return result.then((serialised) => {
        app.privacyMetrics.recordCounts('rest', serialised.counts)
        reply.type('application/json; charset=utf-8').send(serialised.body)
      })
    }
    app.privacyMetrics.recordScan('rest', result.findings)
    return respond(text, result)
  }

  app.post('/anonymize', {
    onRequest,
    schema: { body: ScanRequest, response: { 200: AnonymizeResponse, ...errors } }
  }, function anonymize (request, reply) {
    return answer('anonymize', request.body, reply as FastifyReply, (text, result) => ({ anonymised_text: result.anonymisedText }))
  })

  app.post('/scan', {
    onRequest,
    schema: { body: ScanRequest, response: { 200: ScanResponse, ...errors } }
  }, function scanText (request, reply) {
    return answer('scan', request.body, reply as FastifyReply, (text, result) => ({ original_text: text, anonymised_text: result.anonymisedText, findings: result.findings, mapping: result.mapping }))
  })
}

export default scanRoutes
