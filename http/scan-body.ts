/**
 * What a scan gives the REST routes and the metrics, in the form that is cheap to move between
 * threads: a pool worker (detectors/worker.ts) serialises the response body itself and counts the
 * findings, so that the main thread only sends bytes and adds counts, instead of receiving thousands
 * of finding objects by structured clone and serialising them again.
 */
import type { Finding, ScanResult } from '../detectors/types.ts'

/** Which REST answer a body is: POST /scan (everything) or POST /anonymize (the text only). */
export type ResponseKind = 'scan' | 'anonymize'

/** The metrics' share of a scan: no values, only how many findings of which type and their bytes. */
export interface ScanCounts {
  findings: number
  /** UTF-8 bytes of the texts that placeholders replaced. */
  maskedBytes: number
  /** Findings per pii_type. */
  byType: Record<string, number>
}

export function countFindings (findings: readonly Finding[]): ScanCounts {
  const byType: Record<string, number> = {}
  let maskedBytes = 0
  for (const finding of findings) {
    maskedBytes += Buffer.byteLength(finding.text)
    byType[finding.pii_type] = (byType[finding.pii_type] ?? 0) + 1
  }
  return { findings: findings.length, maskedBytes, byType }
}

/**
 * The 200 body exactly as the routes' response schemas serialise it (schemas/scan.ts: fields in
 * schema order, rule_id left out when absent, nothing else of a finding). JSON.stringify writes
 * strings and numbers as fast-json-stringify does; test/rest/detection-pool.test.ts compares the
 * bytes of both paths.
 */
export function responseBody (kind: ResponseKind, text: string, result: ScanResult): string {
  if (kind === 'anonymize') return JSON.stringify({ anonymised_text: result.anonymisedText })
  const findings = result.findings.map((f) => f.rule_id === undefined
    ? { pii_type: f.pii_type, start: f.start, end: f.end, text: f.text, confidence: f.confidence, placeholder: f.placeholder }
    : { pii_type: f.pii_type, start: f.start, end: f.end, text: f.text, confidence: f.confidence, placeholder: f.placeholder, rule_id: f.rule_id })
  return JSON.stringify({ original_text: text, anonymised_text: result.anonymisedText, findings, mapping: result.mapping })
}

/** A scan answered off the main thread: the UTF-8 body (its buffer moved, not copied) and the counts. */
export interface SerialisedScan {
  body: Uint8Array
  counts: ScanCounts
}

const encoder = new TextEncoder()

/** TextEncoder gives the bytes their own ArrayBuffer (Buffer.from may slice a shared pool), so it can be moved. */
export function serialisedScan (kind: ResponseKind, text: string, result: ScanResult): SerialisedScan {
  return { body: encoder.encode(responseBody(kind, text, result)), counts: countFindings(result.findings) }
}
