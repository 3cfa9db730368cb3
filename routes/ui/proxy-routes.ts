/** GET /proxies, POST /ui/proxy/add, /ui/proxy/edit (guard settings), /ui/proxy/delete. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { GuardSettings, ProxyConfig, RuntimeConfig } from '../../config/schema.ts'
import { checkbox, detectorChoice, field, FormError, listenHost, port, upstreamUrl, whitelistLines, type FormBody } from '../../console/forms.ts'
import { detectorGroups } from '../../console/view-model.ts'
import { csrfToken, render, requireSession, sameOrigin, type ConsoleContext } from './context.ts'
import { saveAndRedirect } from './save.ts'

/** A proxy's state as the proxies plugin (plugins/proxies.ts) reports it. */
type ProxyStatus = ReturnType<FastifyInstance['proxies']['status']>[number]

const TYPES = [
  { value: 'anthropic', label: 'Anthropic', upstream: 'https://api.anthropic.com' },
  { value: 'claude-code', label: 'Claude Code', upstream: 'https://api.anthropic.com' },
  { value: 'openai', label: 'OpenAI', upstream: 'https://api.openai.com' },
  { value: 'generic', label: 'Generic (JSON or text)', upstream: '' }
]

function guardSettings (body: FormBody): GuardSettings {
  return {
    detectors: detectorChoice(body),
    whitelist: whitelistLines(field(body, 'whitelist', 1_100_000)),
    dry_run: checkbox(body, 'dry_run'),
    restore: checkbox(body, 'restore')
  }
}

export default function proxyRoutes (app: FastifyInstance, ctx: ConsoleContext): void {
  const guard = requireSession(ctx)
  const post = { onRequest: [sameOrigin, guard], preHandler: [csrfToken] }

  function statusText (status: ProxyStatus | undefined): { state: string, label: string } {
    if (status === undefined) return { state: 'stopped', label: 'not running' }
    if (status.state === 'error') return { state: 'error', label: `error: ${status.error ?? 'unknown'}` }
    return { state: status.state, label: status.state }
  }

  function proxiesPage (request: FastifyRequest, reply: FastifyReply, status = 200, error?: string, form?: FormBody) {
    const statuses = app.proxies.status()
    const proxies = app.configStore.config.proxies.map((proxy) => {
      const s = statusText(statuses.find((entry) => entry.port === proxy.port))
      const guardSettings = proxy.privacy_guard
      return {
        ...proxy,
        ...s,
        detectorsText: guardSettings.detectors.length === 0 ? 'service defaults' : guardSettings.detectors.join(', '),
        whitelistText: guardSettings.whitelist.join('\n'),
        whitelistCount: guardSettings.whitelist.length,
        groups: detectorGroups(guardSettings.detectors)
      }
    })
    const type = typeof form?.type === 'string' ? form.type : 'anthropic'
    return render(request, reply, 'proxies', {
      title: 'Proxies',
      active: '/proxies',
      proxies,
      types: TYPES.map((t) => ({ ...t, selected: t.value === type })),
      form: {
        port: typeof form?.port === 'string' ? form.port : '',
        host: typeof form?.host === 'string' ? form.host : '127.0.0.1',
        upstream: typeof form?.upstream === 'string' ? form.upstream : '',
        whitelist: typeof form?.whitelist === 'string' ? form.whitelist : '',
        dry_run: form !== undefined && checkbox(form, 'dry_run'),
        restore: form === undefined || checkbox(form, 'restore')
      },
      newGroups: detectorGroups([]),
      messages: error !== undefined ? [{ kind: 'error', text: error }] : []
    }, status)
  }

  app.get('/proxies', { onRequest: [guard] }, async function proxyList (request, reply) {
    return proxiesPage(request, reply)
  })

  app.post('/ui/proxy/add', post, async function addProxy (request, reply) {
    const body = (request.body ?? {}) as FormBody
    try {
      const typeName = field(body, 'type', 40)
      const type = TYPES.find((t) => t.value === typeName)
      if (type === undefined) throw new FormError('Choose the type of the proxy.')
      const chosenPort = port(field(body, 'port', 10))
      const address = app.server.address()
      if (typeof address === 'object' && address !== null && address.port === chosenPort) throw new FormError(`Port ${chosenPort} is the port of this service.`)
      const upstreamText = field(body, 'upstream', 2000).trim()
      if (upstreamText === '' && type.upstream === '') throw new FormError('A generic proxy needs an upstream URL.')
      const proxy: ProxyConfig = {
        type: type.value,
        port: chosenPort,
        host: listenHost(field(body, 'host', 300)),
        upstream: upstreamUrl(upstreamText || type.upstream),
        privacy_guard: guardSettings(body)
      }
      const add = (config: RuntimeConfig): RuntimeConfig => {
        if (config.proxies.some((p) => p.port === chosenPort)) throw new FormError(`Port ${chosenPort} is already used by another proxy.`)
        return { ...config, proxies: [...config.proxies, proxy] }
      }
      return await saveAndRedirect(ctx, request, reply, add, '/proxies',
        `Proxy added: ${proxy.type} on ${proxy.host}:${proxy.port} → ${proxy.upstream}.`)
    } catch (err) {
      if (err instanceof FormError) return proxiesPage(request, reply, 400, err.message, body)
      throw err
    }
  })

  app.post('/ui/proxy/edit', post, async function editProxy (request, reply) {
    const body = (request.body ?? {}) as FormBody
    try {
      const chosenPort = port(field(body, 'port', 10))
      const settings = guardSettings(body)
      const change = (config: RuntimeConfig): RuntimeConfig => {
        if (!config.proxies.some((p) => p.port === chosenPort)) throw new FormError(`There is no proxy on port ${chosenPort}.`)
        return { ...config, proxies: config.proxies.map((p) => p.port === chosenPort ? { ...p, privacy_guard: settings } : p) }
      }
      return await saveAndRedirect(ctx, request, reply, change, '/proxies', `Guard settings of the proxy on port ${chosenPort} saved.`)
    } catch (err) {
      if (err instanceof FormError) return proxiesPage(request, reply, 400, err.message)
      throw err
    }
  })

  app.post('/ui/proxy/delete', post, async function deleteProxy (request, reply) {
    const body = (request.body ?? {}) as FormBody
    try {
      const chosenPort = port(field(body, 'port', 10))
      const remove = (config: RuntimeConfig): RuntimeConfig => {
        if (!config.proxies.some((p) => p.port === chosenPort)) throw new FormError(`There is no proxy on port ${chosenPort}.`)
        return { ...config, proxies: config.proxies.filter((p) => p.port !== chosenPort) }
      }
      return await saveAndRedirect(ctx, request, reply, remove, '/proxies', `Proxy on port ${chosenPort} deleted.`)
    } catch (err) {
      if (err instanceof FormError) return proxiesPage(request, reply, 400, err.message)
      throw err
    }
  })
}
