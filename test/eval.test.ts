/**
 * Runs the labelled evaluation corpus through every built-in detector and fails when a total falls
 * below its target. While detectors are still missing from the registry their types are left out of
 * the totals (with a visible comment); once every catalog detector is registered nothing is skipped.
 */
import t from 'tap'
import { detectorNames } from '../detectors/registry.ts'
import { ALL_TYPES, CHECKSUM_TYPES, TARGETS, evaluate, loadCorpus } from '../eval/run.ts'

const corpus = loadCorpus()
const missing = ALL_TYPES.filter((type) => !detectorNames.includes(type))
if (missing.length > 0) t.comment(`SKIPPED (detector not registered yet): ${missing.join(', ')}`)
const result = evaluate(corpus, { skipTypes: new Set(missing) })
const { checksum, structured, name } = result.totals

t.test('corpus is large, mixed and labelled', async (t) => {
  t.ok(corpus.length >= 1200, `${corpus.length} documents`)
  t.same(new Set(corpus.map((d) => d.lang)), new Set(['de', 'en']))
  t.ok(corpus.filter((d) => d.entities.length === 0).length >= corpus.length * 0.3, 'hard-negative-only documents')
  for (const doc of corpus) {
    for (const e of doc.entities) {
      if (doc.text.slice(e.start, e.end) !== e.text) t.fail(`${doc.id}: label offsets do not match the text`)
    }
  }
  const labelled = new Set(corpus.flatMap((d) => d.entities.map((e) => e.type)))
  for (const type of ALL_TYPES) t.ok(labelled.has(type), `corpus has ${type} values`)
})

t.test('checksum-validated types', async (t) => {
  const types = CHECKSUM_TYPES.filter((type) => !missing.includes(type))
  t.comment(`recall ${checksum.recall.toFixed(3)}, precision ${checksum.precision.toFixed(3)} over ${types.length} types`)
  t.ok(checksum.recall >= TARGETS.checksum.recall, `recall ${checksum.recall.toFixed(3)} ≥ ${TARGETS.checksum.recall}`)
  t.ok(checksum.precision >= TARGETS.checksum.precision, `precision ${checksum.precision.toFixed(3)} ≥ ${TARGETS.checksum.precision}`)
})

t.test('all structured types (everything but NAME)', async (t) => {
  t.ok(structured.recall >= TARGETS.structured.recall, `recall ${structured.recall.toFixed(3)} ≥ ${TARGETS.structured.recall}`)
  t.ok(structured.precision >= TARGETS.structured.precision, `precision ${structured.precision.toFixed(3)} ≥ ${TARGETS.structured.precision}`)
})

t.test('NAME', { skip: missing.includes('NAME') ? 'NAME detector not registered yet' : false }, async (t) => {
  t.ok(name.f1 >= TARGETS.name.f1, `F1 ${name.f1.toFixed(3)} ≥ ${TARGETS.name.f1} (recall ${name.recall.toFixed(3)}, precision ${name.precision.toFixed(3)})`)
})

t.test('per-type report', async (t) => {
  for (const [type, s] of Object.entries(result.perType)) {
    if (missing.includes(type)) continue
    t.comment(`${type.padEnd(16)} recall ${s.recall.toFixed(3)} precision ${s.precision.toFixed(3)} FP ${s.fp} FN ${s.fn} leaks ${s.leaks}`)
  }
})
