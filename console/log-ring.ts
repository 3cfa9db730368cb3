/**
 * The recent service log lines for the console's logs page: a bounded ring of the pino lines. It gets
 * exactly the lines stdout gets (server.ts writes every line to both), and those never carry request
 * data: the request serializers in app.ts keep method, route template and status only.
 */

export interface LogEntry {
  /** Increases by one per line, so that a poller can ask for what came after the last one it saw. */
  seq: number
  line: string
}

const MAX_LINE = 4096

export class LogRing {
  #entries: LogEntry[] = []
  #next = 1

  constructor (readonly capacity = 500) {}

  push (line: string): void {
    let text = line.endsWith('\n') ? line.slice(0, -1) : line
    if (text.length > MAX_LINE) text = text.slice(0, MAX_LINE) + '…'
    this.#entries.push({ seq: this.#next++, line: text })
    if (this.#entries.length > this.capacity) this.#entries.splice(0, this.#entries.length - this.capacity)
  }

  /** The lines after `seq` (all kept lines when 0), oldest first, at most `limit` (the newest ones). */
  since (seq = 0, limit = this.capacity): LogEntry[] {
    const first = this.#entries.findIndex((entry) => entry.seq > seq)
    if (first === -1) return []
    const after = this.#entries.slice(first)
    return after.length > limit ? after.slice(after.length - limit) : after
  }

  get size (): number { return this.#entries.length }
}

/**
 * A pino destination writing each line to `out` (stdout by default) and to the ring. pino calls
 * write() once per line.
 */
export function teeDestination (ring: LogRing, out: { write (chunk: string): unknown } = process.stdout): { write (chunk: string): void } {
  return {
    write (chunk: string) {
      out.write(chunk)
      ring.push(chunk)
    }
  }
}
