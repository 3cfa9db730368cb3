/** Header rules and short error answers of the proxies. */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http'

/** Hop-by-hop headers (RFC 9110 7.6.1) and those undici refuses or sets itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'http2-settings'])

/** The header names a Connection header lists, lower case. */
function connectionTokens (value: string | string[] | undefined): Set<string> {
  const tokens = new Set<string>()
  for (const part of Array.isArray(value) ? value : [value ?? '']) {
    for (const token of part.split(',')) {
      const name = token.trim().toLowerCase()
      if (name !== '') tokens.add(name)
    }
  }
  return tokens
}

/**
 * The headers to send upstream: the client's, without hop-by-hop headers, those named in Connection,
 * `host` (undici sets the upstream's), `expect`, and `content-length` unless the body is streamed
 * through untouched. `x-api-key` and `authorization` pass as they are.
 */
export function upstreamRequestHeaders (headers: IncomingHttpHeaders, keepContentLength: boolean): Record<string, string | string[]> {
  const named = connectionTokens(headers.connection)
  const result: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name) || name.startsWith('proxy-')) continue
    if (name === 'host' || name === 'expect') continue
    if (name === 'content-length' && !keepContentLength) continue
    result[name] = value
  }
  return result
}

/** The upstream's answer headers for the client, without hop-by-hop headers. */
export function clientResponseHeaders (headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const named = connectionTokens(headers.connection)
  const result: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue
    result[name] = value
  }
  return result
}

/** An answer of the proxy's own: status and a one-line reason (never request data). */
export class HttpError extends Error {
  constructor (readonly status: number, message: string) {
    super(message)
  }
}

/** One short line of text/plain: the proxies' own errors (400, 413, 415, 502, 504). */
export function sendError (res: ServerResponse, status: number, message: string, close = false): number {
  const body = message + '\n'
  if (!res.headersSent) {
    const headers: Record<string, string | number> = { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) }
    if (close) headers.connection = 'close'
    res.writeHead(status, headers)
    res.end(body)
  } else {
    res.destroy()
  }
  return Buffer.byteLength(body)
}

/** The first value of a header. */
export function headerValue (value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}
