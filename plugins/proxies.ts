import fp from 'fastify-plugin'
import { Agent } from 'undici'
import type { RuntimeConfig } from '../config/schema.ts'
import { AccessLog, accessLogPath, tailLines } from '../proxy/access-log.ts'
import { BlockCache } from '../proxy/block-cache.ts'
import { spansFromFindings } from '../proxy/mask-context.ts'
import { createHandler, type RequestRecord } from '../proxy/handler.ts'
import { ProxyListener } from '../proxy/listener.ts'
import { resolveSettings, ProxySettingsError, type ProxySettings } from '../proxy/settings.ts'
import { listenPort } from '../config/env.ts'

export interface ProxyStatus {
  port: number
  type: string
  host: string
  upstream: string
  state: 'listening' | 'starting' | 'error' | 'stopped'
  /** Why it is not running: a bind error's code (EADDRINUSE …), 'unknown type', 'invalid upstream' or 'port of the REST API'. */
  error?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    proxies: {
      /** One entry per configured proxy, in config order. */
      status (): ProxyStatus[]
      /** The last `limit` access-log lines of the proxy on `port` (newest last); [] when none. */
      accessLog (port: number, limit?: number): Promise<string[]>
    }
  }
}

function positiveInteger (value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * The privacy-guard proxies: one listener per configured proxy, started with the service, following
 * the configuration store (added ports start, removed ones drain and stop, the guard settings of
 * running ones change in place), closed with the app. Their own node:http servers: no REST hooks.
 */
export default fp(async function proxiesPlugin (app) {
  const bodyLimit = positiveInteger(process.env.PROXY_BODY_LIMIT, 32 * 1024 * 1024)
  // Long LLM calls (extended thinking) can take minutes before the first header.
  const upstreamTimeout = positiveInteger(process.env.PROXY_UPSTREAM_TIMEOUT_MS, 600_000)
  const logDir = process.env.LOG_DIR ?? 'logs'

  const { client } = app.metrics
  const requestsTotal = new client.Counter({ name: 'privacy_guard_proxy_requests_total', help: 'Requests through a proxy, by port and answer status', labelNames: ['port', 'status'] })
  const duration = new client.Histogram({
    name: 'privacy_guard_proxy_request_duration_seconds',
    help: 'Time from a proxied request to the end of its answer',
    labelNames: ['port'],
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300]
  })
  const cacheLookups = new client.Counter({ name: 'privacy_guard_proxy_block_cache_total', help: 'Block cache lookups of the proxies, by result', labelNames: ['result'] })

  // One agent: a connection pool per upstream origin; redirects are not followed (no interceptor).
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connect: { timeout: 10_000 }, headersTimeout: upstreamTimeout, bodyTimeout: upstreamTimeout })
  const cache = new BlockCache(10_000, 200_000, (hit) => cacheLookups.inc({ result: hit ? 'hit' : 'miss' }))
  const listeners = new Map<number, ProxyListener>()
  /** Ports whose settings cannot run, with the reason. */
  const invalid = new Map<number, string>()
  const accessLogs = new Map<number, AccessLog>()
  let closed = false

  function accessLogOf (port: number): AccessLog {
    let log = accessLogs.get(port)
    if (log === undefined) {
      log = new AccessLog(logDir, port, undefined, (code) => app.log.warn({ port, code }, 'proxy access log not written'))
      accessLogs.set(port, log)
    }
    return log
  }

  function record (settings: ProxySettings, r: RequestRecord): void {
    const port = String(settings.port)
    requestsTotal.inc({ port, status: String(r.status) })
    duration.observe({ port }, r.ms / 1000)
    const types: Record<string, number> = {}
    if (r.findings !== undefined) {
      app.privacyMetrics.recordScan('proxy', r.findings, settings.port)
      for (const finding of r.findings) types[finding.pii_type] = (types[finding.pii_type] ?? 0) + 1
    }
    const { findings, ...summary } = r
    accessLogOf(settings.port).write({ ...summary, types })
  }

  // With a detection worker pool (server.ts starts one per core), texts the block cache does not know
  // are scanned there: a large request then neither holds up the event loop nor uses one core only.
  const scanOffThread = app.detection.workers > 0
    ? async (text: string, settings: ProxySettings) => {
      const result = await app.detection.scan(text, settings.detectors.map((d) => d.name), settings.whitelist)
      return spansFromFindings(text, result.findings)
    }
    : undefined
  const handle = createHandler({ dispatcher, cache, bodyLimit, upstreamTimeout, record, scanOffThread })
  const onHandlerError = (err: Error) => {
    // A bug: where, never the message (it may quote request data).
    app.log.error({ name: err.name, stack: err.stack?.split('\n').slice(1).join('\n') }, 'proxy request failed')
  }

  /** Brings the listeners in line with `config`. Runs one at a time (see `schedule`). */
  async function apply (config: RuntimeConfig): Promise<void> {
    if (closed) return
    const wanted = new Set(config.proxies.map((p) => p.port))
    const stopping: Promise<void>[] = []
    for (const [port, listener] of listeners) {
      if (wanted.has(port)) continue
      listeners.delete(port)
      stopping.push(listener.stop().then(() => app.log.info({ port }, 'proxy stopped')))
    }
    for (const port of invalid.keys()) if (!wanted.has(port)) invalid.delete(port)

    const starting: Promise<void>[] = []
    // The REST API's own port: a proxy there would keep the service from starting.
    let apiPort: number | undefined
    try { apiPort = listenPort(config.api_port) } catch {}
    for (const proxy of config.proxies) {
      let settings: ProxySettings
      try {
        if (proxy.port === apiPort) throw new ProxySettingsError('port of the REST API')
        settings = resolveSettings(proxy, config)
      } catch (err) {
        const reason = err instanceof ProxySettingsError ? err.message : 'invalid settings'
        invalid.set(proxy.port, reason)
        app.log.error({ port: proxy.port, reason }, 'proxy not started')
        const running = listeners.get(proxy.port)
        listeners.delete(proxy.port)
        if (running !== undefined) stopping.push(running.stop())
        continue
      }
      invalid.delete(proxy.port)
      const running = listeners.get(proxy.port)
      if (running !== undefined && running.state === 'listening' && running.settings.host === settings.host) {
        running.update(settings)
        continue
      }
      // New, moved to another host, or failed to bind before: (re)start.
      if (running !== undefined) await running.stop()
      const listener = new ProxyListener(settings, handle, onHandlerError)
      listeners.set(proxy.port, listener)
      starting.push(listener.start().then(() => {
        if (listener.state === 'error') app.log.error({ port: proxy.port, code: listener.error }, 'proxy could not listen')
        else app.log.info({ port: proxy.port, type: settings.type }, 'proxy listening')
      }))
    }
    await Promise.all([...starting, ...stopping])
  }

  let queue: Promise<void> = Promise.resolve()
  function schedule (config: RuntimeConfig): Promise<void> {
    queue = queue.then(() => apply(config)).catch((err: Error) => onHandlerError(err))
    return queue
  }
  const onChange = (next: RuntimeConfig) => { schedule(next).catch(() => {}) }
  app.configStore.on('change', onChange)

  app.addHook('onReady', async () => { await schedule(app.configStore.config) })
  // Shutdown: the proxies stop accepting as soon as closing starts (preClose runs before the REST
  // listener closes), and drain alongside the REST requests; onClose waits for the drain to finish.
  let stopped: Promise<unknown> | undefined
  function stopAll (): Promise<unknown> {
    stopped ??= (async () => {
      app.configStore.off('change', onChange)
      closed = true
      await queue
      await Promise.all([...listeners.values()].map((listener) => listener.stop()))
    })()
    return stopped
  }
  app.addHook('preClose', async () => { stopAll().catch((err: Error) => onHandlerError(err)) })
  app.addHook('onClose', async () => {
    await stopAll()
    await Promise.all([...accessLogs.values()].map((log) => log.close()))
    await dispatcher.close()
  })

  app.decorate('proxies', {
    status (): ProxyStatus[] {
      return app.configStore.config.proxies.map((proxy) => {
        const base = { port: proxy.port, type: proxy.type, host: proxy.host, upstream: proxy.upstream }
        const reason = invalid.get(proxy.port)
        if (reason !== undefined) return { ...base, state: 'error', error: reason }
        const listener = listeners.get(proxy.port)
        if (listener === undefined) return { ...base, state: closed ? 'stopped' : 'starting' }
        return listener.error !== undefined ? { ...base, state: listener.state, error: listener.error } : { ...base, state: listener.state }
      })
    },
    async accessLog (port: number, limit = 100): Promise<string[]> {
      await accessLogs.get(port)?.flush()
      return await tailLines(accessLogPath(logDir, port), limit)
    }
  })
}, { name: 'proxies', dependencies: ['config-store', 'metrics', 'detection'] })
