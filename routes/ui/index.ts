/**
 * The admin web console. An encapsulated plugin (not fastify-plugin wrapped): the session cookie,
 * form parsing, views, static files and security headers exist for the console's routes only, so
 * the REST routes' hooks stay exactly as they are (tap-snapshots/test/rest/routes.test.ts).
 */
import { join } from 'node:path'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import secureSession from '@fastify/secure-session'
import formbody from '@fastify/formbody'
import view from '@fastify/view'
import fastifyStatic from '@fastify/static'
import Handlebars from 'handlebars'
import { bodyLimit, envPositiveInteger } from '../../config/env.ts'
import { LogRing } from '../../console/log-ring.ts'
import { LoginThrottle } from '../../console/login-throttle.ts'
import { randomPassword, verifyPassword, type Verdict } from '../../console/password.ts'
import { FormError } from '../../console/forms.ts'
import type { ConsoleContext } from './context.ts'
import { configUpdater } from './save.ts'
import authRoutes from './auth-routes.ts'
import configRoutes from './config-routes.ts'
import proxyRoutes from './proxy-routes.ts'
import keyRoutes from './key-routes.ts'
import testRoutes from './test-routes.ts'
import logRoutes from './log-routes.ts'

// autoload would mount a folder's plugin under /ui; the console's pages live at the root.
export const prefixOverride = ''

const ROOT = join(import.meta.dirname, '..', '..')

function sha256 (text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

/** env SESSION_KEY: 32 bytes in base64. Without it a key is generated, and sessions end with a restart. */
function sessionKey (app: FastifyInstance): Buffer {
  const configured = process.env.SESSION_KEY
  if (configured === undefined || configured === '') {
    app.log.info('SESSION_KEY not set: console sessions use a key generated at start and end with a restart')
    return randomBytes(32)
  }
  const key = Buffer.from(configured, 'base64')
  if (key.length !== 32) throw new Error('SESSION_KEY must be 32 bytes in base64 (openssl rand -base64 32)')
  return key
}

/** env SESSION_IDLE_MINUTES, 30 by default. */
function idleMinutes (): number {
  return envPositiveInteger(process.env, 'SESSION_IDLE_MINUTES', 30, 'minutes')
}

const CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self'", "connect-src 'self'",
  "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"
].join('; ')

async function securityHeaders (request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Content-Security-Policy', CSP)
  reply.header('X-Content-Type-Options', 'nosniff')
  reply.header('Referrer-Policy', 'no-referrer')
  reply.header('X-Frame-Options', 'DENY')
  reply.header('Cross-Origin-Opener-Policy', 'same-origin')
  // Pages show keys and configuration: never cached. Static assets may be.
  if (!request.url.startsWith('/static/')) reply.header('Cache-Control', 'no-store')
}

export interface ConsoleOptions {
  /** Clock of sessions and the login throttle, for tests. */
  now?: () => number
  /** The service's log lines for the logs page (server.ts tees the logger into it); else an empty ring. */
  logRing?: LogRing
  /** Initial password while none is stored; else env ADMIN_PASSWORD, else a random one. */
  adminPassword?: string
}

