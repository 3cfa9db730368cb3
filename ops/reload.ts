/** SIGHUP: the configuration file is read again, as when a mounted ConfigMap changed underneath. */
import type { FastifyInstance } from 'fastify'

/**
 * A valid file replaces the runtime configuration at once (the store emits 'change', as a save from
 * the console does); an invalid one is logged and the running configuration stays.
 */
export async function reloadConfiguration (app: FastifyInstance): Promise<void> {
  const store = app.configStore
  const result = await store.reload()
  if (result.ok) {
    for (const warning of result.warnings) app.log.warn(warning)
    app.log.info({ path: store.path }, 'configuration file reloaded')
  } else {
    app.log.error({ path: store.path, reason: result.reason }, 'configuration file not reloaded: keeping the running configuration')
  }
}
