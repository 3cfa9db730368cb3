import fp from 'fastify-plugin'
import { ConfigStore } from '../config/store.ts'
import { configPath } from '../config/env.ts'

declare module 'fastify' {
  interface FastifyInstance {
    configStore: ConfigStore
  }
}

export interface ConfigStoreOptions {
  /** A loaded store; when absent the file at configPath (or the default path) is loaded. */
  configStore?: ConfigStore
  configPath?: string
}

/**
 * The runtime configuration. server.ts loads the store before listening (the port may come from
 * the file); a store passed in is used as it is, otherwise the file is loaded here. A file that did
 * not load is an error in the log (path and reason, never contents) and a 0 in the gauge
 * privacy_guard_config_loaded (plugins/metrics.ts).
 */
export default fp<ConfigStoreOptions>(async function configStorePlugin (app, opts) {
  let store = opts.configStore
  if (store === undefined) {
    store = new ConfigStore(opts.configPath ?? configPath())
    await store.load()
  }
  if (store.loadError !== undefined) {
    app.log.error({ path: store.path, reason: store.loadError }, 'configuration not loaded: running with an empty configuration')
  }
  for (const warning of store.warnings) app.log.warn(warning)
  store.on('change', () => app.log.info('configuration replaced'))
  app.decorate('configStore', store)
}, { name: 'config-store' })
