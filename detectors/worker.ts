/**
 * The task a pool worker runs (see pool.ts and worker-entry.js): one scan, exactly as on the main
 * thread. Detector names come in, not detectors: functions do not cross threads.
 */
import { scan } from './engine.ts'
import { builtinDetectors, resolveDetectors } from './registry.ts'
import type { ScanResult } from './types.ts'
import { serialisedScan, type ResponseKind, type SerialisedScan } from '../http/scan-body.ts'

export interface ScanTask {
  text: string
  /** Detector names, already checked on the main thread; null means every detector. */
  detectors: readonly string[] | null
  whitelist: readonly string[]
  /**
   * A REST answer: the worker returns that response's body already serialised and the counts the
   * metrics need (http/scan-body.ts) instead of the ScanResult; one byte buffer crosses back
   * instead of thousands of finding objects, and the main thread does not serialise them.
   */
  respond?: ResponseKind
}

export default function scanTask ({ text, detectors, whitelist, respond }: ScanTask): ScanResult | SerialisedScan {
  const result = scan(text, detectors === null ? builtinDetectors : resolveDetectors(detectors), whitelist)
  return respond === undefined ? result : serialisedScan(respond, text, result)
}
