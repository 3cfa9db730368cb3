/**
 * The task a pool worker runs (see pool.ts and worker-entry.js): one scan, exactly as on the main
 * thread. Detector names come in, not detectors: functions do not cross threads.
 */
import { scan } from './engine.ts'
import { builtinDetectors, resolveDetectors } from './registry.ts'
import type { ScanResult } from './types.ts'

export interface ScanTask {
  text: string
  /** Detector names, already checked on the main thread; null means every detector. */
  detectors: readonly string[] | null
  whitelist: readonly string[]
}

export default function scanTask ({ text, detectors, whitelist }: ScanTask): ScanResult {
  return scan(text, detectors === null ? builtinDetectors : resolveDetectors(detectors), whitelist)
}
