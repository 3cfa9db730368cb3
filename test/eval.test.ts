/**
 * The evaluation itself: every corpus present is well-formed, every registered detector is counted
 * in the totals (none is skipped), the development corpus meets its targets, and the matching rules
 * (whole value masked, partial mask = leak) hold on hand-made cases. The held-out corpus is checked
 * for form only; its figures are printed as comments, never asserted (they are measured, not tuned).
 */
import t from 'tap'
import { builtinDetectors, detectorNames } from '../detectors/registry.ts'
import type { Detector } from '../detectors/types.ts'
import { ALL_TYPES, CHECKSUM_TYPES, TARGETS, checkTargets, evaluate } from '../eval/run.ts'
import { availableCorpora, CORPORA, readCorpus } from '../eval/corpora.ts'
import type { Doc } from '../eval/generate.ts'

const development = readCorpus(CORPORA[0])
const result = evaluate(development.docs)

t.test('every catalog detector is registered, and every registered detector is in the totals', async (t) => {
  t.same(ALL_TYPES.filter((type) => !detectorNames.includes(type)), [], 'catalog detectors missing from the registry')
  for (const name of detectorNames) {
    const s = result.perType[name]
    t.ok(s !== undefined && s.labeled > 0, `${name} has labelled values in the development corpus`)
  }
  const counted = Object.entries(result.perType).filter(([type]) => detectorNames.includes(type)).reduce((k, [, s]) => k + s.labeled, 0)
  t.equal(result.totals.all.labeled, counted, 'the totals count every registered type')
  t.equal(result.totals.structured.labeled + result.totals.name.labeled, result.totals.all.labeled)
  t.same(result.unknownTypes, [], 'the development corpus labels only registered types')
})

t.test('corpora are well-formed', async (t) => {
  const present = availableCorpora()
  t.ok(present.some((c) => c.name === 'development'))
  for (const spec of present) {
    const loaded = readCorpus(spec)
    t.same(loaded.problems, [], `${spec.name}: every line parses and every label matches its text`)
    t.ok(loaded.docs.length > 0, `${spec.name}: has documents`)
  }
  t.ok(development.docs.length >= 1200, `${development.docs.length} documents`)
  t.same(new Set(development.docs.map((d) => d.lang)), new Set(['de', 'en']))
  t.ok(development.docs.filter((d) => d.entities.length === 0).length >= development.docs.length * 0.3, 'hard-negative-only documents')
})

t.test('development corpus meets the targets', async (t) => {
  for (const c of checkTargets(result.totals, true)) t.ok(c.pass, `${c.name} ${c.value.toFixed(3)} (target ${c.target})`)
  t.comment(`checksum types: ${CHECKSUM_TYPES.length}; leak rate ${(result.totals.all.leakRate * 100).toFixed(2)} %`)
  for (const [type, s] of Object.entries(result.perType)) {
    t.comment(`${type.padEnd(16)} recall ${s.recall.toFixed(3)} precision ${s.precision.toFixed(3)} FP ${s.fp} FN ${s.fn} leaks ${s.leaks}`)
  }
})

t.test('other corpora: figures printed, not asserted', async (t) => {
  for (const spec of availableCorpora().filter((c) => c.name !== 'development')) {
    const r = evaluate(readCorpus(spec).docs)
    const { structured, name, all } = r.totals
    t.comment(`${spec.name}: structured recall ${structured.recall.toFixed(3)} precision ${structured.precision.toFixed(3)}, NAME F1 ${name.f1.toFixed(3)}, leak rate ${(all.leakRate * 100).toFixed(2)} % (targets ${TARGETS.structured.recall}/${TARGETS.structured.precision}/${TARGETS.name.f1}/${TARGETS.leakRate})`)
  }
})

