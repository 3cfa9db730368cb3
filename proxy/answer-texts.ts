/**
 * The texts of an answer that the client will send back on its next turn (an assistant's text, tool
 * inputs, tool-call arguments), collected as the answer goes out, so that they can be scanned into the
 * block cache while the user reads: Claude Code resends the answer verbatim, and the next turn then
 * scans only what is new. A cache entry is keyed by the exact text, so a text the client changes is
 * simply scanned again.
 */
import { createParser } from 'eventsource-parser'
import type { ApiKind } from './mask-body.ts'
import { MIN_CACHED_LENGTH } from './block-cache.ts'

/** Answers larger than this are not collected (they are rare, and the cache would evict them anyway). */
const MAX_COLLECTED = 4 * 1024 * 1024

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/** Every string worth caching under `value`, at any depth (iterative: answers are untrusted too). */
export function deepTexts (value: unknown, out: string[] = []): string[] {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v === 'string') {
      if (v.length >= MIN_CACHED_LENGTH) out.push(v)
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i])
    } else if (isObject(v)) {
      const values = Object.values(v)
      for (let i = values.length - 1; i >= 0; i--) stack.push(values[i])
    }
  }
  return out
}

/** The strings of a JSON text (tool arguments); nothing when it does not parse. */
function jsonTexts (text: string, out: string[]): void {
  try {
    deepTexts(JSON.parse(text), out)
  } catch {}
}

/** Collects the bytes of an answer as they are sent; `texts` parses them once the answer is complete. */
export class AnswerCollector {
  readonly #chunks: Buffer[] = []
  #size = 0
  #overflow = false

  constructor (readonly kind: ApiKind, readonly sse: boolean) {}

  add (chunk: Buffer): void {
    if (this.#overflow) return
    this.#size += chunk.length
    if (this.#size > MAX_COLLECTED) {
      this.#overflow = true
      this.#chunks.length = 0
      return
    }
    this.#chunks.push(chunk)
  }

  texts (): string[] {
    if (this.#overflow || this.#chunks.length === 0) return []
    const text = Buffer.concat(this.#chunks).toString('utf8')
    try {
      if (this.sse) return streamTexts(this.kind, text)
      const texts = deepTexts(JSON.parse(text))
      // Tool-call arguments are JSON in a string; the next request's walker scans the strings inside.
      for (const t of [...texts]) if (t.startsWith('{') || t.startsWith('[')) jsonTexts(t, texts)
      return texts
    } catch {
      return []
    }
  }
}

/** The final texts of a streamed answer: deltas joined per block, choice or tool call. */
function streamTexts (kind: ApiKind, stream: string): string[] {
  const texts = new Map<string, string>()
  const json = new Map<string, string>()
  const out: string[] = []
  const append = (map: Map<string, string>, key: string, piece: unknown) => {
    if (typeof piece === 'string') map.set(key, (map.get(key) ?? '') + piece)
  }
  const parser = createParser({
    onEvent (event) {
      if (event.data === '[DONE]') return
      let data: Json
      try {
        data = JSON.parse(event.data)
      } catch {
        return
      }
      if (kind === 'anthropic-messages') {
        const delta = data.delta
        if (data.type === 'content_block_delta' && isObject(delta)) {
          if (delta.type === 'text_delta') append(texts, String(data.index), delta.text)
          else if (delta.type === 'input_json_delta') append(json, String(data.index), delta.partial_json)
        }
      } else if (kind === 'openai-chat' && Array.isArray(data.choices)) {
        for (const choice of data.choices) {
          if (!isObject(choice) || !isObject(choice.delta)) continue
          append(texts, String(choice.index), choice.delta.content)
          if (Array.isArray(choice.delta.tool_calls)) {
            for (const call of choice.delta.tool_calls) {
              if (isObject(call) && isObject(call.function)) append(json, `${String(choice.index)}:${String(call.index)}`, call.function.arguments)
            }
          }
        }
      } else if (kind === 'openai-responses' && data.type === 'response.completed' && isObject(data.response)) {
        for (const item of Array.isArray(data.response.output) ? data.response.output : []) {
          if (isObject(item) && typeof item.arguments === 'string') jsonTexts(item.arguments, out)
          deepTexts(item, out)
        }
      }
    }
  })
  parser.feed(stream)
  for (const text of texts.values()) if (text.length >= MIN_CACHED_LENGTH) out.push(text)
  for (const text of json.values()) jsonTexts(text, out)
  return out
}
