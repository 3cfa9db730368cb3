import fp from 'fastify-plugin'
import { builtinDetectors, resolveDetectors } from '../detectors/registry.ts'
import { effectiveWhitelist, scan } from '../detectors/engine.ts'
import type { Detector, ScanResult } from '../detectors/types.ts'

declare module 'fastify' {
  interface FastifyInstance {
    detection: {
      /**
       * Scans with the request's detectors, else the configured defaults, else every detector, and
       * the default whitelist followed by the request's. Throws UnknownDetectorError on a bad name.
       */
      scan (text: string, detectors?: readonly string[] | null, whitelist?: readonly string[] | null): ScanResult
    }
  }
}

export default fp(async function detectionPlugin (app) {
  function chooseDetectors (requested: readonly string[] | null | undefined): readonly Detector[] {
    if (requested && requested.length > 0) return resolveDetectors(requested)
    const defaults = app.configStore.config.default_detectors
    return defaults.length > 0 ? resolveDetectors(defaults) : builtinDetectors
  }

  app.decorate('detection', {
    scan (text: string, detectors?: readonly string[] | null, whitelist?: readonly string[] | null): ScanResult {
      const chosen = chooseDetectors(detectors)
      return scan(text, chosen, effectiveWhitelist(app.configStore.config.default_whitelist, whitelist))
    }
  })
}, { name: 'detection', dependencies: ['config-store'] })
