/**
 * The upstream's answer on its way to the client: streamed as it arrives, restored when it is the JSON
 * or SSE answer of a masked request, and collected for the block cache (see answer-texts.ts).
 */
import type { ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'
import type { Dispatcher } from 'undici'
import { AnswerCollector } from './answer-texts.ts'
import { clientResponseHeaders, headerValue, HttpError } from './http.ts'
import type { ApiKind } from './mask-body.ts'
import { type PlaceholderRestorer, restoreEventStream, restoreJsonAnswer, restoreText } from './restore/index.ts'

const isSse = (contentType: string) => /^text\/event-stream/i.test(contentType)
const isJson = (contentType: string) => /^application\/(?:[\w.+-]{0,100}\+)?json/i.test(contentType)

/** Sends the upstream's answer: restored when it is a JSON or SSE answer of a masked request, else piped unchanged. */
export async function sendAnswer (res: ServerResponse, upstream: Dispatcher.ResponseData, kind: ApiKind | undefined, restorer: PlaceholderRestorer | undefined): Promise<{ bytes: number, collector?: AnswerCollector }> {
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
