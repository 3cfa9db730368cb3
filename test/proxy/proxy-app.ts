/** Builds the real app with proxies on free ports, for the proxy tests (P1's). */
import { createServer } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { build } from '../helper.ts'

interface Teardown { teardown (fn: () => unknown): void }

/** A port that was free a moment ago (listen on 0, close). */
export async function freePort (): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface ProxyEntry {
  type?: string
  port: number
  host?: string
  upstream: string
  privacy_guard?: { detectors?: string[], whitelist?: string[], dry_run?: boolean, restore?: boolean }
}

/** A fresh log folder for this process (the plugin reads LOG_DIR when the app is built). */
export function useTempLogDir (): string {
  const dir = mkdtempSync(join(tmpdir(), 'pg-proxy-logs-'))
  process.env.LOG_DIR = dir
  return dir
}

export async function buildWithProxies (t: Teardown, proxies: ProxyEntry[], extra: Record<string, unknown> = {}, logLines?: string[]): Promise<FastifyInstance> {
  return await build(t, { config: { ...extra, proxies }, logLines })
}

/** Waits until `check` is true (polling), failing after `ms`. */
export async function until (check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
