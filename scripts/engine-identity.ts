/**
 * Writes test/fixtures/engine-identity.json: the findings of every detector on a fixed sample of the
 * committed corpus (every 8th document). test/detectors/engine-identity.test.ts compares the engine's
 * current output with it, so an engine change that alters results shows up. Regenerate only in a
 * commit that changes detection on purpose, and say in that commit what changed and why.
 */
import { writeFileSync } from 'node:fs'
import { loadCorpus } from '../eval/run.ts'
import { scan } from '../detectors/engine.ts'
import { builtinDetectors } from '../detectors/registry.ts'

export const IDENTITY_PATH = 'test/fixtures/engine-identity.json'

export function identitySample (): Array<{ id: string, text: string }> {
  return loadCorpus().filter((_, i) => i % 8 === 0).map((d) => ({ id: d.id, text: d.text }))
}

export function findingsOf (text: string): Array<[string, number, number, number, string]> {
  return scan(text, builtinDetectors).findings.map((f) => [f.pii_type, f.start, f.end, f.confidence, f.rule_id ?? ''])
}

if (process.argv[1]?.endsWith('engine-identity.ts')) {
  const sample = identitySample().map(({ id, text }) => ({ id, findings: findingsOf(text) }))
  writeFileSync(IDENTITY_PATH, JSON.stringify(sample).replaceAll('},{', '},\n{') + '\n')
  console.log(`${sample.length} documents, ${sample.reduce((n, d) => n + d.findings.length, 0)} findings written to ${IDENTITY_PATH}`)
}
