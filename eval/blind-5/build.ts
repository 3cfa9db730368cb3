/**
 * Builds eval/blind-5/corpus.jsonl (`npx tsx eval/blind-5/build.ts`, `--stats` for counts): a fifth blind
 * corpus of hand-written documents written without looking at the detectors, weighted like the service's
 * traffic: developer material pasted into an LLM (bug reports, logs, stack traces, test output, query
 * results, config files, CI output, API exports, diffs, crash dumps, prompts), business communication
 * (tickets, CRM, e-mail threads, chats, minutes, calendar invites, vCards, recruiting, orders, payment
 * messages, collections letters, data-subject requests) and documents of people's lives from countries
 * the earlier blind corpora rarely used; ten documents without personal data. `lang` is the document's own
 * language (ISO 639-1). Offsets are code points.
 *
 * Markup: [[TYPE|value]] is a labelled value; everything else is unlabelled filler (look-alikes included).
 * Values with check digits were computed from the published algorithms (eval/blind-build.ts re-verifies
 * the types it knows at build time).
 */
import { buildCorpus, type RawDoc } from '../blind-build.ts'
import { DOCS_DEV_A } from './docs-dev-a.ts'
import { DOCS_DEV_B } from './docs-dev-b.ts'
import { DOCS_BUSINESS } from './docs-business.ts'
import { DOCS_LIFE } from './docs-life.ts'

const RAW: RawDoc[] = [...DOCS_DEV_A, ...DOCS_DEV_B, ...DOCS_BUSINESS, ...DOCS_LIFE]
buildCorpus(import.meta.dirname, 'blind5-', RAW)
