/**
 * A configured proxy turned into what a request needs: its API type, upstream origin, detectors,
 * whitelist and a fingerprint of the guard settings (the block cache's key prefix). Rebuilt on every
 * configuration change; a request keeps the object it started with.
 */
import { createHash } from 'node:crypto'
import type { ProxyConfig, RuntimeConfig } from '../config/schema.ts'
import { builtinDetectors, resolveDetectors } from '../detectors/registry.ts'
import { effectiveWhitelist } from '../detectors/engine.ts'
import type { Detector } from '../detectors/types.ts'

export type ProxyType = 'anthropic' | 'openai' | 'generic'

const TYPES: Record<string, ProxyType> = { anthropic: 'anthropic', 'claude-code': 'anthropic', openai: 'openai', generic: 'generic' }

export interface ProxySettings {
  port: number
  host: string
  /** The type as configured, e.g. `claude-code`. */
  configuredType: string
  type: ProxyType
  /** Upstream as configured (for the status). */
  upstream: string
  /** `http(s)://host:port` of the upstream. */
  origin: string
  /** The upstream's path prefix without a trailing slash ('' for none), put before every request path. */
  basePath: string
  detectors: readonly Detector[]
  whitelist: readonly string[]
  /** SHA-256 over type-independent guard settings: detectors and whitelist. */
  fingerprint: string
  dryRun: boolean
  restore: boolean
}

/** Why a configured proxy cannot run, shown as its status' error. */
export class ProxySettingsError extends Error {}

/** `claude-code` → `anthropic`; unknown types → undefined. */
export function proxyType (configured: string): ProxyType | undefined {
  return TYPES[configured.trim().toLowerCase()]
}

/**
 * A proxy's detectors: its own list when not empty, else the configured default_detectors, else every
 * detector. Its whitelist: default_whitelist followed by its own.
 */
export function resolveSettings (proxy: ProxyConfig, config: RuntimeConfig): ProxySettings {
  const type = proxyType(proxy.type)
  if (type === undefined) throw new ProxySettingsError('unknown type')
  let url: URL
  try {
    url = new URL(proxy.upstream)
  } catch {
    throw new ProxySettingsError('invalid upstream')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ProxySettingsError('invalid upstream')
  const guard = proxy.privacy_guard
  const names = guard.detectors.length > 0 ? guard.detectors : config.default_detectors
  const detectors = names.length > 0 ? resolveDetectors(names) : builtinDetectors
  const whitelist = effectiveWhitelist(config.default_whitelist, guard.whitelist)
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([detectors.map((d) => d.name), whitelist.map((w) => w.toLowerCase())]))
    .digest('hex')
  return {
    port: proxy.port,
    host: proxy.host,
    configuredType: proxy.type,
    type,
    upstream: proxy.upstream,
    origin: url.origin,
    basePath: withoutTrailingSlashes(url.pathname),
    detectors,
    whitelist,
    fingerprint,
    dryRun: guard.dry_run,
    restore: guard.restore
  }
}

function withoutTrailingSlashes (path: string): string {
  let end = path.length
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--
  return path.slice(0, end)
}
