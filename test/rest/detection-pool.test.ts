import t from 'tap'
import { build } from '../helper.ts'
import { scan } from '../../detectors/engine.ts'
import { builtinDetectors, resolveDetectors } from '../../detectors/registry.ts'
import { defaultWorkerCount } from '../../detectors/pool.ts'
import { loadCorpus } from '../../eval/run.ts'

// A real pool of worker threads behind the real routes: the results equal the main thread's.
t.test('scans at or above the cut-off run on the worker pool with identical results', async (t) => {
  const app = await build(t, { detectionWorkers: 2, detectionPoolCutoff: 1000 })
  t.equal(app.detection.workers, 2)
  const text = loadCorpus().slice(0, 40).map((d) => d.text).join('\n\n')
  t.ok(text.length > 1000)
  const res = await app.inject({ method: 'POST', url: '/scan', payload: { text } })
  t.equal(res.statusCode, 200)
  const expected = scan(text, builtinDetectors)
  const body = res.json()
  t.equal(body.anonymised_text, expected.anonymisedText)
  t.same(body.findings, JSON.parse(JSON.stringify(expected.findings)))
  t.same(body.mapping, expected.mapping)
  t.ok(expected.findings.length > 50, 'the sample has findings')

  // Detector lists and whitelists travel to the worker.
  const some = await app.inject({ method: 'POST', url: '/scan', payload: { text, detectors: ['email', 'IBAN'], whitelist: ['example.com'] } })
  const someExpected = scan(text, resolveDetectors(['EMAIL', 'IBAN']), ['example.com'])
  t.same(some.json().findings, JSON.parse(JSON.stringify(someExpected.findings)))

  // Concurrent large requests all come back, each with its own numbering.
  const texts = [0, 1, 2, 3].map((i) => `Kontakt: person${i}@example.org. ` + text)
  const answers = await Promise.all(texts.map((tx) => app.inject({ method: 'POST', url: '/anonymize', payload: { text: tx } })))
  answers.forEach((a, i) => t.equal(a.json().anonymised_text, scan(texts[i], builtinDetectors).anonymisedText))
})

t.test('an unknown detector is the same 400 with the pool', async (t) => {
  const app = await build(t, { detectionWorkers: 1, detectionPoolCutoff: 1 })
  const res = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x'.repeat(100), detectors: ['NOPE'] } })
  t.equal(res.statusCode, 400)
  t.match(res.body, /unknown detector/i)
})

t.test('small texts stay on the main thread; no pool unless asked for', async (t) => {
  const app = await build(t)
  t.equal(app.detection.workers, 0)
  const result = await app.detection.scan('mail jane@example.com')
  t.equal(result.anonymisedText, 'mail [EMAIL_1]')
})

t.test('worker count: DETECTION_WORKERS, else one per core', async (t) => {
  t.equal(defaultWorkerCount({ DETECTION_WORKERS: '0' }), 0)
  t.equal(defaultWorkerCount({ DETECTION_WORKERS: '3' }), 3)
  t.ok(defaultWorkerCount({}) >= 1)
  t.ok(defaultWorkerCount({ DETECTION_WORKERS: 'many' }) >= 1)
})

// The pool answers with a body its worker serialised (http/scan-body.ts); the bytes must be the ones
// the main thread's response schemas write, and the metrics must count the same.
t.test('a pooled answer is byte for byte the main thread\'s, and counted the same', async (t) => {
  const pooled = await build(t, { detectionWorkers: 1, detectionPoolCutoff: 1 })
  const main = await build(t)
  const urls = await Promise.all([pooled, main].map(async (app) => await app.listen({ port: 0, host: '127.0.0.1' })))
  const corpus = loadCorpus().slice(0, 30).map((d) => d.text).join('\n\n')
  const texts = [
    corpus,
    // Credentials (rule_id), non-ASCII, astral characters, a lone surrogate, controls and quotes.
    'password = "mySecretPassword123"\nAKIAIOSFODNN7EXAMPLE 😀 Ünïcödé jane@example.com \ud800 tab\there "quoted" \\ back\u2028line',
    ''
  ]
  for (const text of texts) {
    for (const path of ['/scan', '/anonymize']) {
      for (const payload of [{ text }, { text, detectors: ['EMAIL', 'secret'], whitelist: ['example.com'] }]) {
        const [a, b] = await Promise.all(urls.map(async (url) => await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) })))
        t.equal(a.status, 200)
        t.equal(a.headers.get('content-type'), b.headers.get('content-type'))
        t.equal(a.headers.get('content-length'), b.headers.get('content-length'))
        const [bodyA, bodyB] = await Promise.all([a.text(), b.text()])
        t.equal(bodyA, bodyB, `${path}, ${text.length} characters, ${Object.keys(payload).join('+')}`)
      }
    }
  }
  const counters = async (url: string) => (await (await fetch(url + '/metrics')).text()).split('\n').filter((line) => line.startsWith('privacy_guard_')).sort()
  const [countedA, countedB] = await Promise.all(urls.map(counters))
  t.ok(countedA.some((line) => line.startsWith('privacy_guard_pii_type_total{type="SECRET"')), 'types are counted')
  t.same(countedA, countedB)
})
