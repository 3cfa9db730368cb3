/** Starts the service: load the configuration, build the app, listen, close gracefully. */
import Fastify from 'fastify'
import closeWithGrace from 'close-with-grace'
import fp from 'fastify-plugin'
import app, { serverOptions } from './app.ts'
import { ConfigStore } from './config/store.ts'
import { LogRing, teeDestination } from './console/log-ring.ts'
import { configPath, listenHost, listenPort } from './config/env.ts'
import { gracefulShutdown, shutdownGraceMs } from './ops/shutdown.ts'
import { reloadConfiguration } from './ops/reload.ts'
import { defaultWorkerCount } from './detectors/pool.ts'
import { batchedStdout } from './http/batched-stdout.ts'

const store = new ConfigStore(configPath())
await store.load()

// Every log line goes to stdout (the lines of one turn of the event loop in one write) and to the
// ring the console's logs page shows.
const logRing = new LogRing()
const server = Fastify(serverOptions({ stream: teeDestination(logRing, batchedStdout()) }))
// CONFIG_STRICT=true: a configuration file that did not load stops the start instead of running empty.
if (process.env.CONFIG_STRICT === 'true' && store.loadError !== undefined) {
  server.log.fatal({ path: store.path, reason: store.loadError }, 'configuration not loaded and CONFIG_STRICT=true: not starting')
  process.exit(1)
}
// One detection worker per core (DETECTION_WORKERS overrides; 0: none); they start here, with the app.
await server.register(fp(app), { configStore: store, logRing, detectionWorkers: defaultWorkerCount() })

// SIGTERM/SIGINT: stop accepting, finish every request already received (503 for those still running
// after SHUTDOWN_GRACE_MS, 10 s), close proxies, worker pool and Redis (onClose hooks), exit 0.
// Should closing itself hang 5 s longer: exit 1.
const graceMs = shutdownGraceMs()
const shutdown = gracefulShutdown(server, graceMs)
closeWithGrace({ delay: graceMs + 5_000, skip: ['SIGHUP'] }, async ({ signal, err }) => {
  if (err) server.log.error({ name: err.name, stack: err.stack?.split('\n').slice(1).join('\n') }, 'closing after an error')
  else server.log.info({ signal }, 'closing')
  await shutdown.close()
})
// SIGHUP: re-read the configuration file; an invalid one keeps the running configuration.
process.on('SIGHUP', () => {
  reloadConfiguration(server).catch((err: Error) => server.log.error({ name: err.name }, 'configuration reload failed'))
})

try {
  await server.listen({ port: listenPort(store.config.api_port), host: listenHost() })
} catch (err) {
  server.log.error({ code: (err as NodeJS.ErrnoException).code }, 'could not listen')
  process.exit(1)
}
