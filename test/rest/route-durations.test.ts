/**
 * http_request_duration_seconds (http/route-durations.ts): the series fastify-metrics' route histogram
 * had (measured routes, methods, status codes), and, for the same durations, the very lines and JSON
 * prom-client's own Histogram gives.
 */
import t from 'tap'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { build } from '../helper.ts'
import { durationHistogram, RouteDurations } from '../../http/route-durations.ts'

const NAME = 'http_request_duration_seconds'

t.test('requests of measured routes are counted per method, route and status code', async (t) => {
  const app = await build(t, { config: { api_keys: [{ hash: 'a'.repeat(64) }] } })
  await app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'x' } }) // 401: no key
  await app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'x' }, headers: { 'x-api-key': 'wrong' } })
  await app.inject({ method: 'GET', url: '/health' })
  await app.inject({ method: 'HEAD', url: '/health' }) // not measured
  await app.inject({ method: 'OPTIONS', url: '/scan' }) // not measured
  await app.inject({ method: 'GET', url: '/no-such-path' }) // no route: not measured
  await app.inject({ method: 'GET', url: '/metrics' })
  const res = await app.inject({ method: 'GET', url: '/metrics' })
  const counts = res.body.split('\n').filter((line) => line.startsWith(`${NAME}_count`))
  t.same(counts, [
    `${NAME}_count{method="POST",route="/anonymize",status_code="401"} 2`,
    `${NAME}_count{method="GET",route="/health",status_code="200"} 1`,
    `${NAME}_count{method="GET",route="/metrics",status_code="200"} 1`
  ])
})

t.test('the lines and JSON are those of prom-client for the same durations', async (t) => {
  const app = await build(t)
  const { client } = app.metrics
  const durations = new RouteDurations()
  const route = (method: string, url: string) => {
    const options = { method, url, handler: () => undefined } as RouteOptions
    durations.onRoute(options)
    return [options.onResponse].flat()[0] as unknown as (request: FastifyRequest, reply: FastifyReply, done: () => void) => void
  }
  const post = route('POST', '/anonymize')
  const get = route('GET', '/health')
  // Milliseconds, as Fastify's reply.elapsedTime: bounds themselves, between bounds, beyond the last one, zero.
  const observations: Array<[typeof post, string, number, number]> = [
    [post, 'POST', 200, 5], [post, 'POST', 200, 5.1234], [post, 'POST', 400, 0], [get, 'GET', 200, 12_000],
    [post, 'POST', 200, 300.5], [get, 'GET', 200, 10_000], [post, 'POST', 200, 2500], [get, 'GET', 503, 10]
  ]

  client.register.clear()
  const reference = new client.Histogram({ name: NAME, help: 'request duration in seconds', labelNames: ['method', 'route', 'status_code'] })
  for (const [, method, status, ms] of observations) {
    reference.observe({ method, route: method === 'POST' ? '/anonymize' : '/health', status_code: status }, ms / 1000)
  }
  const expectedText = await client.register.metrics()
  const expectedJson = await client.register.getMetricsAsJSON()

  client.register.clear()
  durationHistogram(client, durations)
  for (const [hook, method, status, ms] of observations) {
    hook({ method } as FastifyRequest, { statusCode: status, elapsedTime: ms } as FastifyReply, () => {})
  }
  t.equal(await client.register.metrics(), expectedText)
  t.same(await client.register.getMetricsAsJSON(), expectedJson)

  client.register.resetMetrics()
  t.equal(await client.register.metrics(), `# HELP ${NAME} request duration in seconds\n# TYPE ${NAME} histogram\n`, 'reset empties it')
  client.register.clear()
})
