/**
 * http_request_duration_seconds, the route histogram of fastify-metrics, at a fraction of its cost per
 * request. fastify-metrics ran two global hooks on every request (onRequest: a WeakMap entry per
 * request and a timer closure; onResponse: a labels object, prom-client's label validation and
 * hashing); on a small POST /anonymize with one cheap detector they took a sixth of the server's
 * CPU time per request, with the five foundation detectors a tenth.
 * Here each measured route gets one onResponse hook of its own, which knows its route label and adds
 * the duration to plain numbers per method and status code; a scrape writes the same series, labels,
 * buckets and lines as before.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify'

type Client = FastifyInstance['metrics']['client']
type LabelName = 'method' | 'route' | 'status_code'
type Labels = Record<LabelName, string | number>

const NAME = 'http_request_duration_seconds'
const HELP = 'request duration in seconds'

/** prom-client's default buckets (seconds), which fastify-metrics used. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Methods fastify-metrics never measured (its default method blacklist). */
const UNMEASURED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'CONNECT'])

/** One series. inBucket[i]: observations whose smallest bucket is BUCKETS[i] (not cumulative). */
interface Series { labels: Labels, inBucket: number[], sum: number, count: number }

function smallestBucket (seconds: number): number {
  for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]) return i
  return -1
}

export class RouteDurations {
  /** Every series in the order of their first observation (prom-client's order too). */
  readonly series: Series[] = []
  /** Per measured route: its series by method, then by status code. */
  private readonly routes: Array<Map<string, Map<number, Series>>> = []

  /**
   * onRoute hook: gives a measured route (as fastify-metrics chose them: registered after this hook,
   * not HEAD/OPTIONS/TRACE/CONNECT, no disableMetrics) an onResponse hook that counts its durations.
   */
  readonly onRoute = (route: RouteOptions): void => {
    if (route.config?.disableMetrics === true) return
    const methods = [route.method].flat().filter((method) => !UNMEASURED_METHODS.has(method))
    if (methods.length === 0) return
    const label = route.config?.statsId ?? route.url
    const byMethod = new Map(methods.map((method) => [method as string, new Map<number, Series>()]))
    this.routes.push(byMethod)
    const all = this.series
    function measureDuration (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const byStatus = byMethod.get(request.method)
      if (byStatus !== undefined) {
        const status = reply.statusCode
        let series = byStatus.get(status)
        if (series === undefined) {
          series = { labels: { method: request.method, route: label, status_code: status }, inBucket: BUCKETS.map(() => 0), sum: 0, count: 0 }
          byStatus.set(status, series)
          all.push(series)
        }
        // Fastify's clock: from the start of routing to the end of the response, in milliseconds.
        const seconds = reply.elapsedTime / 1000
        const bucket = smallestBucket(seconds)
        if (bucket !== -1) series.inBucket[bucket]++
        series.sum += seconds
        series.count++
      }
      done()
    }
    route.onResponse = route.onResponse === undefined ? [measureDuration] : [route.onResponse, measureDuration].flat()
  }

  reset (): void {
    this.series.length = 0
    for (const byMethod of this.routes) for (const byStatus of byMethod.values()) byStatus.clear()
  }
}

/**
 * The histogram in prom-client's registry (make it after fastify-metrics, which clears the registry).
 * It writes the lines prom-client writes for a histogram (cumulative buckets, +Inf, sum and count per
 * series) from `durations`; its get() (JSON) builds on the same values.
 */
export function durationHistogram (client: Client, durations: RouteDurations): InstanceType<Client['Histogram']> {
  class DurationHistogram extends client.Histogram<LabelName> {
    async getForPromString () {
      const bucketName = `${NAME}_bucket`
      const values = durations.series.flatMap(({ labels, inBucket, sum, count }) => {
        let cumulative = 0
        return [
          ...BUCKETS.map((le, i) => ({ labels: { le }, sharedLabels: labels, value: (cumulative += inBucket[i]), metricName: bucketName, exemplar: null })),
          { labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: bucketName, exemplar: null },
          { labels: {}, sharedLabels: labels, value: sum, metricName: `${NAME}_sum`, exemplar: undefined },
          { labels: {}, sharedLabels: labels, value: count, metricName: `${NAME}_count`, exemplar: undefined }
        ]
      })
      return { name: NAME, help: HELP, type: 'histogram', values, aggregator: 'sum' }
    }

    reset (): void {
      super.reset()
      durations.reset()
    }
  }
  return new DurationHistogram({ name: NAME, help: HELP, labelNames: ['method', 'route', 'status_code'], buckets: BUCKETS })
}
