/**
 * Loads, normalises, replaces and saves the configuration file. Emits 'change' (next, previous)
 * whenever the runtime configuration is replaced, so that plugins (proxies, auth) update in place.
 */
import { EventEmitter } from 'node:events'
import { randomBytes } from 'node:crypto'
import { readFile, rename, writeFile, unlink, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { Value } from '@sinclair/typebox/value'
import { ConfigFile, emptyConfig, type GuardSettings, type ProxyConfig, type ProxyFile, type RuntimeConfig } from './schema.ts'
import { findDetector } from '../detectors/registry.ts'
import { jsonErrorOffset, lineAndColumn } from './json-position.ts'

const KNOWN_KEYS = new Set(['api_port', 'api_keys', 'default_detectors', 'default_whitelist', 'cors_origins', 'ui_password_hash', 'proxies'])

export type LoadResult = { ok: true, config: RuntimeConfig, warnings: string[] } | { ok: false, reason: string, missing?: true }

/**
 * Keeps known detector names (canonical upper case). Unknown ones are counted in one warning per
 * list, never quoted: a configuration value can hold anything and must not reach a log line.
 */
function knownDetectors (names: readonly string[] | null | undefined, where: string, warnings: string[]): string[] {
  const result: string[] = []
  let unknown = 0
  for (const name of names ?? []) {
    const detector = findDetector(name)
    if (detector === undefined) {
      unknown++
    } else if (!result.includes(detector.name)) {
      result.push(detector.name)
    }
  }
  if (unknown > 0) warnings.push(`${where}: ${unknown} unknown detector name${unknown === 1 ? '' : 's'} dropped`)
  return result
}

function normaliseProxy (proxy: ProxyFile, index: number, warnings: string[]): ProxyConfig {
  const guard = proxy.privacy_guard ?? {}
  const settings: GuardSettings = {
    detectors: knownDetectors(guard.detectors, `proxies.${index}.privacy_guard.detectors`, warnings),
    whitelist: [...(guard.whitelist ?? [])],
    dry_run: guard.dry_run ?? false,
    restore: guard.restore ?? true
  }
  return {
    type: proxy.type ?? 'anthropic',
    port: proxy.port,
    host: proxy.host ?? '127.0.0.1',
    upstream: proxy.upstream ?? '',
    privacy_guard: settings
  }
}

/** A copy without null-valued keys, at the top, in each proxy and in its privacy_guard. */
function withoutNulls (object: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
  }
  const result = strip(object) as Record<string, unknown>
  if (Array.isArray(result.proxies)) {
    result.proxies = result.proxies.map((proxy) => {
      const p = strip(proxy)
      if (p !== null && typeof p === 'object' && 'privacy_guard' in p) {
        return { ...p, privacy_guard: strip((p as Record<string, unknown>).privacy_guard) }
      }
      return p
    })
  }
  return result
}

/** Turns parsed JSON into a runtime configuration, or explains in one line why it has the wrong shape. */
export function parseConfig (data: unknown): LoadResult {
  // The legacy form of the file is a bare list of proxies.
  const raw = Array.isArray(data) ? { proxies: data } : data
  if (raw === null || typeof raw !== 'object') return { ok: false, reason: 'the file must hold a JSON object' }
  const object = withoutNulls(raw as Record<string, unknown>)
  if (!Value.Check(ConfigFile, object)) {
    const first = Value.Errors(ConfigFile, object).First()
    const where = first?.path ? first.path.slice(1).replaceAll('/', '.') : 'file'
    return { ok: false, reason: `wrong shape at ${where}: ${first?.message ?? 'invalid'}` }
  }
  const file = object as ConfigFile
  const warnings: string[] = []
  const extra: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (!KNOWN_KEYS.has(key)) extra[key] = value
  }
  const ports = new Set<number>()
  const proxies: ProxyConfig[] = []
  for (const [index, proxy] of (file.proxies ?? []).entries()) {
    if (ports.has(proxy.port)) return { ok: false, reason: `wrong shape at proxies.${index}.port: a port used twice` }
    ports.add(proxy.port)
    proxies.push(normaliseProxy(proxy, index, warnings))
  }
  const config: RuntimeConfig = {
    ...emptyConfig(),
    api_keys: (file.api_keys ?? []).map((k) => ({ ...k, hash: (k.hash ?? '').trim().toLowerCase() })),
    default_detectors: knownDetectors(file.default_detectors, 'default_detectors', warnings),
    default_whitelist: [...(file.default_whitelist ?? [])],
    cors_origins: [...(file.cors_origins ?? [])],
    ui_password_hash: file.ui_password_hash ?? '',
    proxies,
    extra
  }
  if (typeof file.api_port === 'number') config.api_port = file.api_port
  return { ok: true, config, warnings }
}

