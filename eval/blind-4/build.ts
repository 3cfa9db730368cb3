/**
 * Builds eval/blind-4/corpus.jsonl (`npx tsx eval/blind-4/build.ts`, `--stats` for counts): a fourth blind
 * corpus of hand-written documents written without looking at the detectors (medical records,
 * prescriptions and insurance claims; HR, legal and government papers; travel, housing and education;
 * e-commerce, marketplace, dating and social chats, call-centre transcripts; developer material such as
 * stack traces, CI logs, manifests, Terraform, shell history, SQL dumps, notebooks and HAR/curl
 * snippets; spreadsheets and OCR text; documents without personal data). `lang` is the document's own
 * language (ISO 639-1). Offsets are code points.
 *
 * Markup: [[TYPE|value]] is a labelled value; everything else is unlabelled filler (look-alikes included).
 * Values with check digits were computed from the published algorithms (eval/blind-build.ts re-verifies
 * the types it knows at build time).
 */
import { buildCorpus, type RawDoc } from '../blind-build.ts'
import { DOCS_HEALTH } from './docs-health.ts'
import { DOCS_WORK_LAW_GOV } from './docs-work-law-gov.ts'
import { DOCS_TRAVEL_HOME_EDU } from './docs-travel-home-edu.ts'
import { DOCS_COMMERCE_CHAT } from './docs-commerce-chat.ts'
import { DOCS_DEV_DATA } from './docs-dev-data.ts'

const RAW: RawDoc[] = [...DOCS_HEALTH, ...DOCS_WORK_LAW_GOV, ...DOCS_TRAVEL_HOME_EDU, ...DOCS_COMMERCE_CHAT, ...DOCS_DEV_DATA]
buildCorpus(import.meta.dirname, 'blind4-', RAW)
