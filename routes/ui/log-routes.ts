/** GET /logs and GET /ui/logs/tail (JSON, polled by static/console.js). */
import type { FastifyInstance } from 'fastify'
import type { LogEntry } from '../../console/log-ring.ts'
import { render, requireSession, type ConsoleContext } from './context.ts'

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' }
const SHOWN = 200
const PROXY_LINES = 100

export interface ShownLine { seq: number, time: string, level: string, text: string }

/** A pino JSON line as the page shows it: time, level, message, then the other fields. */
export function formatLine (entry: LogEntry): ShownLine {
  let record: Record<string, unknown>
  try {
    record = JSON.parse(entry.line)
  } catch {
    return { seq: entry.seq, time: '', level: '', text: entry.line }
  }
  const { level, time, msg, pid, hostname, reqId, req, res, responseTime, initialPassword, ...rest } = record
  const parts: string[] = []
  if (typeof msg === 'string') parts.push(msg)
  const request = req as { method?: string, route?: string } | undefined
  const response = res as { statusCode?: number } | undefined
  if (request?.method !== undefined) parts.push(`${request.method} ${request.route ?? ''}`)
  if (response?.statusCode !== undefined) parts.push(String(response.statusCode))
  if (typeof responseTime === 'number') parts.push(`${responseTime.toFixed(1)} ms`)
  // The initial password goes to stdout once; the page does not repeat it.
  if (initialPassword !== undefined) parts.push('(password on the service\'s standard output)')
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
  return {
    seq: entry.seq,
    time: typeof time === 'number' ? new Date(time).toISOString().replace('T', ' ').slice(0, 19) : '',
    level: typeof level === 'number' ? LEVELS[level] ?? String(level) : String(level ?? ''),
    text: parts.join(' · ')
  }
}

export default function logRoutes (app: FastifyInstance, ctx: ConsoleContext): void {
  async function proxyLogs () {
    return Promise.all(app.configStore.config.proxies.map(async (proxy) => ({
      port: proxy.port,
      type: proxy.type,
      lines: await app.proxies.accessLog(proxy.port, PROXY_LINES)
    })))
  }

  app.get('/logs', { onRequest: [requireSession(ctx)] }, async function logsPage (request, reply) {
    const lines = ctx.ring.since(0, SHOWN).map(formatLine)
    return render(request, reply, 'logs', {
      title: 'Logs',
      active: '/logs',
      lines,
      last: lines.at(-1)?.seq ?? 0,
      proxies: await proxyLogs()
    })
  })

  // Polled every few seconds: logged only at warn, so that polling does not fill the log it shows.
  app.get('/ui/logs/tail', { logLevel: 'warn', onRequest: [requireSession(ctx, { json: true, touch: false })] }, async function logsTail (request) {
    const query = request.query as { after?: string }
    const after = Number(query.after)
    const lines = ctx.ring.since(Number.isInteger(after) && after >= 0 ? after : 0, SHOWN).map(formatLine)
    return { lines, proxies: await proxyLogs() }
  })
}
