/**
 * Builds eval/blind-3/corpus.jsonl (`npx tsx eval/blind-3/build.ts`): a third blind corpus of hand-written
 * documents written without looking at the detectors (bank statements, payment notices, forms, e-mails,
 * letters, shipping labels, invoices, chats, support tickets, CSV/JSON/YAML/XML exports, logs, config and
 * code with credentials, and documents without personal data). `lang` is the document's own language
 * (ISO 639-1). Offsets are code points.
 *
 * Markup: [[TYPE|value]] is a labelled value; everything else is unlabelled filler (distractors included).
 * Values with check digits were computed from the published algorithms (eval/blind-build.ts re-verifies
 * every such value at build time).
 */
import { buildCorpus, type RawDoc } from '../blind-build.ts'
import { DOCS_FINANCE_FORMS } from './docs-finance-forms.ts'
import { DOCS_MAIL_LETTERS } from './docs-mail-letters.ts'
import { DOCS_CHATS_TICKETS } from './docs-chats-tickets.ts'
import { DOCS_DATA_TECH } from './docs-data-tech.ts'
import { DOCS_EXTRA } from './docs-extra.ts'

const RAW: RawDoc[] = [...DOCS_FINANCE_FORMS, ...DOCS_MAIL_LETTERS, ...DOCS_CHATS_TICKETS, ...DOCS_DATA_TECH, ...DOCS_EXTRA]
buildCorpus(import.meta.dirname, 'blind3-', RAW)
