/**
 * One access-log file per proxy, `<dir>/proxy_<port>.log`, one line per request, renamed to `.1` when
 * the next line would take it past the size limit. A line holds the time, method, path (no query,
 * personal data in it replaced by its type), status, bytes, duration, finding count and types: never a
 * value, a header or a body. Writes are queued in order; `tail` waits for the queue.
 */
import { mkdir, open, rename, stat, type FileHandle } from 'node:fs/promises'
import { join } from 'node:path'

export const ACCESS_LOG_MAX_BYTES = 10 * 1024 * 1024

/** What every request of a proxy leaves behind, whether it was scanned or not. */
export interface RequestSummary {
  method: string
  /** Path without query, personal data in it replaced by `[TYPE]`. */
  path: string
  status: number
  bytesIn: number
  bytesOut: number
  ms: number
}

export interface AccessEntry extends RequestSummary {
  /** Finding count per type. */
  types: Record<string, number>
  dryRun?: boolean
}

export function accessLogPath (dir: string, port: number): string {
  return join(dir, `proxy_${port}.log`)
}

/** `2026-11-23T04:41:12.123Z POST /v1/messages 200 in=1234 out=567 12ms findings=3 EMAIL:2,PHONE:1` */
export function formatEntry (entry: AccessEntry, now = new Date()): string {
  const types = Object.entries(entry.types)
  const count = types.reduce((sum, [, n]) => sum + n, 0)
  const findings = `findings=${count}${types.length > 0 ? ' ' + types.map(([t, n]) => `${t}:${n}`).join(',') : ''}`
  return `${now.toISOString()} ${entry.method} ${entry.path} ${entry.status} in=${entry.bytesIn} out=${entry.bytesOut} ${Math.round(entry.ms)}ms ${findings}${entry.dryRun === true ? ' dry_run' : ''}\n`
}

export class AccessLog {
  readonly path: string
  #queue: Promise<void> = Promise.resolve()
  #file: FileHandle | undefined
  #size = 0

  constructor (readonly dir: string, readonly port: number, readonly maxBytes = ACCESS_LOG_MAX_BYTES, readonly onError: (code: string) => void = () => {}) {
    this.path = accessLogPath(dir, port)
  }

  write (entry: AccessEntry): void {
    const line = formatEntry(entry)
    this.#queue = this.#queue.then(() => this.#append(line)).catch((err: NodeJS.ErrnoException) => {
      // Only the code: a message could name the path, never request data, but keep it uniform.
      this.onError(err.code ?? 'error')
      this.#file = undefined
    })
  }

  async #append (line: string): Promise<void> {
    const bytes = Buffer.byteLength(line)
    if (this.#file === undefined) {
      await mkdir(this.dir, { recursive: true })
      this.#file = await open(this.path, 'a', 0o600)
      this.#size = (await this.#file.stat()).size
    }
    if (this.#size > 0 && this.#size + bytes > this.maxBytes) {
      await this.#file.close()
      await rename(this.path, `${this.path}.1`)
      this.#file = await open(this.path, 'a', 0o600)
      this.#size = 0
    }
    await this.#file.write(line)
    this.#size += bytes
  }

  /** Resolves when every line written so far is on disk. */
  async flush (): Promise<void> {
    await this.#queue
  }

  async close (): Promise<void> {
    await this.#queue
    await this.#file?.close().catch(() => {})
    this.#file = undefined
  }
}

/** The last `limit` lines of the log (newest last), reading `.1` too when the current file has fewer. */
export async function tailLines (path: string, limit: number): Promise<string[]> {
  if (limit <= 0) return []
  const current = await lastLines(path, limit)
  if (current.length >= limit) return current
  const older = await lastLines(`${path}.1`, limit - current.length)
  return [...older, ...current]
}

const TAIL_CHUNK = 64 * 1024

/** Reads backwards in chunks until `limit` lines are found, so a 10 MB file is not read whole. */
async function lastLines (path: string, limit: number): Promise<string[]> {
  let file: FileHandle
  try {
    file = await open(path, 'r')
  } catch {
    return []
  }
  try {
    const { size } = await stat(path)
    let position = size
    let tail = Buffer.alloc(0)
    let newlines = 0
    while (position > 0 && newlines <= limit) {
      const length = Math.min(TAIL_CHUNK, position)
      position -= length
      const chunk = Buffer.alloc(length)
      await file.read(chunk, 0, length, position)
      for (const byte of chunk) if (byte === 10) newlines++
      tail = Buffer.concat([chunk, tail])
    }
    const lines = tail.toString('utf8').split('\n').filter((line) => line !== '')
    // Without reaching the start of the file, the first piece may be a partial line.
    if (position > 0) lines.shift()
    return lines.slice(-limit)
  } finally {
    await file.close()
  }
}