export default async function consolePlugin (app: FastifyInstance, opts: ConsoleOptions): Promise<void> {
  const now = opts.now ?? Date.now
  const idleMs = idleMinutes() * 60_000
  // First, so that a wrong SESSION_KEY stops the start before anything is printed.
  const key = sessionKey(app)

  // The initial password, while the operator has stored none: printed once (the one log line that
  // carries a secret, documented in the README) and kept as a SHA-256 digest in memory only. It is
  // random (144 bits) or the operator's own ADMIN_PASSWORD, and never stored, so scrypt's slowness
  // would buy nothing here and cost every app start.
  let initialDigest: Buffer | undefined
  const initialMarker = 'initial:' + randomBytes(16).toString('base64url')
  const stored = app.configStore.config.ui_password_hash
  if (stored !== '' && !/^scrypt\$|^[0-9a-fA-F]{64}$/.test(stored)) {
    app.log.warn('console: ui_password_hash is neither a scrypt nor a SHA-256 hash, so no password logs in; remove it from the file for a new initial password')
  }
  if (stored === '') {
    const fromEnv = opts.adminPassword ?? process.env.ADMIN_PASSWORD
    const initial = fromEnv !== undefined && fromEnv !== '' ? fromEnv : randomPassword()
    initialDigest = sha256(initial)
    if (fromEnv !== undefined && fromEnv !== '') {
      app.log.info('console: log in as admin with the password from ADMIN_PASSWORD; you will be asked to change it')
    } else {
      app.log.warn({ initialPassword: initial }, 'console: log in as admin with this initial password; you will be asked to change it')
    }
  }

  const ctx: ConsoleContext = {
    app,
    now,
    idleMs,
    ring: opts.logRing ?? new LogRing(),
    throttle: new LoginThrottle(),
    currentHash: () => app.configStore.config.ui_password_hash || initialMarker,
    async checkPassword (password: string): Promise<Verdict> {
      const stored = app.configStore.config.ui_password_hash
      if (stored !== '') return verifyPassword(password, stored)
      // Emptied at run time (a reload of a file without one): no initial password was made at start.
      if (initialDigest === undefined) return { ok: false, upgrade: false }
      return { ok: timingSafeEqual(sha256(password), initialDigest), upgrade: false }
    },
    initialPasswordInUse: () => app.configStore.config.ui_password_hash === '',
    updateConfig: configUpdater(app.configStore)
  }

  await app.register(secureSession, {
    key,
    cookieName: 'pg_console',
    // The cookie's own limit; the idle limit is checked on every request (requireSession).
    expiry: Math.ceil(idleMs / 1000),
    cookie: { path: '/', httpOnly: true, sameSite: 'strict', secure: 'auto' }
  })
  // The test page posts text of up to the REST body limit; form encoding can triple its size.
  await app.register(formbody, { bodyLimit: 3 * bodyLimit() + 64 * 1024 })

  const handlebars = Handlebars.create()
  handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b)
  await app.register(view, {
    engine: { handlebars },
    root: join(ROOT, 'templates'),
    layout: 'layout',
    viewExt: 'hbs',
    production: process.env.NODE_ENV !== 'development',
    options: {
      partials: {
        detectorPicker: 'partials/detector-picker.hbs',
        guardFields: 'partials/guard-fields.hbs'
      }
    }
  })
  await app.register(fastifyStatic, {
    root: join(ROOT, 'static'),
    prefix: '/static/',
    maxAge: '1h',
    index: false,
    logLevel: 'warn'
  })

  app.addHook('onSend', securityHeaders)

  app.setErrorHandler(async function consoleError (error: FastifyError | FormError, request, reply) {
    let status = error.statusCode ?? 500
    let text = 'Something went wrong on the server. The log has the details.'
    if (error instanceof FormError) text = error.message
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') text = 'The form is too large.'
    else if (status === 415) text = 'Send the form from the console page.'
    else if (status >= 400 && status < 500) text = 'The request was not understood.'
    else {
      status = 500
      request.log.error({ code: error.code, name: error.name, stack: error.stack?.split('\n').slice(1).join('\n') }, 'console: internal error')
    }
    try {
      const html = await reply.viewAsync('error', { title: 'Error', heading: status >= 500 ? 'Server error' : 'Request not accepted', messages: [{ kind: 'error', text }] })
      return reply.code(status).type('text/html; charset=utf-8').send(html)
    } catch {
      return reply.code(status).type('text/plain; charset=utf-8').send(text + '\n')
    }
  })

  authRoutes(app, ctx)
  configRoutes(app, ctx)
  proxyRoutes(app, ctx)
  keyRoutes(app, ctx)
  testRoutes(app, ctx)
  logRoutes(app, ctx)
}
