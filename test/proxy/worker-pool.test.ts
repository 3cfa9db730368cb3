/**
 * With the detection worker pool (as server.ts starts it), texts the block cache does not know are
 * scanned on the pool: the upstream receives exactly what the main-thread scan produces.
 */
import t from 'tap'
import { scan, findSpans } from '../../detectors/engine.ts'
import { builtinDetectors } from '../../detectors/registry.ts'
import { spansFromFindings } from '../../proxy/mask-context.ts'
import { build } from '../helper.ts'
import { anthropicMessage, startFakeUpstream } from './fake-upstreams.ts'
import { freePort, useTempLogDir } from './proxy-app.ts'

useTempLogDir()

const EMAIL = 'jane.doe@example.org'
const IBAN = 'DE89 3704 0044 0532 0130 00'
const text = (n: number) => `😀 Grüße 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ${n}: mail ${EMAIL}, 🇩🇪 IBAN ${IBAN}, call +49 171 1234567. ` + 'filler words here. '.repeat(30)

t.test('spans from the pool\'s findings equal the main thread\'s spans, surrogate pairs included', async (t) => {
  for (const sample of [text(1), '😀'.repeat(50) + EMAIL + '😀', EMAIL, '']) {
    t.strictSame(spansFromFindings(sample, scan(sample, builtinDetectors).findings), findSpans(sample, builtinDetectors))
  }
})

t.test('a proxy on an app with a worker pool masks exactly as without one', async (t) => {
  const upstream = await startFakeUpstream({ respond: () => ({ json: anthropicMessage({ content: [{ type: 'text', text: 'ok [EMAIL_1]' }] }) }) })
  t.teardown(() => upstream.close())
  const bodies: string[] = []
  for (const workers of [2, 0]) {
    const port = await freePort()
    const app = await build(t, { config: { proxies: [{ type: 'anthropic', port, upstream: upstream.url }] }, detectionWorkers: workers })
    t.equal(app.detection.workers, workers)
    const original = app.detection.scan
    let calls = 0
    app.detection.scan = (...args) => { calls++; return original(...args) }
    const messages = Array.from({ length: 6 }, (_, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content: text(i) + (i === 5 ? 'x'.repeat(20_000) : '') }))
    const res = await fetch(`http://127.0.0.1:${port}/v1/messages`, { method: 'POST', body: JSON.stringify({ model: 'm', max_tokens: 5, messages }) })
    t.equal(JSON.parse(await res.text()).content[0].text, `ok ${EMAIL}`)
    const got = upstream.last().text
    t.notOk(got.includes(EMAIL) || got.includes(IBAN), `workers ${workers}: no planted value upstream`)
    bodies.push(got)
    if (workers > 0) t.ok(calls >= 6, `every unknown text went through app.detection.scan (${calls})`)
    else t.equal(calls, 0, 'without a pool the proxy scans on its own')
  }
  t.equal(bodies[0], bodies[1], 'the same bytes with and without the pool')
})
