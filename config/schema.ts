/**
 * The configuration file, as TypeBox schemas. Every key is optional; `null` (older files write empty
 * lists so) is removed before validation and means "absent". Unknown keys are kept when saving.
 */
import { Type, type Static } from '@sinclair/typebox'

const List = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Optional(Type.Array(item))

export const Port = Type.Integer({ minimum: 1, maximum: 65535 })

export const ApiKeyRecord = Type.Object({
  id: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  hash: Type.Optional(Type.String()),
  hint: Type.Optional(Type.String()),
  created: Type.Optional(Type.String())
})

export const GuardSettingsFile = Type.Object({
  detectors: List(Type.String()),
  whitelist: List(Type.String()),
  dry_run: Type.Optional(Type.Boolean()),
  restore: Type.Optional(Type.Boolean())
})

export const ProxyFile = Type.Object({
  type: Type.Optional(Type.String()),
  port: Port,
  host: Type.Optional(Type.String()),
  upstream: Type.Optional(Type.String()),
  privacy_guard: Type.Optional(GuardSettingsFile)
})

export const ConfigFile = Type.Object({
  api_port: Type.Optional(Port),
  api_keys: List(ApiKeyRecord),
  default_detectors: List(Type.String()),
  default_whitelist: List(Type.String()),
  cors_origins: List(Type.String()),
  ui_password_hash: Type.Optional(Type.String()),
  proxies: List(ProxyFile)
})

export type ConfigFile = Static<typeof ConfigFile>
export type ApiKeyRecord = Static<typeof ApiKeyRecord>
export type ProxyFile = Static<typeof ProxyFile>

/** Guard settings of one proxy, normalised: no nulls, known detectors only. */
export interface GuardSettings {
  detectors: string[]
  whitelist: string[]
  dry_run: boolean
  restore: boolean
}

export interface ProxyConfig {
  type: string
  port: number
  host: string
  upstream: string
  privacy_guard: GuardSettings
}

/** The runtime configuration: what the file said, normalised. Empty when the file did not load. */
export interface RuntimeConfig {
  api_port?: number
  api_keys: ApiKeyRecord[]
  default_detectors: string[]
  default_whitelist: string[]
  cors_origins: string[]
  ui_password_hash: string
  proxies: ProxyConfig[]
  /** Keys of the file this version does not know; written back unchanged on save. */
  extra: Record<string, unknown>
}

export function emptyConfig (): RuntimeConfig {
  return { api_keys: [], default_detectors: [], default_whitelist: [], cors_origins: [], ui_password_hash: '', proxies: [], extra: {} }
}
