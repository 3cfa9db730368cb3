/**
 * What every console route shares: the session checks (same origin, logged in, CSRF token), flash
 * messages and page rendering. Plain functions over a ConsoleContext built by index.ts.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type {} from '@fastify/view'
import { hashFingerprint, type Verdict } from '../../console/password.ts'
import type { LogRing } from '../../console/log-ring.ts'
import type { LoginThrottle } from '../../console/login-throttle.ts'
import type { FormBody } from '../../console/forms.ts'
import type { RuntimeConfig } from '../../config/schema.ts'

export interface Flash { kind: 'ok' | 'error' | 'info', text: string }

/** What the encrypted session cookie holds. Never a key or a password. */
declare module '@fastify/secure-session' {
  interface SessionData {
    user: 'admin'
    /** hashFingerprint() of the password hash at login: a password change ends the session. */
    fp: string
    /** Last activity, ms since the epoch (idle expiry). */
    last: number
    /** Login time, ms since the epoch (the absolute limit). */
    since: number
    csrf: string
    /** The initial (or a too short) password is in use: only /change-password is open. */
    mustChange: boolean
    flash: Flash
  }
}

export interface ConsoleContext {
  app: FastifyInstance
  now: () => number
  idleMs: number
  ring: LogRing
  throttle: LoginThrottle
  /**
   * What sessions are bound to: the stored hash, or while none is stored a random marker of the
   * initial password. Sessions carry its fingerprint, so any change of it ends them.
   */
  currentHash: () => string
  /** Checks a password against the stored hash, or against the initial password while none is stored. */
  checkPassword: (password: string) => Promise<Verdict>
  /** True while no password of the operator's choice is stored (the initial one is in use). */
  initialPasswordInUse: () => boolean
  /** Replaces the configuration with `change(current)`, one change at a time (save.ts). */
  updateConfig: (change: (current: RuntimeConfig) => RuntimeConfig) => Promise<void>
}

export const NAV = [
  { path: '/', label: 'Configuration' },
  { path: '/proxies', label: 'Proxies' },
  { path: '/keys', label: 'API keys' },
  { path: '/test', label: 'Test' },
  { path: '/logs', label: 'Logs' }
]

/**
 * However active, a session ends this long after its login. The cookie is its own record (nothing is
 * kept on the server), so logging out cannot revoke a copy of it; this bounds how long a copy works.
 */
export const SESSION_MAX_MS = 12 * 60 * 60_000

export function newCsrfToken (): string {
  return randomBytes(24).toString('base64url')
}

/** The message is cut at 300 characters: it travels in the cookie, which browsers cap at 4 KB. */
export function setFlash (request: FastifyRequest, kind: Flash['kind'], text: string): void {
  request.session.set('flash', { kind, text: text.length > 300 ? text.slice(0, 299) + '…' : text })
}

/** 403 as a page: what happened and what to do. */
async function forbidden (reply: FastifyReply, text: string): Promise<FastifyReply> {
  const html = await reply.viewAsync('error', { title: 'Refused', heading: 'Request refused', messages: [{ kind: 'error', text }] })
  return reply.code(403).type('text/html; charset=utf-8').send(html)
}

/**
 * onRequest of every POST: a form posted from another site is refused. Current browsers send
 * Sec-Fetch-Site, which decides. Older ones send Origin, which must be ours; it is "null" on our own
 * posts too (Referrer-Policy: no-referrer), so "null" is left to the CSRF token, which every POST
 * needs anyway.
 */
export async function sameOrigin (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const site = request.headers['sec-fetch-site'] || undefined
  const origin = request.headers.origin || undefined
  const crossSite = site !== undefined
    ? site !== 'same-origin' && site !== 'none'
    : origin !== undefined && origin !== 'null' && origin !== `${request.protocol}://${request.host}`
  if (crossSite) return forbidden(reply, 'Forms of this console can only be sent from its own pages.')
}

/** preHandler of every POST: the form's _csrf field must be the session's token. */
export async function csrfToken (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const expected = request.session.get('csrf')
  const body = (request.body ?? {}) as FormBody
  const sent = body._csrf
  const ok = typeof expected === 'string' && typeof sent === 'string' && sent.length === expected.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(expected))
  if (!ok) return forbidden(reply, 'This form has expired or did not come from this console. Reload the page and try again.')
}

/**
 * onRequest of every page but /login: a valid, not idle session whose password fingerprint is the
 * current one (a password change ends every other session). Until the initial password is changed,
 * every page leads to /change-password.
 */
export function requireSession (ctx: ConsoleContext, options: { json?: boolean, allowMustChange?: boolean, touch?: boolean } = {}) {
  return async function requireSession (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const session = request.session
    const now = ctx.now()
    const user = session.get('user')
    let ended: string | undefined
    if (user !== 'admin') {
      ended = 'Please log in.'
    } else if (session.get('fp') !== hashFingerprint(ctx.currentHash())) {
      ended = 'The password was changed: please log in again.'
    } else if (now - Number(session.get('last') ?? 0) > ctx.idleMs) {
      ended = 'Your session expired after inactivity: please log in again.'
    } else if (now - Number(session.get('since') ?? 0) > SESSION_MAX_MS) {
      ended = 'Your session reached its limit of 12 hours: please log in again.'
    }
    if (ended !== undefined) {
      if (user !== undefined) session.regenerate()
      if (options.json === true) return reply.code(401).send({ error: 'session ended' })
      setFlash(request, user === undefined ? 'info' : 'error', ended)
      return reply.redirect('/login', 303)
    }
    // Polling (the logs page) does not count as activity: an open tab must not keep a session alive.
    if (options.touch !== false) session.set('last', now)
    if (session.get('mustChange') === true && options.allowMustChange !== true) {
      if (options.json === true) return reply.code(403).send({ error: 'password change required' })
      return reply.redirect('/change-password', 303)
    }
  }
}

export interface PageData {
  title: string
  /** Path of the navigation entry to mark as current. */
  active?: string
  messages?: Flash[]
  [key: string]: unknown
}

/** Renders a page in the layout with the navigation, the CSRF token and any flash message. */
export async function render (request: FastifyRequest, reply: FastifyReply, page: string, data: PageData, status = 200): Promise<FastifyReply> {
  const flash = request.session.get('flash') as Flash | undefined
  if (flash !== undefined) request.session.set('flash', undefined)
  const loggedIn = request.session.get('user') === 'admin' && request.session.get('mustChange') !== true
  const messages = [...(flash !== undefined ? [flash] : []), ...(data.messages ?? [])]
  const nav = loggedIn ? NAV.map((item) => ({ ...item, current: item.path === data.active })) : []
  const html = await reply.viewAsync(page, { ...data, messages, nav, loggedIn, csrf: request.session.get('csrf') })
  return reply.code(status).type('text/html; charset=utf-8').send(html)
}
