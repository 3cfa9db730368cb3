/**
 * Builds eval/blind-dev/corpus.jsonl (`npx tsx eval/blind-dev/build.ts`): hand-written documents written
 * without looking at the detectors (bank statements, forms, CSV/TSV, JSON/YAML, e-mails and letters,
 * tickets and chats, shipping labels/invoices/contracts, and documents without personal data).
 * Offsets are code points.
 *
 * Markup: [[TYPE|value]] is a labelled value; everything else is unlabelled filler (distractors included).
 * Values with check digits were computed from the published algorithms (eval/blind-build.ts re-verifies
 * every such value at build time).
 */
import { buildCorpus, type RawDoc } from '../blind-build.ts'
import { DOCS_A } from './docs-a.ts'
import { DOCS_B } from './docs-b.ts'
import { DOCS_C } from './docs-c.ts'
import { DOCS_D } from './docs-d.ts'
import { DOCS_E } from './docs-e.ts'

export type Lang = 'de' | 'en'
export type Raw = [kind: string, lang: Lang, marked: string]

const RAW: RawDoc[] = [...DOCS_A, ...DOCS_B, ...DOCS_C, ...DOCS_D, ...DOCS_E]
buildCorpus(import.meta.dirname, 'blind-', RAW)
