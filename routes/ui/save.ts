/** Saving a changed configuration from a console form: replace, then say what happened. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RuntimeConfig } from '../../config/schema.ts'
import { setFlash, type ConsoleContext } from './context.ts'

/**
 * Replaces the runtime configuration (atomic save, then the change event, so it is live at once) and
 * redirects to `back` with a message. A file that cannot be written leaves everything as it was.
 */
export async function saveAndRedirect (ctx: ConsoleContext, request: FastifyRequest, reply: FastifyReply, next: RuntimeConfig, back: string, success: string): Promise<FastifyReply> {
  const loadError = ctx.app.configStore.loadError
  const hadLoadError = loadError !== undefined && !loadError.startsWith('config file not found')
  try {
    await ctx.app.configStore.replace(next)
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error'
    request.log.warn({ code }, 'console: could not save the configuration')
    setFlash(request, 'error', `Not saved: the configuration file could not be written (${code}).`)
    return reply.redirect(back, 303)
  }
  const kept = hadLoadError ? ' The file that had failed to load was kept beside it (.broken-…).' : ''
  setFlash(request, 'ok', success + kept)
  return reply.redirect(back, 303)
}
