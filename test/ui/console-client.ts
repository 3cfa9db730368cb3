/**
 * A tiny browser stand-in for inject() tests of the console: keeps the session cookie, reads the
 * CSRF token from the last page, posts forms as a same-origin browser would.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

export const PASSWORD = 'initial-password-for-tests'
export const NEW_PASSWORD = 'a-new-password-of-the-operator'

export class ConsoleClient {
  cookie = ''
  csrf = ''
  last: LightMyRequestResponse | undefined

  constructor (readonly app: FastifyInstance) {}

  #remember (response: LightMyRequestResponse): LightMyRequestResponse {
    const setCookie = response.headers['set-cookie']
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie !== undefined ? [setCookie] : []) {
      const [pair] = line.split(';')
      const value = pair.slice(pair.indexOf('=') + 1)
      if (pair.startsWith('pg_console=')) this.cookie = /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) ? '' : value
    }
    const token = /name="_csrf" value="([^"]+)"/.exec(response.body)
    if (token !== null) this.csrf = token[1]
    this.last = response
    return response
  }

  get headers (): Record<string, string> {
    return this.cookie !== '' ? { cookie: `pg_console=${this.cookie}` } : {}
  }

  async get (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.#remember(await this.app.inject({ method: 'GET', url, headers: { ...this.headers, ...headers } }))
  }

  /** A form post with the session's CSRF token (unless the form gives its own _csrf). */
  async post (url: string, form: Record<string, string | string[]>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const params = new URLSearchParams()
    if (!('_csrf' in form)) params.append('_csrf', this.csrf)
    for (const [key, value] of Object.entries(form)) {
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v)
    }
    return this.#remember(await this.app.inject({
      method: 'POST',
      url,
      payload: params.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...this.headers, ...headers }
    }))
  }

  /** GET /login, then log in; returns the POST's response. */
  async login (password = PASSWORD, username = 'admin'): Promise<LightMyRequestResponse> {
    await this.get('/login')
    return this.post('/login', { username, password })
  }

  /** Logs in with the initial password and sets NEW_PASSWORD, as a first-time operator does. */
  async setUp (): Promise<void> {
    const login = await this.login(PASSWORD)
    if (login.headers.location !== '/change-password') throw new Error(`login: ${login.statusCode} ${String(login.headers.location)}`)
    await this.get('/change-password')
    const change = await this.post('/change-password', { password: NEW_PASSWORD, password2: NEW_PASSWORD })
    if (change.statusCode !== 303) throw new Error(`change: ${change.statusCode}`)
    await this.get('/')
  }
}

/** Text content of the flash messages of a page. */
export function flashes (html: string): string[] {
  return [...html.matchAll(/<div class="flash flash-(\w+)"[^>]*>([^<]*)/g)].map((m) => `${m[1]}: ${m[2].trim()}`)
}
