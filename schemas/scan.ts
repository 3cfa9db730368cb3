/** Schemas of the REST API (spec: Resources and their fields). They validate and serialise. */
import { Type, type Static } from '@sinclair/typebox'

export const MAX_DETECTORS = 100
export const MAX_WHITELIST = 1000
const MAX_ENTRY = 1000

const Names = Type.Union([Type.Array(Type.String({ maxLength: MAX_ENTRY }), { maxItems: MAX_DETECTORS }), Type.Null()])
const Entries = Type.Union([Type.Array(Type.String({ maxLength: MAX_ENTRY }), { maxItems: MAX_WHITELIST }), Type.Null()])

/** Unknown fields are ignored (spec), so additional properties are allowed and not looked at. */
export const ScanRequest = Type.Object({
  text: Type.Optional(Type.String()),
  detectors: Type.Optional(Names),
  whitelist: Type.Optional(Entries)
})
export type ScanRequest = Static<typeof ScanRequest>

export const Finding = Type.Object({
  pii_type: Type.String(),
  start: Type.Integer({ description: 'Code-point offset of the first character' }),
  end: Type.Integer({ description: 'Code-point offset after the last character (exclusive)' }),
  text: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  placeholder: Type.String(),
  rule_id: Type.Optional(Type.String())
})

export const AnonymizeResponse = Type.Object({
  anonymised_text: Type.String()
})

export const ScanResponse = Type.Object({
  original_text: Type.String(),
  anonymised_text: Type.String(),
  findings: Type.Array(Finding),
  mapping: Type.Record(Type.String(), Type.String())
})

export const HealthResponse = Type.Object({ status: Type.Literal('ok') })

/** 400, 401, 413 and 429 bodies: one line of text/plain. */
export const PlainError = Type.String({ description: 'text/plain; charset=utf-8, one line and a newline' })
