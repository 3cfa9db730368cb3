/** Rewrites the detector catalog in README.md from the detectors themselves: `npm run catalog`. */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { withCatalog } from '../detectors/catalog.ts'

const readme = join(import.meta.dirname, '..', 'README.md')
writeFileSync(readme, withCatalog(readFileSync(readme, 'utf8')))
console.log(`catalog written to ${readme}`)
