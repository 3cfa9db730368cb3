/** GET /keys, POST /ui/apikey/add (the key is shown once), POST /ui/apikey/delete. */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ApiKeyRecord } from '../../config/schema.ts'
import { sha256Hex } from '../../http/api-key.ts'
import { field, FormError, type FormBody } from '../../console/forms.ts'
import { csrfToken, render, requireSession, sameOrigin, type ConsoleContext, type Flash } from './context.ts'
import { saveAndRedirect } from './save.ts'

/** How a key is named in forms: its id, or for hand-written entries without one, its hash. */
function refOf (key: ApiKeyRecord): string {
  return key.id !== undefined && key.id !== '' ? key.id : `hash:${key.hash ?? ''}`
}

export default function keyRoutes (app: FastifyInstance, ctx: ConsoleContext): void {
  const guard = requireSession(ctx)
  const post = { onRequest: [sameOrigin, guard], preHandler: [csrfToken] }

  function keysPage (request: FastifyRequest, reply: FastifyReply, status = 200, extra: Record<string, unknown> = {}, error?: string) {
    const keys = app.configStore.config.api_keys
      .filter((k) => (k.hash ?? '') !== '')
      .map((k) => ({ name: k.name || '(no name)', hint: k.hint || '—', created: (k.created ?? '').slice(0, 10) || '—', ref: refOf(k) }))
    return render(request, reply, 'keys', {
      title: 'API keys',
      active: '/keys',
      keys,
      baseUrl: `${request.protocol}://${request.host}`,
      ...extra,
      messages: [...((extra.messages as Flash[] | undefined) ?? []), ...(error !== undefined ? [{ kind: 'error' as const, text: error }] : [])]
    }, status)
  }

  app.get('/keys', { onRequest: [guard] }, async function keyList (request, reply) {
    return keysPage(request, reply)
  })

  app.post('/ui/apikey/add', post, async function addKey (request, reply) {
    const body = (request.body ?? {}) as FormBody
    let name: string
    try {
      name = field(body, 'name', 200).trim()
      if (name === '') throw new FormError('Give the key a name, such as the client that will use it.')
      if (name.length > 64) throw new FormError('The name may have at most 64 characters.')
    } catch (err) {
      if (err instanceof FormError) return keysPage(request, reply, 400, {}, err.message)
      throw err
    }
    const key = 'pgk_' + randomBytes(24).toString('hex')
    const record: ApiKeyRecord = {
      id: randomBytes(8).toString('hex'),
      name,
      // The digest the REST key check computes of a presented key.
      hash: sha256Hex(key),
      hint: `pgk_…${key.slice(-4)}`,
      created: new Date(ctx.now()).toISOString()
    }
    try {
      await ctx.updateConfig((config) => ({ ...config, api_keys: [...config.api_keys, record] }))
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'error'
      request.log.warn({ code }, 'console: could not save the configuration')
      return keysPage(request, reply, 500, {}, `Not saved: the configuration file could not be written (${code}).`)
    }
    request.log.info('console: API key created')
    // Shown in this response only (never in a cookie or the log); the page is not cached.
    return keysPage(request, reply, 201, {
      newKey: key,
      newName: name,
      messages: [{ kind: 'ok', text: `API key "${name}" created. Copy it now: it is shown only once.` }]
    })
  })

  app.post('/ui/apikey/delete', post, async function deleteKey (request, reply) {
    const body = (request.body ?? {}) as FormBody
    const config = app.configStore.config
    const ref = field(body, 'key', 200)
    const key = config.api_keys.find((k) => refOf(k) === ref && (k.hash ?? '') !== '')
    if (key === undefined) return keysPage(request, reply, 400, {}, 'That key does not exist (any more).')
    request.log.info('console: API key deleted')
    return saveAndRedirect(ctx, request, reply, (current) => ({ ...current, api_keys: current.api_keys.filter((k) => refOf(k) !== ref) }), '/keys', `API key "${key.name || key.hint || 'without a name'}" deleted: it is refused from now on.`)
  })
}
