/**
 * One proxied request: read and mask the body (one scan context per request), forward it with undici,
 * and send the answer back as it arrives, restoring placeholders when the proxy is set to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Dispatcher } from 'undici'
import { findSpans, type Span } from '../detectors/engine.ts'
import type { Finding } from '../detectors/types.ts'
import type { BlockCache } from './block-cache.ts'
import { clientResponseHeaders, headerValue, sendError, upstreamRequestHeaders } from './http.ts'
import { MaskContext, TooManyStringsError } from './mask-context.ts'
import { AnswerCollector } from './answer-texts.ts'
import { BadBodyError, routeFor, type ApiKind, type Route } from './mask-body.ts'
import { PlaceholderRestorer, restoreEventStream, restoreJsonAnswer, restoreText } from './restore/index.ts'
import type { ProxySettings } from './settings.ts'

/** What a finished request leaves for the access log and the metrics: no values but in `findings`, which stay in memory. */
export interface RequestRecord {
  method: string
  /** Path without query, personal data in it replaced by `[TYPE]`. */
  path: string
  status: number
  bytesIn: number
  bytesOut: number
  ms: number
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

export class HttpError extends Error {
  constructor (readonly status: number, message: string) {
    super(message)
  }
}

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

const isSse = (contentType: string) => /^text\/event-stream/i.test(contentType)
const isJson = (contentType: string) => /^application\/(?:[\w.+-]{0,100}\+)?json/i.test(contentType)

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

/** Sends the upstream's answer: restored when it is a JSON or SSE answer of a masked request, else piped unchanged. */
async function sendAnswer (res: ServerResponse, upstream: Dispatcher.ResponseData, kind: ApiKind | undefined, restorer: PlaceholderRestorer | undefined): Promise<{ bytes: number, collector?: AnswerCollector }> {
  const headers = clientResponseHeaders(upstream.headers)
  const contentType = headerValue(upstream.headers['content-type'])
  const encoding = headerValue(upstream.headers['content-encoding']).toLowerCase()
  const ok = upstream.statusCode >= 200 && upstream.statusCode < 300
  const plain = encoding === '' || encoding === 'identity'
  // The answers of masked API endpoints, as the client receives them (restored or not).
  const collector = kind !== undefined && kind !== 'generic' && ok && plain && (isSse(contentType) || isJson(contentType))
    ? new AnswerCollector(kind, isSse(contentType))
    : undefined
  if (restorer !== undefined && kind !== undefined && ok && plain) {
    if (isSse(contentType)) {
      delete headers['content-length']
      res.writeHead(upstream.statusCode, headers)
      return { bytes: await pumpThrough(upstream.body, restoreEventStream(kind, restorer), res, collector), collector }
    }
    if (isJson(contentType) || (kind === 'generic' && /^text\//i.test(contentType))) {
      let bytes: Buffer
      try {
        bytes = Buffer.from(await upstream.body.arrayBuffer())
      } catch {
        throw new HttpError(502, 'upstream answer cut')
      }
      let out: Buffer = bytes
      if (isJson(contentType)) {
        let parsed: unknown
        let parsedOk = true
        try { parsed = JSON.parse(bytes.toString('utf8')) } catch { parsedOk = false }
        // An answer too deep to restore is passed as it came (placeholders left, nothing leaked).
        if (parsedOk) try { out = Buffer.from(JSON.stringify(restoreJsonAnswer(kind, parsed, restorer))) } catch {}
      } else {
        out = Buffer.from(restoreText(bytes.toString('utf8'), restorer))
      }
      headers['content-length'] = String(out.length)
      res.writeHead(upstream.statusCode, headers)
      res.end(out)
      collector?.add(out)
      return { bytes: out.length, collector }
    }
  }
  res.writeHead(upstream.statusCode, headers)
  return { bytes: await pump(upstream.body, res, headers['content-length'] === undefined, collector), collector }
}

/** Writes `source` to the client as it arrives. A cut upstream ends a chunked answer cleanly; a sized one is reset. */
async function pump (source: AsyncIterable<Buffer> & { destroy: (err?: Error) => void }, res: ServerResponse, chunked: boolean, collector?: AnswerCollector): Promise<number> {
  let bytes = 0
  try {
    for await (const chunk of source) {
      if (res.destroyed) break
      bytes += chunk.length
      collector?.add(chunk)
      if (!res.write(chunk)) await drained(res)
    }
  } catch {
    // The upstream cut the stream (or the client left and the request was aborted).
    if (!chunked) {
      res.destroy()
      return bytes
    }
  }
  if (!res.destroyed) res.end()
  else source.destroy()
  return bytes
}

/** Like pump, through a restoring transform; the transform flushes what it holds when the upstream ends or is cut. */
async function pumpThrough (source: AsyncIterable<Buffer> & { destroy: (err?: Error) => void }, transform: Transform, res: ServerResponse, collector?: AnswerCollector): Promise<number> {
  let bytes = 0
  const done = new Promise<void>((resolve) => {
    transform.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      collector?.add(chunk)
      if (!res.write(chunk)) {
        transform.pause()
        res.once('drain', () => transform.resume())
      }
    })
    transform.on('end', () => { res.end(); resolve() })
    transform.on('error', () => { res.end(); resolve() })
    res.on('close', () => resolve())
  })
  try {
    for await (const chunk of source) {
      if (res.destroyed || transform.destroyed) break
      if (!transform.write(chunk)) await drained(transform)
    }
  } catch {
    // Cut upstream: end the transform so that it flushes and closes the client's stream cleanly.
  }
  if (res.destroyed) {
    source.destroy()
    transform.destroy()
  } else {
    transform.end()
  }
  await done
  return bytes
}

function drained (stream: NodeJS.WritableStream & { destroyed?: boolean, once: (event: string, fn: () => void) => unknown }): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed === true) {
      resolve()
      return
    }
    const finish = () => resolve()
    stream.once('drain', finish)
    stream.once('close', finish)
  })
}
