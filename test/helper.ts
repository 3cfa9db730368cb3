/** Builds the real app per test (no listener: fastify.inject), closed on teardown. */
import Fastify, { type FastifyInstance } from 'fastify'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import fp from 'fastify-plugin'
import app, { serverOptions, type AppOptions } from '../app.ts'
import { ConfigStore } from '../config/store.ts'

interface Teardown { teardown (fn: () => unknown): void }

export interface BuildOptions extends Omit<AppOptions, 'configStore'> {
  /** The config file's contents (object, or raw text); none means "file missing". */
  config?: unknown
  /** Receives every log line as a string. */
  logLines?: string[]
}

/** A temporary folder holding config.json when `config` is given. */
export function configFile (config?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'))
  const path = join(dir, 'config.json')
  if (config !== undefined) writeFileSync(path, typeof config === 'string' ? config : JSON.stringify(config))
  return path
}

export async function build (t: Teardown, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config, logLines, ...appOptions } = options
  const store = new ConfigStore(configFile(config))
  await store.load()
  const ring = appOptions.logRing
  const logger = logLines || ring
    ? { level: 'info', stream: new Writable({ write (chunk, _enc, cb) { logLines?.push(chunk.toString()); ring?.push(chunk.toString()); cb() } }) }
    : false
  const fastify = Fastify(serverOptions(logger))
  await fastify.register(fp(app), { ...appOptions, configStore: store })
  await fastify.ready()
  t.teardown(() => fastify.close())
  return fastify
}
