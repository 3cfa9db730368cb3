/** Where the configuration file is and which address to listen on, from flags, env and the file. */

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

/** env HOST, else all interfaces. */
export function listenHost (env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST || '0.0.0.0'
}
