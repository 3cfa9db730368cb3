/**
 * One benchmark server per process (`node --import tsx bench/servers.ts app|bare PORT [DETECTORS]`),
 * so that the load generator and each server do not share an event loop.
 *   app   the real privacy-guard app; DETECTORS (comma list) become its default_detectors;
 *         env DETECTION_WORKERS sets its worker pool (0: none)
 *   bare  a bare Fastify route answering every POST with a JSON body of the same size
 */
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import app, { serverOptions } from '../app.ts'
import { configFile } from '../test/helper.ts'
import { ConfigStore } from '../config/store.ts'
import { benchRateLimitStore } from './rate-limit.ts'
import { defaultWorkerCount } from '../detectors/pool.ts'
import { LogRing, teeDestination } from '../console/log-ring.ts'
import { batchedStdout } from '../http/batched-stdout.ts'

const [mode, portArg, detectors = ''] = process.argv.slice(2)
const port = Number(portArg)

if (mode === 'bare') {
  const server = Fastify({ logger: false })
  const size = Number(process.env.BARE_RESPONSE_BYTES ?? 600)
  const body = { anonymised_text: 'x'.repeat(Math.max(0, size - 22)) }
  server.post('/anonymize', async () => body)
  await server.listen({ port, host: '127.0.0.1' })
} else {
  const store = new ConfigStore(configFile({ default_detectors: detectors ? detectors.split(',') : [] }))
  await store.load()
  // BENCH_LOGGER=1: the service log as server.ts writes it (stdout and the console's ring), else none.
  const server = Fastify(serverOptions(process.env.BENCH_LOGGER === '1' ? { stream: teeDestination(new LogRing(), batchedStdout()) } : false))
  // As server.ts: DETECTION_WORKERS (from bench/rest.ts) decides the detection pool, default one per core.
  await server.register(fp(app), { configStore: store, rateLimitStore: benchRateLimitStore(), detectionWorkers: defaultWorkerCount() })
  await server.listen({ port, host: '127.0.0.1' })
}
// A normal exit on SIGINT/SIGTERM, so that --cpu-prof can write its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
// The driver asks for this process's CPU time (all threads, µs) around a run: CPU per request.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() })
})
process.send?.('ready')
