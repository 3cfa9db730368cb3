/**
 * One proxied request: read and mask the body (one scan context per request), forward it with undici,
 * and send the answer back as it arrives, restoring placeholders when the proxy is set to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Dispatcher } from 'undici'
import { findSpans, type Span } from '../detectors/engine.ts'
import type { Finding } from '../detectors/types.ts'
import type { BlockCache } from './block-cache.ts'
import { headerValue, HttpError, sendError, upstreamRequestHeaders } from './http.ts'
import { MaskContext, TooManyStringsError } from './mask-context.ts'
import { sendAnswer } from './answer.ts'
import { BadBodyError, routeFor, type Route } from './mask-body.ts'
import { PlaceholderRestorer } from './restore/index.ts'
import type { ProxySettings } from './settings.ts'
import type { RequestSummary } from './access-log.ts'

/** What a finished request leaves for the access log and the metrics: no values but in `findings`, which stay in memory. */
export interface RequestRecord extends RequestSummary {
  /** Present when the body was scanned (a masked route), even with no finding. */
  findings?: Finding[]
  dryRun: boolean
}

export interface HandlerOptions {
  dispatcher: Dispatcher
  cache: BlockCache
  bodyLimit: number
  /** Milliseconds to wait for the upstream's headers, and between two pieces of its body. */
  upstreamTimeout: number
  record: (settings: ProxySettings, record: RequestRecord) => void
  /** Scans a text the block cache does not know on the detection worker pool (when there is one). */
  scanOffThread?: (text: string, settings: ProxySettings) => Promise<readonly Span[]>
}

/** The client closed the connection before the answer was complete (nginx's convention). */
export const CLIENT_CLOSED = 499

export { HttpError }

const gunzip = promisify(zlib.gunzip)
const inflate = promisify(zlib.inflate)
const inflateRaw = promisify(zlib.inflateRaw)
const brotliDecompress = promisify(zlib.brotliDecompress)
const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Bodies a generic proxy forwards untouched: binary by their declared type. */
const BINARY_TYPE = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip)/i

function pathOf (url: string): string {
  const q = url.indexOf('?')
  return q === -1 ? url : url.slice(0, q)
}

/**
 * Reads the body up to `limit` bytes. Over the limit it stops collecting but keeps draining, so that
 * the client gets to read the 413 instead of a reset connection.
 */
function readBody (req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(headerValue(req.headers['content-length']))
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      reject(new HttpError(413, 'request body too large'))
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        req.off('end', onEnd)
        req.resume()
        reject(new HttpError(413, 'request body too large'))
      } else {
        chunks.push(chunk)
      }
    }
    const onEnd = () => resolve(Buffer.concat(chunks, size))
    req.on('data', onData)
    req.on('end', onEnd)
    // A client that leaves mid-body: an 'aborted' error, or a close without 'end'.
    const gone = () => reject(new HttpError(CLIENT_CLOSED, 'client closed the request'))
    req.on('error', gone)
    req.on('close', () => { if (!req.complete) gone() })
  })
}

