/**
 * The contract between the engine and a detector. A detector is plain TypeScript: no Fastify, no I/O.
 * Each file in detectors/builtin/ default-exports one Detector (or an array of them); the registry
 * discovers them, so adding a detector is a one-file change.
 */
import type { AnchorKind, Anchors } from './anchors.ts'

export type { AnchorKind, Anchors } from './anchors.ts'

/** One raw hit reported by a detector, in UTF-16 indices of the scanned string (`end` exclusive). */
export interface Match {
  start: number
  end: number
  /** In [0, 1]: 1.0 when a checksum or an unambiguous format confirmed it. */
  confidence: number
  /** Names the rule that matched; omitted from the API output when empty. */
  ruleId?: string
  /** Overlap resolution rank of this hit when it differs from the detector's (a value right after its own label). */
  priority?: number
}

export interface Detector {
  /** Canonical upper-case name, used as `pii_type` and in `detectors` lists. */
  name: string
  /** Overlap resolution: higher wins (SECRET 6 … ADDRESS 2). */
  priority: number
  /** README catalog: what it finds, how it validates, one example. */
  description: string
  validation: string
  example: string
  /**
   * Anchor kinds a finding needs, all of them (detectors/anchors.ts): the engine does not call `find`
   * when the text lacks one. Omitted: always called.
   */
  anchors?: readonly AnchorKind[]
  /** The fewest digits in one digit chain a finding needs; the engine skips texts without such a chain. */
  minDigits?: number
  /** Longest finding, and how far before/after it the detector looks (documentation of the window it checks). */
  maxSpan?: number
  contextRadius?: number
  /**
   * Scans the text. Must run in time linear in text.length, whatever the input. `anchors` is the
   * engine's one pass over this same text; a detector called alone computes it itself when it needs it.
   */
  find (text: string, anchors?: Anchors): Iterable<Match>
}

/** A finding as the API returns it: code-point offsets, placeholder assigned. */
export interface Finding {
  pii_type: string
  start: number
  end: number
  text: string
  confidence: number
  placeholder: string
  rule_id?: string
}

export interface ScanResult {
  anonymisedText: string
  findings: Finding[]
  mapping: Record<string, string>
}

/**
 * A Match made by a constructor instead of an object literal. V8 tracks every object literal's
 * allocation site and, when most of its objects outlive a young-generation GC (a detector's hits on a
 * long text all do, until the engine reads them), switches the site to old-space allocation and throws
 * away the optimised code of the function holding it; texts of other sizes switch it back. A large
 * detector function then recompiled several times per 10 MB scan (about 50 ms of compiler time each).
 * Objects made by `new` have no allocation site, so detectors with long loops use this. `ruleId` is
 * set only when given, like an omitted literal property.
 */
export class Hit implements Match {
  start: number
  end: number
  confidence: number
  declare ruleId?: string

  constructor (start: number, end: number, confidence: number, ruleId?: string) {
    this.start = start
    this.end = end
    this.confidence = confidence
    if (ruleId !== undefined) this.ruleId = ruleId
  }
}
