import fp from 'fastify-plugin'
import { ConfigStore } from '../config/store.ts'
import { configPath } from '../config/env.ts'
import type { AppOptions } from '../app.ts'

declare module 'fastify' {
  interface FastifyInstance {
    configStore: ConfigStore
  }
}

/**
 * The runtime configuration. server.ts loads the store before listening (the port may come from
 * the file); a store passed in is used as it is, otherwise the file is loaded here.
 */
export default fp<AppOptions>(async function configStorePlugin (app, opts) {
  let store = opts.configStore
  if (store === undefined) {
    store = new ConfigStore(opts.configPath ?? configPath())
    await store.load()
  }
  if (store.loadError !== undefined) {
    app.log.warn({ reason: store.loadError }, 'configuration not loaded: running with an empty configuration')
  }
  for (const warning of store.warnings) app.log.warn(warning)
  store.on('change', () => app.log.info('configuration replaced'))
  app.decorate('configStore', store)
}, { name: 'config-store' })
