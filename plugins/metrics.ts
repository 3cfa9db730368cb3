import fp from 'fastify-plugin'
import fastifyMetrics from 'fastify-metrics'
import type { Finding } from '../detectors/types.ts'
import { countFindings, type ScanCounts } from '../http/scan-body.ts'

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
  // fastify-metrics is CommonJS with a default export; under ESM the plugin is `.default`.
  await app.register(fastifyMetrics.default, {
    // prom-client's registry is global; clearing on init lets tests build many apps in one process.
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    // Histograms only: a summary computes quantiles on every request, and Prometheus derives
    // quantiles from the histogram buckets anyway.
    routeMetrics: { enabled: { histogram: true, summary: false }, registeredRoutesOnly: true, groupStatusCodes: false },
    endpoint: { url: '/metrics', method: 'GET', onRequest: [app.cors], logLevel: 'warn', exposeHeadRoute: true, handler: async () => undefined }
  })
  const { client } = app.metrics
  const requests = new client.Counter({ name: 'privacy_guard_requests_total', help: 'Requests scanned for personal data', labelNames: ['source', 'port'] })
  const findingsTotal = new client.Counter({ name: 'privacy_guard_pii_findings_total', help: 'Findings of personal data and credentials', labelNames: ['source', 'port'] })
  const maskedBytes = new client.Counter({ name: 'privacy_guard_masked_bytes_total', help: 'UTF-8 bytes of text replaced by placeholders', labelNames: ['source', 'port'] })
  const byType = new client.Counter({ name: 'privacy_guard_pii_type_total', help: 'Findings by detector type', labelNames: ['type', 'source', 'port'] })
  // Read at scrape time, so it follows reloads (SIGHUP) and saves without an event of its own.
  const { configStore } = app
  new client.Gauge({ // eslint-disable-line no-new
    name: 'privacy_guard_config_loaded',
    help: '1 when the configuration file loaded (at start or on the last reload), 0 when it did not',
    collect () { this.set(configStore.loadError === undefined ? 1 : 0) }
  })

  function recordCounts (source: ScanSource, counts: ScanCounts, port?: number): void {
    // REST series keep their labels as they were; proxy series add the port.
    const labels = port === undefined ? { source } : { source, port: String(port) }
    requests.inc(labels)
    if (counts.findings === 0) return
    findingsTotal.inc(labels, counts.findings)
    // One increment per type, not per finding: prom-client hashes the labels on every call.
    for (const type in counts.byType) byType.inc({ type, ...labels }, counts.byType[type])
    maskedBytes.inc(labels, counts.maskedBytes)
  }

  app.decorate('privacyMetrics', {
    recordScan (source: ScanSource, findings: readonly Finding[], port?: number) {
      recordCounts(source, countFindings(findings), port)
    },
    recordCounts
  })
}, { name: 'metrics', dependencies: ['cors', 'config-store'] })
