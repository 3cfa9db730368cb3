/** Replies shared by the plugins and routes of the REST API. */
import type { FastifyReply } from 'fastify'

/** Error bodies of the REST API: text/plain, one line, trailing newline (spec, Errors). */
export function sendPlain (reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(body + '\n')
}

const MAX_ECHOED_NAME = 64

/**
 * A name as it may be quoted in an error body: without control, format or line-separator characters
 * (the body stays one line, no NUL), cut after 64 code points (never inside a surrogate pair).
 */
export function echoedName (name: string): string {
  const chars = [...name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')]
  return chars.length > MAX_ECHOED_NAME ? chars.slice(0, MAX_ECHOED_NAME).join('') + '…' : chars.join('')
}
