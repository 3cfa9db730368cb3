/** Settings from flags, env and the file: where the configuration file is, the listen address, the body limit, which proxies to trust. */
import { isIP } from 'node:net'

export const DEFAULT_PORT = 9881

/** `--config PATH` (or `--config=PATH`), else env CONFIG_FILE, else config/config.json. */
export function configPath (argv: readonly string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): string {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--config' && argv[i + 1]) return argv[i + 1]
    if (argv[i].startsWith('--config=')) return argv[i].slice('--config='.length)
  }
  return env.CONFIG_FILE || 'config/config.json'
}

function portFrom (value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${value}`)
  return port
}

/** env PORT, else env PRIVACY_GUARD_API_PORT, else the file's api_port, else 9881. */
export function listenPort (configPort: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  return portFrom(env.PORT) ?? portFrom(env.PRIVACY_GUARD_API_PORT) ?? configPort ?? DEFAULT_PORT
}

/**
 * env `name` as a whole number of at least 1, `fallback` when unset; anything else stops the start
 * (a typo must not silently give the default), with a message that names the variable only.
 */
export function envPositiveInteger (env: NodeJS.ProcessEnv, name: string, fallback: number, unit: string): number {
  const value = env[name]
  if (value === undefined || value.trim() === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of ${unit}, at least 1`)
  return number
}

/** env `name` as whole milliseconds (0 = off), `fallback` when unset; anything else stops the start. */
export function envMilliseconds (env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]
  if (value === undefined || value.trim() === '') return fallback
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds (0 = off)`)
  return ms
}

/** REST body limit: 1 MiB unless BODY_LIMIT (bytes) says otherwise. */
export function bodyLimit (env: NodeJS.ProcessEnv = process.env): number {
  return envPositiveInteger(env, 'BODY_LIMIT', 1024 * 1024, 'bytes')
}

/** env HOST, else all interfaces. */
export function listenHost (env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST || '0.0.0.0'
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * env TRUST_PROXY, Fastify's trustProxy: which hops may tell the client's address (X-Forwarded-For)
 * and protocol. `true` trusts every hop, so the left-most X-Forwarded-For entry wins, which a client
 * writes itself whenever a proxy appends to the header rather than replacing it. A comma-separated
 * list trusts those addresses or CIDR ranges only: the address is the right-most entry not in them.
 * (No hop count: Fastify treats a number as "trust nothing", since it cannot tell a proxy from a
 * client that connects directly.) Anything else stops the start, without quoting the value.
 */
export function trustProxy (env: NodeJS.ProcessEnv = process.env): boolean | string[] {
  const value = (env.TRUST_PROXY ?? '').trim()
  if (value === '' || value === 'false') return false
  if (value === 'true') return true
  const entries = value.split(',').map((entry) => entry.trim())
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true
    const [address, bits, extra] = entry.split('/')
    return extra === undefined && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits))
  })
  if (!valid) throw new Error('TRUST_PROXY must be true, false, or a comma-separated list of addresses or CIDR ranges')
  return entries
}
