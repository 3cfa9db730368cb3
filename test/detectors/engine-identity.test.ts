import t from 'tap'
import { readFileSync } from 'node:fs'
import { findingsOf, identitySample, IDENTITY_PATH } from '../../scripts/engine-identity.ts'

// The engine's results on a fixed sample equal the recorded ones: a faster engine must find exactly
// what the old one found. Quality fixes that change results on purpose re-record the file
// (`npx tsx scripts/engine-identity.ts`) in the same commit and say why.
t.test('findings on the fixed corpus sample are unchanged', async (t) => {
  const recorded = new Map((JSON.parse(readFileSync(IDENTITY_PATH, 'utf8')) as Array<{ id: string, findings: unknown }>).map((d) => [d.id, d.findings]))
  const sample = identitySample()
  t.equal(sample.length, recorded.size)
  let differing = 0
  for (const { id, text } of sample) {
    const now = findingsOf(text)
    if (JSON.stringify(now) !== JSON.stringify(recorded.get(id))) {
      differing++
      if (differing <= 5) t.same(now, recorded.get(id), `document ${id}`)
    }
  }
  t.equal(differing, 0, 'documents whose findings differ')
})
