/**
 * The configuration file, as TypeBox schemas. Every key is optional and `null` stands for an empty
 * list (older files write it so). Keys the service does not know are kept when it saves the file.
 */
import { Type, type Static } from '@sinclair/typebox'

const NullableList = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Optional(Type.Union([Type.Array(item), Type.Null()]))

export const Port = Type.Integer({ minimum: 1, maximum: 65535 })

export const ApiKeyRecord = Type.Object({
  id: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  hash: Type.Optional(Type.String()),
  hint: Type.Optional(Type.String()),
  created: Type.Optional(Type.String())
})

export const GuardSettingsFile = Type.Object({
  detectors: NullableList(Type.String()),
  whitelist: NullableList(Type.String()),
  dry_run: Type.Optional(Type.Boolean()),
  restore: Type.Optional(Type.Boolean())
})

export const ProxyFile = Type.Object({
  type: Type.Optional(Type.String()),
  port: Port,
  host: Type.Optional(Type.String()),
  upstream: Type.Optional(Type.String()),
  privacy_guard: Type.Optional(Type.Union([GuardSettingsFile, Type.Null()]))
})

export const ConfigFile = Type.Object({
  api_port: Type.Optional(Type.Union([Port, Type.Null()])),
  api_keys: NullableList(ApiKeyRecord),
  default_detectors: NullableList(Type.String()),
  default_whitelist: NullableList(Type.String()),
  cors_origins: NullableList(Type.String()),
  ui_password_hash: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  proxies: NullableList(ProxyFile)
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