/** The file form of a runtime configuration: known keys in a stable order, unknown keys kept. */
export function serialiseConfig (config: RuntimeConfig): string {
  const { extra, ...known } = config
  const file: Record<string, unknown> = { ...known, ...extra }
  if (config.api_port === undefined) delete file.api_port
  return JSON.stringify(file, null, 2) + '\n'
}

export interface ConfigStoreEvents {
  change: [next: RuntimeConfig, previous: RuntimeConfig]
}

export class ConfigStore extends EventEmitter<ConfigStoreEvents> {
  #config: RuntimeConfig = emptyConfig()
  #loadError: string | undefined
  #missing = false
  #warnings: string[] = []

  constructor (readonly path: string) {
    super()
  }

  get config (): RuntimeConfig { return this.#config }
  /** Why the file did not load, in one line without file contents; undefined when it loaded. */
  get loadError (): string | undefined { return this.#loadError }
  /**
   * A file is there and did not load, so the next save keeps it beside the new one (.broken-<time>).
   * A missing file (the normal first start) is not broken.
   */
  get brokenFile (): boolean { return this.#loadError !== undefined && !this.#missing }
  get warnings (): readonly string[] { return this.#warnings }

  /**
   * Reads the file at start. On any failure the runtime configuration stays empty and loadError says
   * why.
   */
  async load (): Promise<LoadResult> {
    const result = await this.#read()
    if (result.ok) {
      this.#config = result.config
      this.#warnings = result.warnings
      this.#loadError = undefined
    } else {
      this.#config = emptyConfig()
      this.#warnings = []
      this.#loadError = result.reason
      this.#missing = result.missing === true
    }
    return result
  }

  /**
   * Reads the file again (SIGHUP: a mounted ConfigMap changed underneath). A valid file replaces the
   * runtime configuration and emits 'change', as replace() does, without writing the file. An invalid
   * one keeps the running configuration; loadError then says why the file on disk did not load.
   */
  async reload (): Promise<LoadResult> {
    const result = await this.#read()
    if (result.ok) {
      const previous = this.#config
      this.#config = result.config
      this.#warnings = result.warnings
      this.#loadError = undefined
      this.emit('change', result.config, previous)
    } else {
      this.#loadError = result.reason
      this.#missing = result.missing === true
    }
    return result
  }

  async #read (): Promise<LoadResult> {
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'ENOENT') return { ok: false, reason: `config file not found: ${this.path}`, missing: true }
      return { ok: false, reason: `config file unreadable (${code ?? 'error'}): ${this.path}` }
    }
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      // The parser's own message quotes file contents; say only where it is.
      const offset = jsonErrorOffset(text)
      if (offset < 0) return { ok: false, reason: `config file is not valid JSON: ${this.path}` }
      const { line, column } = lineAndColumn(text, offset)
      return { ok: false, reason: `config file is not valid JSON at line ${line}, column ${column}: ${this.path}` }
    }
    return parseConfig(data)
  }

  /**
   * Replaces the runtime configuration and saves it. The new value takes effect at once; listeners
   * of 'change' (proxies, for example) update in place. Throws when saving fails; the runtime
   * configuration is then left unchanged.
   */
  async replace (next: RuntimeConfig): Promise<void> {
    await this.save(next)
    const previous = this.#config
    this.#config = next
    this.#loadError = undefined
    this.emit('change', next, previous)
  }

  /**
   * Atomic save: a temporary file in the same folder, mode 0600, then rename. A file that failed to
   * load is kept beside it as <name>.broken-<timestamp> rather than silently overwritten.
   */
  async save (config: RuntimeConfig): Promise<void> {
    if (this.#loadError !== undefined && await exists(this.path)) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      await rename(this.path, `${this.path}.broken-${stamp}`)
    }
    const temporary = join(dirname(this.path), `.${basename(this.path)}.${randomBytes(6).toString('hex')}.tmp`)
    try {
      await writeFile(temporary, serialiseConfig(config), { mode: 0o600, flag: 'wx' })
      await rename(temporary, this.path)
    } catch (err) {
      await unlink(temporary).catch(() => {})
      throw err
    }
  }
}

async function exists (path: string): Promise<boolean> {
  try {
    await stat(path)
    return true
  } catch {
    return false
  }
}
