/**
 * The public reference vectors (eval/reference-vectors.ts): privacy-guard-proxy's vectors of issue 3,
 * verbatim, and the examples of issue 8, through the engine with EVERY detector, as a request without
 * `detectors` runs: a vector must come out as the stated type even when other detectors compete for
 * the same characters. `npm run eval` reports the same vectors.
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'
import { checkVectors } from '../../eval/run.ts'

const found = (text: string) => scan(text, builtinDetectors).findings.map((f) => ({ type: f.pii_type, text: f.text, rule: f.rule_id }))

for (const source of ['issue 3', 'issue 8']) {
  t.test(`reference vectors of ${source}`, async (t) => {
    for (const { vector, pass, got } of checkVectors().filter((v) => v.vector.source === source)) {
      t.ok(pass, `${vector.expect === 'found' ? '' : 'no '}${vector.type} "${vector.value}" in "${vector.context}" (got ${got.join(', ') || 'nothing'})`)
    }
  })
}

t.test('values end where they end, and name their rule', async (t) => {
  const address = found('Ich wohne in der Breisacher Str. 28A, 79279 Vörstetten und meine Email ist x@example.de').find((f) => f.type === 'ADDRESS')
  t.equal(address?.text, 'Breisacher Str. 28A, 79279 Vörstetten', 'ends at the city')
  const aws = found('key AKIAIOSFODNN7EXAMPLE here').find((f) => f.type === 'SECRET')
  t.same(aws, { type: 'SECRET', text: 'AKIAIOSFODNN7EXAMPLE', rule: 'aws-access-key' })
  const generic = found('password = "mySecretPassword123"').find((f) => f.type === 'SECRET')
  t.same(generic, { type: 'SECRET', text: 'mySecretPassword123', rule: 'generic-secret' }, 'the value only')
  t.same(found('see http://example.com/docs for details'), [], 'a plain http:// URL is not a secret')
})
