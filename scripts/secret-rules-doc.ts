/** Regenerates docs/secret-rules.md: `npx tsx scripts/secret-rules-doc.ts`. */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderSecretRulesDoc } from '../detectors/secrets/doc.ts'

const target = join(import.meta.dirname, '..', 'docs', 'secret-rules.md')
writeFileSync(target, renderSecretRulesDoc())
console.log(`wrote ${target}`)
