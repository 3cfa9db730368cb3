import t from 'tap'
import { build } from '../helper.ts'

// The hook order of every route is the API's contract (spec, Endpoints): CORS, rate limit, key check.
t.test('hook order of every route', async (t) => {
  const app = await build(t)
  t.matchSnapshot(app.printRoutes({ includeHooks: true, commonPrefix: false }))
})
