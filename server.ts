/** Starts the service: load the configuration, build the app, listen, close gracefully. */
import Fastify from 'fastify'
import closeWithGrace from 'close-with-grace'
import fp from 'fastify-plugin'
import app, { serverOptions } from './app.ts'
import { ConfigStore } from './config/store.ts'
import { configPath, listenHost, listenPort } from './config/env.ts'

const store = new ConfigStore(configPath())
await store.load()

const server = Fastify(serverOptions(true))
await server.register(fp(app), { configStore: store })

// SIGTERM/SIGINT: stop accepting, give in-flight requests up to 10 s, close every listener.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.log.error({ name: err.name, stack: err.stack?.split('\n').slice(1).join('\n') }, 'closing after an error')
  else server.log.info({ signal }, 'closing')
  await server.close()
})

try {
  await server.listen({ port: listenPort(store.config.api_port), host: listenHost() })
} catch (err) {
  server.log.error({ code: (err as NodeJS.ErrnoException).code }, 'could not listen')
  process.exit(1)
}
