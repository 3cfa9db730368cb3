/** GET/POST /login, GET /logout, GET/POST /change-password. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, hashFingerprint, hashPassword, passwordProblem } from '../../console/password.ts'
import { field, type FormBody } from '../../console/forms.ts'
import { throttleKey } from '../../console/login-throttle.ts'
import { csrfToken, newCsrfToken, render, requireSession, sameOrigin, setFlash, type ConsoleContext } from './context.ts'

export default function authRoutes (app: FastifyInstance, ctx: ConsoleContext): void {
  function loginPage (request: FastifyRequest, reply: FastifyReply, status = 200, error?: string) {
    // An anonymous session carries the login form's CSRF token.
    if (request.session.get('csrf') === undefined) request.session.set('csrf', newCsrfToken())
    return render(request, reply, 'login', {
      title: 'Log in',
      messages: error !== undefined ? [{ kind: 'error', text: error }] : []
    }, status)
  }

  /**
   * Seconds until `address` may try a password again (login or password change), also sent as
   * Retry-After; 0 when it may try now. A caller that goes on counts the attempt as failed before the
   * slow check (ctx.throttle.fail), so that attempts sent at once cannot all get past, and clears it
   * on success.
   */
  function throttled (reply: FastifyReply, address: string): number {
    const wait = ctx.throttle.retryAfter(address, ctx.now())
    if (wait === 0) return 0
    const seconds = Math.ceil(wait / 1000)
    reply.header('Retry-After', String(seconds))
    return seconds
  }

  app.get('/login', async function loginForm (request, reply) {
    if (request.session.get('user') === 'admin') return reply.redirect('/', 303)
    return loginPage(request, reply)
  })

  app.post('/login', { onRequest: [sameOrigin], preHandler: [csrfToken] }, async function login (request, reply) {
    const address = throttleKey(request.ip)
    const wait = throttled(reply, address)
    if (wait > 0) return loginPage(request, reply, 429, `Too many failed logins from your address. Try again in ${wait} seconds.`)
    const body = (request.body ?? {}) as FormBody
    const username = field(body, 'username', 100)
    const password = field(body, 'password', MAX_PASSWORD_LENGTH)
    if (username === '' || password === '') return loginPage(request, reply, 400, 'Enter the user name and the password.')

    const stored = ctx.currentHash()
    ctx.throttle.fail(address, ctx.now())
    const verdict = await ctx.checkPassword(password)
    if (username !== 'admin' || !verdict.ok) {
      request.log.info('console: failed login')
      return loginPage(request, reply, 401, 'Wrong user name or password.')
    }
    ctx.throttle.succeed(address)

    // A legacy SHA-256 hash (the Go service's) is replaced by a scrypt hash now that we know the password.
    let current = stored
    if (verdict.upgrade) {
      try {
        current = await hashPassword(password)
        await ctx.updateConfig((config) => ({ ...config, ui_password_hash: current }))
        request.log.info('console: stored password hash upgraded to scrypt')
      } catch (err) {
        current = stored
        request.log.warn({ code: (err as NodeJS.ErrnoException).code }, 'console: could not save the upgraded password hash')
      }
    }

    // A fresh session (no fixation): new token, the hash fingerprint, the idle clock.
    request.session.regenerate()
    request.session.set('user', 'admin')
    request.session.set('fp', hashFingerprint(current))
    request.session.set('last', ctx.now())
    request.session.set('since', ctx.now())
    request.session.set('csrf', newCsrfToken())
    const mustChange = ctx.initialPasswordInUse() || password.length < MIN_PASSWORD_LENGTH
    request.session.set('mustChange', mustChange)
    request.log.info('console: login')
    if (mustChange) {
      setFlash(request, 'info', 'Welcome. Choose your own password before you go on.')
      return reply.redirect('/change-password', 303)
    }
    return reply.redirect('/', 303)
  })

  app.get('/logout', async function logout (request, reply) {
    // Without a session (a link on another site: the SameSite=Strict cookie stays home) nothing is
    // written, so such a link cannot replace the operator's cookie and log them out.
    if (request.session.get('user') !== undefined) {
      request.session.regenerate()
      request.session.set('csrf', newCsrfToken())
      setFlash(request, 'ok', 'You are logged out.')
    }
    return reply.redirect('/login', 303)
  })

  const changeGuard = requireSession(ctx, { allowMustChange: true })

  function changePage (request: FastifyRequest, reply: FastifyReply, status = 200, error?: string) {
    return render(request, reply, 'change-password', {
      title: 'Change password',
      forced: request.session.get('mustChange') === true,
      // Not found is the normal first start: nothing to warn about.
      loadError: app.configStore.brokenFile ? app.configStore.loadError : undefined,
      minLength: MIN_PASSWORD_LENGTH,
      messages: error !== undefined ? [{ kind: 'error', text: error }] : []
    }, status)
  }

  app.get('/change-password', { onRequest: [changeGuard] }, async function changeForm (request, reply) {
    return changePage(request, reply)
  })

  app.post('/change-password', { onRequest: [sameOrigin, changeGuard], preHandler: [csrfToken] }, async function changePassword (request, reply) {
    const body = (request.body ?? {}) as FormBody
    const password = field(body, 'password', MAX_PASSWORD_LENGTH + 1)
    const repeated = field(body, 'password2', MAX_PASSWORD_LENGTH + 1)
    const problem = passwordProblem(password, repeated)
    if (problem !== undefined) return changePage(request, reply, 400, problem)
    // A change by choice needs the current password too, so that a session someone else got hold of
    // cannot take the account over; the forced change comes right after the login that proved it.
    // Wrong ones count against the login throttle.
    if (request.session.get('mustChange') !== true) {
      const address = throttleKey(request.ip)
      const wait = throttled(reply, address)
      if (wait > 0) return changePage(request, reply, 429, `Too many wrong passwords from your address. Try again in ${wait} seconds.`)
      ctx.throttle.fail(address, ctx.now())
      const current = field(body, 'current', MAX_PASSWORD_LENGTH)
      if (!(await ctx.checkPassword(current)).ok) return changePage(request, reply, 400, 'The current password is wrong.')
      ctx.throttle.succeed(address)
    }

    const hash = await hashPassword(password)
    const keptBroken = app.configStore.brokenFile
    try {
      await ctx.updateConfig((config) => ({ ...config, ui_password_hash: hash }))
    } catch (err) {
      request.log.warn({ code: (err as NodeJS.ErrnoException).code }, 'console: could not save the password')
      return changePage(request, reply, 500, `The configuration file could not be written (${(err as NodeJS.ErrnoException).code ?? 'error'}); the password is unchanged.`)
    }
    // Every other session carries the old fingerprint and ends; this one goes on.
    request.session.set('fp', hashFingerprint(hash))
    request.session.set('mustChange', false)
    request.session.set('csrf', newCsrfToken())
    request.log.info('console: password changed')
    const kept = keptBroken ? ' The file that had failed to load was kept beside the new one (.broken-…).' : ''
    setFlash(request, 'ok', 'Password changed. Other sessions have been logged out.' + kept)
    return reply.redirect('/', 303)
  })
}
