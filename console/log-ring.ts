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

/**
 * A circular buffer: push is O(1) (it runs for every log line, twice per request; shifting a full
 * array of 500 lines on every line cost about 5 % of the server's CPU on small requests). Sequence
 * numbers have no gaps, so the slot of a line follows from its number.
 */
export class LogRing {
  readonly #slots: Array<LogEntry | undefined>
  /** The slot the next line goes into. */
  #head = 0
  #size = 0
  #next = 1

  constructor (readonly capacity = 500) {
    this.#slots = new Array<LogEntry | undefined>(capacity)
  }

  push (line: string): void {
    let text = line.endsWith('\n') ? line.slice(0, -1) : line
    if (text.length > MAX_LINE) text = text.slice(0, MAX_LINE) + '…'
    this.#slots[this.#head] = { seq: this.#next++, line: text }
    this.#head = (this.#head + 1) % this.capacity
    if (this.#size < this.capacity) this.#size++
  }

  /** The lines after `seq` (all kept lines when 0), oldest first, at most `limit` (the newest ones). */
  since (seq = 0, limit = this.capacity): LogEntry[] {
    const oldest = this.#next - this.#size
    const count = Math.min(this.#next - Math.max(seq + 1, oldest), limit)
    if (count <= 0) return []
    const out: LogEntry[] = new Array(count)
    // The newest `count` lines: they end right before the head.
    const first = this.#head - count + this.capacity
    for (let k = 0; k < count; k++) out[k] = this.#slots[(first + k) % this.capacity] as LogEntry
    return out
  }

  get size (): number { return this.#size }
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
