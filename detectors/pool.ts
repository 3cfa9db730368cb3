/**
 * The detection worker pool: piscina threads (one per core by default) that run engine.scan for
 * large texts, so that big requests use every core and do not hold up the event loop. Plain
 * TypeScript; plugins/detection.ts owns its life cycle (started with the app, destroyed on close).
 */
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Piscina } from 'piscina'
import type { ScanResult } from './types.ts'
import type { ScanTask } from './worker.ts'
import type { ResponseKind, SerialisedScan } from '../http/scan-body.ts'

export interface DetectionPool {
  readonly threads: number
  scan (task: ScanTask): Promise<ScanResult>
  /** The REST answer of kind `respond`, serialised in the worker (detectors/worker.ts). */
  respond (task: ScanTask & { respond: ResponseKind }): Promise<SerialisedScan>
  close (): Promise<void>
}

/** Worker count: DETECTION_WORKERS when set (0 turns the pool off), else one per core. */
export function defaultWorkerCount (env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.DETECTION_WORKERS)
  if (env.DETECTION_WORKERS !== undefined && env.DETECTION_WORKERS !== '' && Number.isInteger(configured) && configured >= 0) return configured
  return availableParallelism()
}

export function createDetectionPool (threads: number): DetectionPool {
  const piscina = new Piscina({
    filename: join(import.meta.dirname, 'worker-entry.js'),
    minThreads: threads,
    maxThreads: threads,
    // Tasks wait in the queue rather than in each worker: one long scan must not hold others up.
    concurrentTasksPerWorker: 1,
    idleTimeout: Infinity
  })
  return {
    threads,
    scan: (task) => piscina.run({ ...task, respond: undefined }) as Promise<ScanResult>,
    respond: (task) => piscina.run(task) as Promise<SerialisedScan>,
    close: () => piscina.destroy()
  }
}