t.test('matching: a partial mask is a miss and a leak; another type masks but does not count', async (t) => {
  const fixed = (name: string, spans: Array<[number, number]>): Detector => ({
    name,
    priority: 3,
    description: '',
    validation: '',
    example: '',
    find: () => spans.map(([start, end]) => ({ start, end, confidence: 1 }))
  })
  const text = 'call 030 1234567 or mail jane@example.com now'
  const doc = (entities: Doc['entities']): Doc[] => [{ id: 'x', lang: 'en', kind: 'chat', text, entities }]
  const phone = { type: 'PHONE', start: 5, end: 16, text: '030 1234567' }
  const email = { type: 'EMAIL', start: 25, end: 41, text: 'jane@example.com' }
  t.equal(text.slice(phone.start, phone.end), phone.text)
  t.equal(text.slice(email.start, email.end), email.text)

  const whole = evaluate(doc([phone]), { detectors: [fixed('PHONE', [[5, 16]])] })
  t.equal(whole.perType.PHONE.recall, 1)
  t.equal(whole.perType.PHONE.leaks, 0)

  const part = evaluate(doc([phone]), { detectors: [fixed('PHONE', [[5, 8]])] })
  t.equal(part.perType.PHONE.fn, 1, 'partly masked: not found')
  t.equal(part.perType.PHONE.partial, 1)
  t.equal(part.perType.PHONE.leaks, 1, 'partly masked: a leak')
  t.equal(part.perType.PHONE.tp, 1, 'the finding itself is on the value')

  const together = evaluate(doc([phone]), { detectors: [fixed('PHONE', [[9, 16]]), fixed('EMAIL', [[5, 8]])] })
  t.equal(together.perType.PHONE.fn, 0, 'wholly masked, partly by its own type: found')
  t.equal(together.perType.PHONE.leaks, 0)

  const split = evaluate(doc([phone]), { detectors: [fixed('PHONE', [[5, 8], [9, 16]])] })
  t.equal(split.perType.PHONE.recall, 1, 'two findings that together cover every digit')
  t.equal(split.perType.PHONE.precision, 1)

  const other = evaluate(doc([phone, email]), { detectors: [fixed('PHONE', []), fixed('EMAIL', [[5, 16], [25, 41]])] })
  t.equal(other.perType.PHONE.fn, 1, 'masked by another type only: a miss for its type')
  t.equal(other.perType.PHONE.partial, 0)
  t.equal(other.perType.PHONE.leaks, 0, 'but not a leak')
  t.equal(other.perType.EMAIL.fp, 1)
  t.equal(other.totals.all.leakRate, 0)

  const unknown = evaluate([{ id: 'y', lang: 'en', kind: 'chat', text, entities: [{ ...phone, type: 'TELEPHONE' }] }], { detectors: builtinDetectors })
  t.same(unknown.unknownTypes, ['TELEPHONE'], 'a label without a detector is listed, not silently dropped')
})

t.test('a broken corpus is reported', async (t) => {
  const { mkdtempSync, writeFileSync } = await import('node:fs')
  const { join } = await import('node:path')
  const { tmpdir } = await import('node:os')
  const dir = mkdtempSync(join(tmpdir(), 'pg-eval-'))
  const path = join(dir, 'corpus.jsonl')
  writeFileSync(path, [
    JSON.stringify({ id: 'a', kind: 'chat', text: '😀 Tel 030 1234567', entities: [{ type: 'PHONE', start: 6, end: 17, text: '030 1234567' }] }),
    JSON.stringify({ id: 'b', kind: 'chat', text: 'Tel 030 1234567', entities: [{ type: 'PHONE', start: 3, end: 15, text: '030 1234567' }] }),
    '{not json'
  ].join('\n'))
  const loaded = readCorpus({ name: 'fresh', path, offsets: 'codepoint', examples: true })
  t.equal(loaded.docs[0].entities[0].start, 7, 'code points converted to UTF-16')
  t.same(loaded.problems, ['line 2: entity 0 offsets do not match its text', 'line 3: not JSON'])
})
