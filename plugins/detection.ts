import fp from 'fastify-plugin'
import { builtinDetectors, resolveDetectors } from '../detectors/registry.ts'
import { effectiveWhitelist, scan } from '../detectors/engine.ts'
import { createDetectionPool, type DetectionPool } from '../detectors/pool.ts'
import type { Detector, ScanResult } from '../detectors/types.ts'
import type { ResponseKind, SerialisedScan } from '../http/scan-body.ts'
import type { RuntimeConfig } from '../config/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    detection: {
      /**
       * Scans with the request's detectors, else the configured defaults, else every detector, and
       * the default whitelist followed by the request's. Rejects with UnknownDetectorError on a bad
       * name. Texts of POOL_CUTOFF characters or more run on the worker pool when there is one.
       */
      scan (text: string, detectors?: readonly string[] | null, whitelist?: readonly string[] | null): Promise<ScanResult>
      /**
       * For the REST routes: as scan, but synchronous on the main thread (a small request costs no
       * promise; an unknown name throws), and a text that goes to the pool comes back as the `kind`
       * response's body, serialised in the worker, with the counts the metrics need.
       */
      scanForReply (kind: ResponseKind, text: string, detectors?: readonly string[] | null, whitelist?: readonly string[] | null): ScanResult | Promise<SerialisedScan>
      /** Worker threads of the pool; 0 when every scan runs on the main thread. */
      readonly workers: number
    }
  }
}

export interface DetectionOptions {
  /** Worker threads for large scans; 0 or absent: none. server.ts passes one per core (DETECTION_WORKERS). */
  detectionWorkers?: number
  /** Texts at least this long (UTF-16 units) go to the pool; default POOL_CUTOFF. */
  detectionPoolCutoff?: number
}

/**
 * Measured with `npm run bench:rest -- --only cutoff` (README, "Quality and speed"): one POST /scan
 * body at a time, the pool costs about 1.4 ms more than the main thread for 1,000-4,000 characters
 * (handing the text over and the body back) and is level at 16,000 (~9 ms either way); above that
 * it wins, and under concurrent load it is what keeps the main thread free and uses the second core.
 */
export const POOL_CUTOFF = 16_384

/** The configured defaults, resolved once per configuration (it is replaced as a whole, never changed). */
interface Defaults { detectors: readonly Detector[], whitelist: string[] }
const resolvedDefaults = new WeakMap<RuntimeConfig, Defaults>()

function defaultsOf (config: RuntimeConfig): Defaults {
  let defaults = resolvedDefaults.get(config)
  if (defaults === undefined) {
    const names = config.default_detectors
    defaults = { detectors: names.length > 0 ? resolveDetectors(names) : builtinDetectors, whitelist: effectiveWhitelist(config.default_whitelist) }
    resolvedDefaults.set(config, defaults)
  }
  return defaults
}

export default fp<DetectionOptions>(async function detectionPlugin (app, opts) {
  function chooseDetectors (requested: readonly string[] | null | undefined, defaults: Defaults): readonly Detector[] {
    return requested && requested.length > 0 ? resolveDetectors(requested) : defaults.detectors
  }

  const threads = opts.detectionWorkers ?? 0
  const cutoff = opts.detectionPoolCutoff ?? POOL_CUTOFF
  // The workers start with the app (each loads the detectors once) and stop when it closes.
  const pool: DetectionPool | undefined = threads > 0 ? createDetectionPool(threads) : undefined
  if (pool !== undefined) app.addHook('onClose', async () => { await pool.close() })

  function run (kind: ResponseKind | undefined, text: string, detectors?: readonly string[] | null, whitelist?: readonly string[] | null): ScanResult | Promise<ScanResult | SerialisedScan> {
    // Resolved here, so that an unknown name is the same 400 with or without the pool.
    const config = app.configStore.config
    const defaults = defaultsOf(config)
    const chosen = chooseDetectors(detectors, defaults)
    const entries = whitelist && whitelist.length > 0 ? effectiveWhitelist(config.default_whitelist, whitelist) : defaults.whitelist
    if (pool === undefined || text.length < cutoff) return scan(text, chosen, entries)
    const names = chosen === builtinDetectors ? null : chosen.map((d) => d.name)
    return kind === undefined
      ? pool.scan({ text, detectors: names, whitelist: entries })
      : pool.respond({ text, detectors: names, whitelist: entries, respond: kind })
  }

  app.decorate('detection', {
    workers: threads,
    async scan (text: string, detectors?: readonly string[] | null, whitelist?: readonly string[] | null): Promise<ScanResult> {
      return await (run(undefined, text, detectors, whitelist) as Promise<ScanResult> | ScanResult)
    },
    scanForReply (kind: ResponseKind, text: string, detectors?: readonly string[] | null, whitelist?: readonly string[] | null): ScanResult | Promise<SerialisedScan> {
      return run(kind, text, detectors, whitelist) as ScanResult | Promise<SerialisedScan>
    }
  })
}, { name: 'detection', dependencies: ['config-store'] })
