/**
 * Builds eval/blind-2/corpus.jsonl (`npx tsx eval/blind-2/build.ts`): a second blind corpus of hand-written
 * documents written without looking at the detectors (forms, e-mails, letters, chats, CSV/JSON, and
 * documents without personal data). `lang` is the document's own language (ISO 639-1).
 * Offsets are code points.
 *
 * Markup: [[TYPE|value]] is a labelled value; everything else is unlabelled filler (distractors included).
 * Values with check digits were computed from the published algorithms (eval/blind-build.ts re-verifies
 * every such value at build time).
 */
import { buildCorpus, type RawDoc } from '../blind-build.ts'
import { DOCS_F } from './docs-forms.ts'
import { DOCS_M } from './docs-mail.ts'
import { DOCS_L } from './docs-letters-chats.ts'
import { DOCS_D } from './docs-data.ts'

const RAW: RawDoc[] = [...DOCS_F, ...DOCS_M, ...DOCS_L, ...DOCS_D]
buildCorpus(import.meta.dirname, 'blind2-', RAW)
