/**
 * Builds eval/blind-6/corpus.jsonl (`npx tsx eval/blind-6/build.ts`, `--stats` for counts): a sixth blind
 * corpus of hand-written documents written without looking at the detectors, weighted like the service's
 * traffic (about 40 % developer material, 30 % business communication, 30 % documents of people's lives)
 * and, unlike blind-4 and blind-5, concentrated on the main markets (US, UK, DE, FR, NL, ES, IT, IN, CA,
 * AU, PL); eight documents without personal data. `lang` is the document's own language (ISO 639-1).
 * Offsets are code points.
 *
 * Markup: [[TYPE|value]] is a labelled value; everything else is unlabelled filler (look-alikes included).
 * Values with check digits were computed from the published algorithms (eval/blind-build.ts re-verifies
 * the types it knows at build time).
 */
import { buildCorpus, type RawDoc } from '../blind-build.ts'
import { DOCS_DEV_A } from './docs-dev-a.ts'
import { DOCS_DEV_B } from './docs-dev-b.ts'
import { DOCS_BUSINESS } from './docs-business.ts'
import { DOCS_LIFE_A } from './docs-life-a.ts'
import { DOCS_LIFE_B } from './docs-life-b.ts'

const RAW: RawDoc[] = [...DOCS_DEV_A, ...DOCS_DEV_B, ...DOCS_BUSINESS, ...DOCS_LIFE_A, ...DOCS_LIFE_B]
buildCorpus(import.meta.dirname, 'blind6-', RAW)
