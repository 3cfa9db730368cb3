/**
 * The application: plugins/ (one concern each) first, then routes/. Used by server.ts and by the
 * tests, which build a fresh app per test.
 */
import { join } from 'node:path'
import AutoLoad from '@fastify/autoload'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { ConfigStore } from './config/store.ts'
import { serverTimeouts } from './ops/timeouts.ts'
import { bodyLimit, trustProxy } from './config/env.ts'
import type { RateLimitStore } from './ratelimit/store.ts'
import type { LogRing } from './console/log-ring.ts'

export interface AppOptions {
  /** A loaded store; when absent the file at configPath (or the default path) is loaded. */
  configStore?: ConfigStore
  configPath?: string
  rateLimitStore?: RateLimitStore
  /** Redis URL of the shared rate-limit store; env REDIS_URL when absent. */
  redisUrl?: string
  /** Clock of the rate limiter and of the console's sessions and login throttle, for tests. */
  now?: () => number
  /** The recent service log lines the console's logs page shows (server.ts tees the logger into it). */
  logRing?: LogRing
  /** Initial console password when none is stored; else env ADMIN_PASSWORD, else a random one. */
  adminPassword?: string
  /** Worker threads of the detection pool (plugins/detection.ts); 0 or absent: none. */
  detectionWorkers?: number
  /** Texts at least this long go to the pool (default in plugins/detection.ts). */
  detectionPoolCutoff?: number
}

/**
 * Fastify options shared by server.ts and the tests. Request logs carry the method, the route
 * template and the status only: no URL (a path or query may hold personal data), no client address,
 * no headers.
 */
export function serverOptions (logger: FastifyServerOptions['logger'] = true): FastifyServerOptions {
  return {
    logger: logger === false
      ? false
      : {
          level: process.env.LOG_LEVEL ?? 'info',
          ...(typeof logger === 'object' ? logger : {}),
          serializers: {
            req: (request: { method: string, routeOptions?: { url?: string } }) => ({ method: request.method, route: request.routeOptions?.url ?? 'unmatched' }),
            res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode })
          }
        },
    bodyLimit: bodyLimit(),
    trustProxy: trustProxy(),
    ...serverTimeouts(),
    // While closing, requests already received are still served (with Connection: close): see
    // ops/shutdown.ts, which answers 503 only to those still running at the deadline.
    return503OnClosing: false
  }
}

export default async function app (fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  // autoload only loads .ts files when it knows TypeScript is supported; tsx and tap's loader both do.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1'
  await fastify.register(AutoLoad, { dir: join(import.meta.dirname, 'plugins'), options: opts })
  await fastify.register(AutoLoad, { dir: join(import.meta.dirname, 'routes'), options: opts })
}
