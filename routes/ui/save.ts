/** Saving a changed configuration from a console form: one change at a time, then say what happened. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RuntimeConfig } from '../../config/schema.ts'
import type { ConfigStore } from '../../config/store.ts'
import { FormError } from '../../console/forms.ts'
import { setFlash, type ConsoleContext } from './context.ts'

export type ConfigChange = (current: RuntimeConfig) => RuntimeConfig

/**
 * Applies changes one after the other, each to the configuration as the previous one left it: two
 * forms sent at once (two keys created in two tabs) both take effect instead of one overwriting
 * the other. A change may throw (FormError when the form no longer fits the configuration).
 */
export function configUpdater (store: ConfigStore): (change: ConfigChange) => Promise<void> {
  let queue: Promise<unknown> = Promise.resolve()
  return function updateConfig (change: ConfigChange): Promise<void> {
    const run = queue.then(() => store.replace(change(store.config)))
    queue = run.catch(() => {})
    return run
  }
}

/**
 * Replaces the runtime configuration (atomic save, then the change event, so it is live at once) and
 * redirects to `back` with a message. A file that cannot be written leaves everything as it was.
 */
export async function saveAndRedirect (ctx: ConsoleContext, request: FastifyRequest, reply: FastifyReply, change: ConfigChange, back: string, success: string): Promise<FastifyReply> {
  const keptBroken = ctx.app.configStore.brokenFile
  try {
    await ctx.updateConfig(change)
  } catch (err) {
    if (err instanceof FormError) throw err
    const code = (err as NodeJS.ErrnoException).code ?? 'error'
    request.log.warn({ code }, 'console: could not save the configuration')
    setFlash(request, 'error', `Not saved: the configuration file could not be written (${code}).`)
    return reply.redirect(back, 303)
  }
  const kept = keptBroken ? ' The file that had failed to load was kept beside it (.broken-…).' : ''
  setFlash(request, 'ok', success + kept)
  return reply.redirect(back, 303)
}
