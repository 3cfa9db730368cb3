/**
 * The console is one encapsulated plugin: its session, form, view and static plugins and its
 * security headers reach its own routes only. The REST routes keep exactly the hooks that
 * tap-snapshots/test/rest/routes.test.ts.test.cjs fixed before the console existed.
 */
import t from 'tap'
import { build } from '../helper.ts'

const CORS = '• (onRequest) ["cors()"]'
const KEYED = '• (onRequest) ["cors()","rateLimit()","authenticate()"]'
/** The route histogram's hook (http/route-durations.ts): on measured routes only, not HEAD or OPTIONS. */
const DONE = '• (onResponse) ["measureDuration()"]'
const HEAD = '• (onSend) ["headRouteOnSendHandler()"]'

const REST: Record<string, string[]> = {
  'metrics (GET)': [CORS, DONE],
  'metrics (HEAD)': [CORS, HEAD],
  'metrics (OPTIONS)': [CORS],
  'health (GET)': [CORS, DONE],
  'health (HEAD)': [CORS, HEAD],
  'health (OPTIONS)': [CORS],
  'anonymize (OPTIONS)': [CORS],
  'anonymize (POST)': [KEYED, DONE],
  'scan (OPTIONS)': [CORS],
  'scan (POST)': [KEYED, DONE]
}

/** printRoutes' tree as "path (METHODS)" → its hook lines, tree drawing and leading slashes removed. */
function hooksByRoute (tree: string): Map<string, string[]> {
  const routes = new Map<string, string[]>()
  let current: string[] | undefined
  for (const raw of tree.split('\n')) {
    const line = raw.replace(/^[│├└─\s]+/u, '')
    if (line.startsWith('•')) current?.push(line)
    else if (line !== '') routes.set(line.replace(/^\//, ''), current = [])
  }
  return routes
}

t.test('the REST routes have the same hooks as without the console', async (t) => {
  const app = await build(t)
  const routes = hooksByRoute(app.printRoutes({ includeHooks: true, commonPrefix: false }))
  for (const [route, hooks] of Object.entries(REST)) t.same(routes.get(route), hooks, route)
  t.match(routes.get(' (GET)'), ['• (onRequest) ["fastifyCookieHandler()","anonymous()","anonymous()","requireSession()"]'], 'the console has its own')

  const rest = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' } })
  t.equal(rest.statusCode, 200)
  t.notOk(rest.headers['set-cookie'], 'no session cookie on the REST API')
  t.notOk(rest.headers['content-security-policy'], 'no console headers on the REST API')
  const health = await app.inject({ url: '/health' })
  t.notOk(health.headers['set-cookie'])
  t.notOk(health.headers['x-frame-options'])
})

t.test('every console route has its checks: POSTs same origin and the form token, pages a session', async (t) => {
  const app = await build(t)
  const routes = hooksByRoute(app.printRoutes({ includeHooks: true, commonPrefix: false }))
  const hooks = (route: string, kind: string) => (routes.get(route) ?? []).filter((line) => line.startsWith(`• (${kind})`)).join(' ')
  const consoleRoutes = [...routes.keys()].filter((route) => !(route in REST))
  const posts = consoleRoutes.filter((route) => route.endsWith('(POST)'))
  t.ok(posts.length >= 9, posts.join(', '))
  for (const route of posts) {
    t.match(hooks(route, 'onRequest'), /"sameOrigin\(\)"/, `${route}: cross-site posts refused`)
    t.match(hooks(route, 'preHandler'), /"csrfToken\(\)"/, `${route}: form token checked`)
  }
  // Open without a session: the login form, logout, and the static files (and the not-found answer).
  const open = new Set(['login (GET)', 'login (HEAD)', 'login (POST)', 'logout (GET)', 'logout (HEAD)', '* (HEAD, GET)'])
  for (const route of consoleRoutes.filter((r) => !open.has(r))) {
    t.match(hooks(route, 'onRequest'), /"requireSession\(\)"/, `${route}: needs a session`)
  }
})