/** A compressed request body, decompressed (bounded by the body limit), or 415 for an encoding we cannot read. */
async function decodeBody (raw: Buffer, encoding: string, limit: number): Promise<Buffer> {
  const name = encoding.trim().toLowerCase()
  if (name === '' || name === 'identity') return raw
  const options = { maxOutputLength: limit }
  try {
    switch (name) {
      case 'gzip':
      case 'x-gzip':
        return await gunzip(raw, options)
      case 'deflate':
        // "deflate" is zlib-wrapped by the standard, raw in some clients.
        return await inflate(raw, options).catch(() => inflateRaw(raw, options))
      case 'br':
        return await brotliDecompress(raw, options)
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw new HttpError(413, 'request body too large')
    throw new HttpError(400, `body does not decompress as ${name}`)
  }
  throw new HttpError(415, `unsupported content-encoding: ${name.slice(0, 20)}`)
}

interface MaskOutcome {
  /** The bytes to send upstream (undefined: the original raw bytes, headers unchanged). */
  body?: Buffer
  mapping: Record<string, string>
  findings: Finding[]
}

/** Parses the body for its route, masks it in one scan context, and serialises it when something changed. */
async function maskBody (route: Route, settings: ProxySettings, bytes: Buffer, contentType: string, cache: BlockCache, scanOffThread?: HandlerOptions['scanOffThread']): Promise<MaskOutcome | 'binary'> {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    if (!route.json && BINARY_TYPE.test(contentType)) return 'binary'
    throw new HttpError(route.json ? 400 : 415, 'body is not UTF-8 text')
  }
  const box: { value: unknown } = { value: text }
  let json = route.json
  if (route.json) {
    try {
      box.value = JSON.parse(text)
    } catch {
      throw new HttpError(400, 'invalid JSON body')
    }
  } else if (contentType.includes('json') || /^\s{0,64}[[{]/.test(text)) {
    // A generic body that looks like JSON is masked string by string; if it does not parse, as text.
    try {
      box.value = JSON.parse(text)
      json = true
    } catch {}
  }
  const ctx = new MaskContext()
  try {
    route.mask(box, ctx)
  } catch (err) {
    if (err instanceof BadBodyError) throw new HttpError(400, err.message)
    if (err instanceof TooManyStringsError) throw new HttpError(413, err.message)
    throw err
  }
  const result = await ctx.run(settings, cache, !settings.dryRun, scanOffThread && ((text) => scanOffThread(text, settings)))
  if (settings.dryRun || result.findings.length === 0) return { mapping: {}, findings: result.findings }
  let serialised: string
  try {
    serialised = json ? JSON.stringify(box.value) : box.value as string
  } catch {
    // JSON.parse takes any depth, JSON.stringify overflows the stack at about 10,000 levels.
    throw new HttpError(400, 'body nested too deeply')
  }
  return { body: Buffer.from(serialised), mapping: result.mapping, findings: result.findings }
}

/** The path for the access log: no query, and personal data in it (`/users/jane@x.org`) replaced by its type. */
export function loggedPath (path: string, settings: ProxySettings): string {
  let decoded: string
  try {
    decoded = decodeURIComponent(path.slice(0, 512))
  } catch {
    decoded = path.slice(0, 512)
  }
  const spans = findSpans(decoded, settings.detectors, settings.whitelist)
  let out = ''
  let cursor = 0
  for (const span of spans) {
    out += decoded.slice(cursor, span.start) + `[${span.type}]`
    cursor = span.end
  }
  out += decoded.slice(cursor)
  // One token without spaces or control characters, so the line stays one line of fields.
  return out.replace(/[\s\u0000-\u001f\u007f]/g, '_') // eslint-disable-line no-control-regex
}

export function createHandler (options: HandlerOptions) {
  const { dispatcher, cache, bodyLimit, upstreamTimeout, record, scanOffThread } = options

  return async function handle (settings: ProxySettings, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now()
    const method = req.method ?? 'GET'
    const path = pathOf(req.url ?? '/')
    const route = routeFor(settings.type, method, path)
    const controller = new AbortController()
    res.on('close', () => { if (!res.writableFinished) controller.abort() })

    let status = 0
    let bytesIn = 0
    let bytesOut = 0
    let findings: Finding[] | undefined
    try {
      let body: Buffer | IncomingMessage | undefined
      let keepContentLength = true
      let dropContentEncoding = false
      let restorer: PlaceholderRestorer | undefined
      const declaresBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined
      if (route === undefined || (settings.type === 'generic' && !declaresBody)) {
        // Not an endpoint we mask (GET /v1/models, file uploads …): streamed through as it is.
        body = declaresBody ? req : undefined
      } else {
        const raw = await readBody(req, bodyLimit)
        bytesIn = raw.length
        body = raw
        const encoding = headerValue(req.headers['content-encoding'])
        const decoded = raw.length > 0 ? await decodeBody(raw, encoding, bodyLimit) : raw
        const outcome = await maskBody(route, settings, decoded, headerValue(req.headers['content-type']), cache, scanOffThread)
        if (outcome !== 'binary') {
          findings = outcome.findings
          if (outcome.body !== undefined) {
            body = outcome.body
            keepContentLength = false
            dropContentEncoding = true
          }
          if (settings.restore && !settings.dryRun && Object.keys(outcome.mapping).length > 0) {
            restorer = new PlaceholderRestorer(outcome.mapping)
          }
        }
      }

      const headers = upstreamRequestHeaders(req.headers, keepContentLength)
      if (dropContentEncoding) delete headers['content-encoding']
      if (!keepContentLength && Buffer.isBuffer(body)) headers['content-length'] = String(body.length)
      // Answers arrive uncompressed when they are to be restored.
      if (restorer !== undefined) headers['accept-encoding'] = 'identity'

      let upstream: Dispatcher.ResponseData
      try {
        upstream = await dispatcher.request({
          origin: settings.origin,
          path: settings.basePath + (req.url ?? '/'),
          method: method as Dispatcher.HttpMethod,
          headers,
          body,
          signal: controller.signal,
          headersTimeout: upstreamTimeout,
          bodyTimeout: upstreamTimeout
        })
      } catch (err) {
        if (controller.signal.aborted) {
          status = CLIENT_CLOSED
          return
        }
        const code = (err as { code?: string }).code
        if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') throw new HttpError(504, 'upstream timeout')
        throw new HttpError(502, 'upstream unreachable')
      }
      status = upstream.statusCode
      const sent = await sendAnswer(res, upstream, route?.kind, restorer)
      bytesOut = sent.bytes
      if (!res.writableFinished && controller.signal.aborted) status = CLIENT_CLOSED
      else if (sent.collector !== undefined) {
        // While the user reads the answer: scan what the client will send back, into the block cache.
        const collector = sent.collector
        setImmediate(() => {
          for (const text of collector.texts()) {
            if (scanOffThread === undefined) {
              cache.spans(text, settings)
              continue
            }
            const { key, spans } = cache.lookup(text, settings)
            if (spans === undefined) scanOffThread(text, settings).then((found) => cache.store(key, found), () => {})
          }
        })
      }
    } catch (err) {
      if (err instanceof HttpError) {
        status = err.status
        bytesOut = sendError(res, err.status, err.message, err.status === 413)
      } else {
        status = 500
        bytesOut = sendError(res, 500, 'internal proxy error')
        throw err
      }
    } finally {
      record(settings, { method, path: loggedPath(path, settings), status, bytesIn, bytesOut, ms: performance.now() - started, findings, dryRun: settings.dryRun })
    }
  }
}
