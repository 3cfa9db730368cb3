/** GET / (configuration page) and POST /ui/config (one section per form: detectors, whitelist, CORS). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { corsOrigins, detectorChoice, field, FormError, whitelistLines, type FormBody } from '../../console/forms.ts'
import { detectorGroups } from '../../console/view-model.ts'
import { detectorNames } from '../../detectors/registry.ts'
import { csrfToken, render, requireSession, sameOrigin, type ConsoleContext } from './context.ts'
import { saveAndRedirect } from './save.ts'

export default function configRoutes (app: FastifyInstance, ctx: ConsoleContext): void {
  const guard = requireSession(ctx)

  function configPage (request: FastifyRequest, reply: FastifyReply, status = 200, error?: string) {
    const store = app.configStore
    const config = store.config
    return render(request, reply, 'config', {
      title: 'Configuration',
      active: '/',
      path: store.path,
      loadError: store.loadError,
      warnings: store.warnings,
      groups: detectorGroups(config.default_detectors),
      allDefault: config.default_detectors.length === 0,
      chosenCount: config.default_detectors.length,
      detectorCount: detectorNames.length,
      whitelist: config.default_whitelist.join('\n'),
      whitelistCount: config.default_whitelist.length,
      cors: config.cors_origins.join('\n'),
      keyCount: config.api_keys.filter((k) => (k.hash ?? '') !== '').length,
      proxyCount: config.proxies.length,
      messages: error !== undefined ? [{ kind: 'error', text: error }] : []
    }, status)
  }

  app.get('/', { onRequest: [guard] }, async function configForm (request, reply) {
    return configPage(request, reply)
  })

  app.post('/ui/config', { onRequest: [sameOrigin, guard], preHandler: [csrfToken] }, async function saveConfig (request, reply) {
    const body = (request.body ?? {}) as FormBody
    try {
      const section = field(body, 'section', 20)
      if (section === 'detectors') {
        const chosen = detectorChoice(body)
        // Every box ticked is the same as none: every detector, including ones added later.
        const defaults = chosen.length === detectorNames.length ? [] : chosen
        const what = defaults.length === 0 ? 'every detector' : `${defaults.length} of ${detectorNames.length} detectors`
        return await saveAndRedirect(ctx, request, reply, (current) => ({ ...current, default_detectors: defaults }), '/', `Default detectors saved: ${what}.`)
      }
      if (section === 'whitelist') {
        const whitelist = whitelistLines(field(body, 'whitelist', 1_100_000))
        return await saveAndRedirect(ctx, request, reply, (current) => ({ ...current, default_whitelist: whitelist }), '/', `Default whitelist saved: ${whitelist.length} ${whitelist.length === 1 ? 'entry' : 'entries'}.`)
      }
      if (section === 'cors') {
        const origins = corsOrigins(field(body, 'cors', 30_000))
        return await saveAndRedirect(ctx, request, reply, (current) => ({ ...current, cors_origins: origins }), '/', `CORS origins saved: ${origins.length === 0 ? 'none (no cross-origin access)' : origins.join(', ')}.`)
      }
      throw new FormError('Unknown form section.')
    } catch (err) {
      if (err instanceof FormError) return configPage(request, reply, 400, err.message)
      throw err
    }
  })
}
