/**
 * Builds eval/blind-7/corpus.jsonl (`npx tsx eval/blind-7/build.ts`, `--stats` for counts): a seventh blind
 * corpus of hand-written documents written without looking at the detectors, weighted like the service's
 * traffic (about 40 % developer material, 30 % business communication, 30 % documents of people's lives),
 * two thirds of the documents from the main markets (US, UK, DE, FR, NL, ES, IT, IN, CA, AU, PL), the rest
 * from other countries; eight documents without personal data. `lang` is the document's own language
 * (ISO 639-1). Offsets are code points.
 *
 * Markup: [[TYPE|value]] is a labelled value; everything else is unlabelled filler (look-alikes included).
 * Values with check digits were computed from the published algorithms (eval/blind-build.ts re-verifies
 * the types it knows at build time).
 */
import { buildCorpus, type RawDoc } from '../blind-build.ts'
import { DOCS_DEV_A } from './docs-dev-a.ts'
import { DOCS_DEV_B } from './docs-dev-b.ts'
import { DOCS_BUSINESS_A } from './docs-business-a.ts'
import { DOCS_BUSINESS_B } from './docs-business-b.ts'
import { DOCS_LIFE_A } from './docs-life-a.ts'
import { DOCS_LIFE_B } from './docs-life-b.ts'

const RAW: RawDoc[] = [...DOCS_DEV_A, ...DOCS_DEV_B, ...DOCS_BUSINESS_A, ...DOCS_BUSINESS_B, ...DOCS_LIFE_A, ...DOCS_LIFE_B]
buildCorpus(import.meta.dirname, 'blind7-', RAW)
