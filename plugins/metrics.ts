import fp from 'fastify-plugin'
import fastifyMetrics from 'fastify-metrics'
import type { Finding } from '../detectors/types.ts'
import { countFindings, type ScanCounts } from '../http/scan-body.ts'
import { durationHistogram, RouteDurations } from '../http/route-durations.ts'

export type ScanSource = 'rest' | 'proxy'

declare module 'fastify' {
  interface FastifyInstance {
    privacyMetrics: {
      /** Counts one scanned request: findings, their types and the bytes they masked. Never values. A proxy passes its port. */
      recordScan (source: ScanSource, findings: readonly Finding[], port?: number): void
      /** The same from counts already made (a pool worker counts its findings itself). */
      recordCounts (source: ScanSource, counts: ScanCounts, port?: number): void
    }
  }
}

/**
 * Prometheus metrics: fastify-metrics' per-route request counts and durations, and the
 * privacy_guard_* counters of privacy-guard-proxy. /metrics goes through the CORS hook like the
 * other REST paths. Labels are route templates, status codes, sources and detector names only.
 */
export default fp(async function metricsPlugin (app) {
  // Route durations: measured by a hook of each route (http/route-durations.ts), not by
  // fastify-metrics' hooks on every request. Added first, so that /metrics itself is measured too.
  const durations = new RouteDurations()
  app.addHook('onRoute', durations.onRoute)
  // fastify-metrics is CommonJS with a default export; under ESM the plugin is `.default`.
  await app.register(fastifyMetrics.default, {
    // prom-client's registry is global; clearing on init lets tests build many apps in one process.
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    routeMetrics: { enabled: false },
    endpoint: { url: '/metrics', method: 'GET', onRequest: [app.cors], logLevel: 'warn', exposeHeadRoute: true, handler: async () => undefined }
  })
  const { client } = app.metrics
  durationHistogram(client, durations)
  // A scan only adds plain numbers here; the counters take them over when scraped (collect), so a
  // request pays no prom-client label hashing. Same series and values as incrementing at once.
  interface Pending { labels: Record<string, string>, requests: number, findings?: number, maskedBytes?: number, byType: Map<string, number> }
  const pending = new Map<string, Pending>()
  new client.Counter({ // eslint-disable-line no-new
    name: 'privacy_guard_requests_total',
    help: 'Requests scanned for personal data',
    labelNames: ['source', 'port'],
    collect () {
      for (const p of pending.values()) {
        if (p.requests > 0) this.inc(p.labels, p.requests)
        p.requests = 0
      }
    }
  })
  new client.Counter({ // eslint-disable-line no-new
    name: 'privacy_guard_pii_findings_total',
    help: 'Findings of personal data and credentials',
    labelNames: ['source', 'port'],
    collect () {
      for (const p of pending.values()) {
        if (p.findings !== undefined) this.inc(p.labels, p.findings)
        p.findings = undefined
      }
    }
  })
  new client.Counter({ // eslint-disable-line no-new
    name: 'privacy_guard_masked_bytes_total',
    help: 'UTF-8 bytes of text replaced by placeholders',
    labelNames: ['source', 'port'],
    // A scan with findings counts its bytes even when they are 0, as an increment by 0 did.
    collect () {
      for (const p of pending.values()) {
        if (p.maskedBytes !== undefined) this.inc(p.labels, p.maskedBytes)
        p.maskedBytes = undefined
      }
    }
  })
  new client.Counter({ // eslint-disable-line no-new
    name: 'privacy_guard_pii_type_total',
    help: 'Findings by detector type',
    labelNames: ['type', 'source', 'port'],
    collect () {
      for (const p of pending.values()) {
        for (const [type, count] of p.byType) this.inc({ type, ...p.labels }, count)
        p.byType.clear()
      }
    }
  })
  // Read at scrape time, so it follows reloads (SIGHUP) and saves without an event of its own.
  const { configStore } = app
  new client.Gauge({ // eslint-disable-line no-new
    name: 'privacy_guard_config_loaded',
    help: '1 when the configuration file loaded (at start or on the last reload), 0 when it did not',
    collect () { this.set(configStore.loadError === undefined ? 1 : 0) }
  })

  function recordCounts (source: ScanSource, counts: ScanCounts, port?: number): void {
    const key = port === undefined ? source : `${source}:${port}`
    let p = pending.get(key)
    if (p === undefined) {
      // REST series keep their labels as they were; proxy series add the port.
      p = { labels: port === undefined ? { source } : { source, port: String(port) }, requests: 0, byType: new Map() }
      pending.set(key, p)
    }
    p.requests++
    if (counts.findings === 0) return
    p.findings = (p.findings ?? 0) + counts.findings
    p.maskedBytes = (p.maskedBytes ?? 0) + counts.maskedBytes
    for (const type in counts.byType) p.byType.set(type, (p.byType.get(type) ?? 0) + counts.byType[type])
  }

  app.decorate('privacyMetrics', {
    recordScan (source: ScanSource, findings: readonly Finding[], port?: number) {
      recordCounts(source, countFindings(findings), port)
    },
    recordCounts
  })
}, { name: 'metrics', dependencies: ['cors', 'config-store'] })
