/**
 * Fake LLM upstreams for the proxy tests: real node:http servers on 127.0.0.1:0 that record every
 * request (method, url, headers, raw body bytes) and answer in the Anthropic Messages, OpenAI Chat
 * Completions or Responses format, as JSON or as server-sent events. The answer is a function of the
 * received request, so a test can echo back the placeholders the proxy sent upstream.
 *
 * Streams can be written in random byte pieces (seeded, so a failure reproduces) with small delays:
 * the cuts then fall inside placeholders, JSON escapes, multi-byte characters and `data:` lines.
 *
 * The builders (anthropicMessage, anthropicEvents, chatCompletion, chatChunks, responsesResponse,
 * responsesEvents) are pure: the same content gives the same bytes, which lets a test build the answer
 * "as the upstream would have produced it with the real values in place" and compare.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// ---------------------------------------------------------------------------------------------
// Recording and answering
// ---------------------------------------------------------------------------------------------

export interface RecordedRequest {
  method: string
  /** Path and query as received. */
  url: string
  headers: IncomingHttpHeaders
  /** The raw body bytes as received (after the proxy's masking). */
  body: Buffer
  /** The body as UTF-8 text. */
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any
  /** True when the client closed the connection before the answer was finished. */
  aborted: boolean
}

/** One server-sent event; `data` objects are JSON-serialised, strings sent as they are. */
export interface SseEvent {
  event?: string
  id?: string
  data: unknown
}

export type Answer =
  | { status?: number, headers?: Record<string, string>, json: unknown }
  | { status?: number, headers?: Record<string, string>, sse: SseEvent[] | string, chunking?: Chunking, endEarlyAfter?: number }
  | { status?: number, headers?: Record<string, string>, body: string | Buffer }

export type Responder = (request: RecordedRequest) => Answer | Promise<Answer>

/** How a stream is written: random pieces of 1..maxPiece bytes, a delay between pieces. */
export interface Chunking {
  seed: number
  maxPiece?: number
  /** Milliseconds between pieces; 0 still yields to the event loop (setImmediate). */
  delayMs?: number
}

export interface FakeUpstreamOptions {
  respond?: Responder
  /** Default chunking of every SSE answer (an answer's own `chunking` wins). */
  chunking?: Chunking
}

export interface FakeUpstream {
  /** `http://127.0.0.1:PORT` */
  url: string
  port: number
  server: Server
  requests: RecordedRequest[]
  /** The most recent request (throws when there is none). */
  last (): RecordedRequest
  respond: Responder
  close (): Promise<void>
}

/** Deterministic PRNG (mulberry32) so random chunkings reproduce from a seed. */
export function seededRandom (seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6D2B79F5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Cuts bytes into random pieces of 1..maxPiece bytes (cuts may fall inside multi-byte characters). */
export function randomPieces (bytes: Buffer, seed: number, maxPiece = 7): Buffer[] {
  const random = seededRandom(seed)
  const pieces: Buffer[] = []
  let at = 0
  while (at < bytes.length) {
    const size = 1 + Math.floor(random() * maxPiece)
    pieces.push(bytes.subarray(at, at + size))
    at += size
  }
  return pieces
}

/** Serialises events as SSE: `event: x\nid: y\ndata: {...}\n\n`. */
export function sseText (events: readonly SseEvent[]): string {
  let out = ''
  for (const e of events) {
    if (e.event !== undefined) out += `event: ${e.event}\n`
    if (e.id !== undefined) out += `id: ${e.id}\n`
    const data = typeof e.data === 'string' ? e.data : JSON.stringify(e.data)
    for (const line of data.split('\n')) out += `data: ${line}\n`
    out += '\n'
  }
  return out
}

const sleep = (ms: number) => new Promise<void>((resolve) => ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve))

async function writePieces (res: ServerResponse, bytes: Buffer, chunking: Chunking | undefined): Promise<void> {
  if (chunking === undefined) {
    res.write(bytes)
    return
  }
  for (const piece of randomPieces(bytes, chunking.seed, chunking.maxPiece ?? 7)) {
    if (res.destroyed) return
    res.write(piece)
    await sleep(chunking.delayMs ?? 0)
  }
}

/**
 * Starts a fake upstream. Without `respond` it answers 404 with a JSON error; `respond` can be
 * replaced later (`upstream.respond = …`).
 */
export async function startFakeUpstream (options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = []
  const upstream = {
    requests,
    respond: options.respond ?? (() => ({ status: 404, json: { error: { type: 'not_found_error', message: 'no responder' } } })),
    last () {
      const r = requests.at(-1)
      if (r === undefined) throw new Error('the fake upstream received no request')
      return r
    }
  } as FakeUpstream

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const text = body.toString('utf8')
    let json: unknown
    try { json = text === '' ? undefined : JSON.parse(text) } catch { json = undefined }
    const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, text, json, aborted: false }
    requests.push(recorded)
    res.on('close', () => { if (!res.writableFinished) recorded.aborted = true })

    const answer = await upstream.respond(recorded)
    if (res.destroyed) return
    const headers = { ...('headers' in answer ? answer.headers : {}) }
    if ('json' in answer) {
      const bytes = Buffer.from(JSON.stringify(answer.json))
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'content-length': bytes.length, ...headers })
      res.end(bytes)
    } else if ('sse' in answer) {
      const text = typeof answer.sse === 'string' ? answer.sse : sseText(answer.sse)
      let bytes = Buffer.from(text)
      if (answer.endEarlyAfter !== undefined) bytes = bytes.subarray(0, answer.endEarlyAfter)
      res.writeHead(answer.status ?? 200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', ...headers })
      res.flushHeaders()
      await writePieces(res, bytes, answer.chunking ?? options.chunking)
      // endEarlyAfter: the upstream dies mid-stream (connection reset, no terminating chunk).
      if (answer.endEarlyAfter !== undefined) res.destroy()
      else res.end()
    } else {
      const bytes = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body
      res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': bytes.length, ...headers })
      res.end(bytes)
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(`fake upstream failed: ${err.message}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  upstream.server = server
  upstream.port = port
  upstream.url = `http://127.0.0.1:${port}`
  upstream.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
  return upstream
}

// ---------------------------------------------------------------------------------------------
// Splitting texts into deltas
// ---------------------------------------------------------------------------------------------

/** How a text is split into deltas: a seed for random pieces of 1..max code units, or a fixed size. */
export type Split = { seed: number, max?: number } | { size: number }

/** Splits a text into deltas (never inside a surrogate pair: a JSON string cannot hold half of one). */
export function splitText (text: string, split: Split = { size: 5 }): string[] {
  const random = 'seed' in split ? seededRandom(split.seed) : undefined
  const pieces: string[] = []
  let at = 0
  while (at < text.length) {
    let size = random ? 1 + Math.floor(random() * ((split as { max?: number }).max ?? 6)) : (split as { size: number }).size
    let end = Math.min(text.length, at + size)
    const code = text.charCodeAt(end - 1)
    if (end < text.length && code >= 0xD800 && code <= 0xDBFF) end++
    size = end - at
    pieces.push(text.slice(at, end))
    at = end
  }
  return pieces
}

// ---------------------------------------------------------------------------------------------
// Anthropic Messages
// ---------------------------------------------------------------------------------------------

export type AnthropicBlock =
  | { type: 'text', text: string }
  | { type: 'tool_use', id: string, name: string, input: unknown }
  | { type: 'thinking', thinking: string, signature: string }
  | { type: 'redacted_thinking', data: string }

export interface AnthropicAnswer {
  id?: string
  model?: string
  content: AnthropicBlock[]
  stop_reason?: string
  input_tokens?: number
  output_tokens?: number
}

/** The JSON answer of POST /v1/messages. */
export function anthropicMessage (a: AnthropicAnswer) {
  return {
    id: a.id ?? 'msg_01FakeUpstream',
    type: 'message',
    role: 'assistant',
    model: a.model ?? 'claude-sonnet-4-5',
    content: a.content.map((b) => ({ ...b })),
    stop_reason: a.stop_reason ?? (a.content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn'),
    stop_sequence: null,
    usage: { input_tokens: a.input_tokens ?? 12, output_tokens: a.output_tokens ?? 34 }
  }
}

/**
 * The SSE events of a streamed /v1/messages answer: message_start, a ping, per block
 * content_block_start / deltas / content_block_stop, message_delta, message_stop.
 * Text, partial JSON and thinking are split by `split`; a signature arrives in one signature_delta.
 */
export function anthropicEvents (a: AnthropicAnswer, split: Split = { size: 5 }): SseEvent[] {
  const message = anthropicMessage(a)
  const events: SseEvent[] = []
  const push = (data: { type: string }) => events.push({ event: data.type, data })
  push({ type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: { input_tokens: message.usage.input_tokens, output_tokens: 1 } } } as { type: string })
  push({ type: 'ping' })
  a.content.forEach((block, index) => {
    switch (block.type) {
      case 'text':
        push({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } } as { type: string })
        for (const text of splitText(block.text, split)) push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } } as { type: string })
        break
      case 'tool_use':
        push({ type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } } as { type: string })
        for (const partial of splitText(JSON.stringify(block.input), split)) push({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: partial } } as { type: string })
        break
      case 'thinking':
        push({ type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } } as { type: string })
        for (const thinking of splitText(block.thinking, split)) push({ type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking } } as { type: string })
        push({ type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: block.signature } } as { type: string })
        break
      case 'redacted_thinking':
        push({ type: 'content_block_start', index, content_block: { ...block } } as { type: string })
        break
    }
    push({ type: 'content_block_stop', index } as { type: string })
  })
  push({ type: 'message_delta', delta: { stop_reason: message.stop_reason, stop_sequence: null }, usage: { output_tokens: message.usage.output_tokens } } as { type: string })
  push({ type: 'message_stop' })
  return events
}

// ---------------------------------------------------------------------------------------------
// OpenAI Chat Completions
// ---------------------------------------------------------------------------------------------

export interface ChatChoiceAnswer {
  content?: string | null
  tool_calls?: Array<{ id: string, name: string, arguments: string }>
  finish_reason?: string
}

export interface ChatAnswer {
  id?: string
  model?: string
  created?: number
  choices: ChatChoiceAnswer[]
}

/** The JSON answer of POST /v1/chat/completions. */
export function chatCompletion (a: ChatAnswer) {
  return {
    id: a.id ?? 'chatcmpl-fake',
    object: 'chat.completion',
    created: a.created ?? 1700000000,
    model: a.model ?? 'gpt-4o-mini',
    choices: a.choices.map((c, index) => ({
      index,
      message: {
        role: 'assistant',
        content: c.content ?? null,
        refusal: null,
        ...(c.tool_calls ? { tool_calls: c.tool_calls.map((tc) => ({ id: tc.id, type: 'function', function: { name: tc.name, arguments: tc.arguments } })) } : {})
      },
      logprobs: null,
      finish_reason: c.finish_reason ?? (c.tool_calls ? 'tool_calls' : 'stop')
    })),
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 }
  }
}

/**
 * The chunks of a streamed chat completion, choices interleaved round-robin (n > 1), each piece of
 * content or tool-call arguments its own chunk, a finish chunk per choice, then `data: [DONE]`.
 */
export function chatChunks (a: ChatAnswer, split: Split = { size: 5 }): SseEvent[] {
  const base = { id: a.id ?? 'chatcmpl-fake', object: 'chat.completion.chunk', created: a.created ?? 1700000000, model: a.model ?? 'gpt-4o-mini', system_fingerprint: 'fp_fake' }
  const queues = a.choices.map((c, index) => {
    const deltas: unknown[] = [{ role: 'assistant', content: '', refusal: null }]
    if (c.content) for (const content of splitText(c.content, split)) deltas.push({ content })
    c.tool_calls?.forEach((tc, ti) => {
      deltas.push({ tool_calls: [{ index: ti, id: tc.id, type: 'function', function: { name: tc.name, arguments: '' } }] })
      for (const args of splitText(tc.arguments, split)) deltas.push({ tool_calls: [{ index: ti, function: { arguments: args } }] })
    })
    const chunks = deltas.map((delta) => ({ ...base, choices: [{ index, delta, logprobs: null, finish_reason: null as string | null }] }))
    chunks.push({ ...base, choices: [{ index, delta: {}, logprobs: null, finish_reason: c.finish_reason ?? (c.tool_calls ? 'tool_calls' : 'stop') }] })
    return chunks
  })
  const events: SseEvent[] = []
  for (let round = 0; queues.some((q) => q.length > round); round++) {
    for (const q of queues) if (round < q.length) events.push({ data: q[round] })
  }
  events.push({ data: '[DONE]' })
  return events
}

// ---------------------------------------------------------------------------------------------
// OpenAI Responses
// ---------------------------------------------------------------------------------------------

export type ResponsesItemAnswer =
  | { type: 'message', id: string, text: string }
  | { type: 'function_call', id: string, call_id: string, name: string, arguments: string }

export interface ResponsesAnswer {
  id?: string
  model?: string
  instructions?: string | null
  output: ResponsesItemAnswer[]
}

function responsesItem (item: ResponsesItemAnswer, status = 'completed') {
  if (item.type === 'message') {
    return { id: item.id, type: 'message', status, role: 'assistant', content: [{ type: 'output_text', annotations: [], logprobs: [], text: item.text }] }
  }
  return { id: item.id, type: 'function_call', status, arguments: item.arguments, call_id: item.call_id, name: item.name }
}

/** The JSON answer of POST /v1/responses (status completed). */
export function responsesResponse (a: ResponsesAnswer, status = 'completed') {
  return {
    id: a.id ?? 'resp_fake',
    object: 'response',
    created_at: 1700000000,
    status,
    error: null,
    incomplete_details: null,
    instructions: a.instructions ?? null,
    max_output_tokens: null,
    model: a.model ?? 'gpt-4o-mini',
    output: status === 'completed' ? a.output.map((item) => responsesItem(item)) : [],
    parallel_tool_calls: true,
    previous_response_id: null,
    temperature: 1,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
    usage: status === 'completed' ? { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 20, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 30 } : null,
    metadata: {}
  }
}

/** The SSE events of a streamed Responses answer, each with a strictly increasing sequence_number. */
export function responsesEvents (a: ResponsesAnswer, split: Split = { size: 5 }): SseEvent[] {
  const events: SseEvent[] = []
  let seq = 0
  const push = (data: Record<string, unknown> & { type: string }) => events.push({ event: data.type, data: { ...data, sequence_number: seq++ } })
  push({ type: 'response.created', response: responsesResponse(a, 'in_progress') })
  push({ type: 'response.in_progress', response: responsesResponse(a, 'in_progress') })
  a.output.forEach((item, outputIndex) => {
    if (item.type === 'message') {
      push({ type: 'response.output_item.added', output_index: outputIndex, item: { ...responsesItem(item, 'in_progress'), content: [] } })
      const part = { type: 'output_text', annotations: [], logprobs: [], text: '' }
      push({ type: 'response.content_part.added', item_id: item.id, output_index: outputIndex, content_index: 0, part })
      for (const delta of splitText(item.text, split)) push({ type: 'response.output_text.delta', item_id: item.id, output_index: outputIndex, content_index: 0, delta, logprobs: [] })
      push({ type: 'response.output_text.done', item_id: item.id, output_index: outputIndex, content_index: 0, text: item.text, logprobs: [] })
      push({ type: 'response.content_part.done', item_id: item.id, output_index: outputIndex, content_index: 0, part: { ...part, text: item.text } })
    } else {
      push({ type: 'response.output_item.added', output_index: outputIndex, item: { ...responsesItem(item, 'in_progress'), arguments: '' } })
      for (const delta of splitText(item.arguments, split)) push({ type: 'response.function_call_arguments.delta', item_id: item.id, output_index: outputIndex, delta })
      push({ type: 'response.function_call_arguments.done', item_id: item.id, output_index: outputIndex, arguments: item.arguments })
    }
    push({ type: 'response.output_item.done', output_index: outputIndex, item: responsesItem(item) })
  })
  push({ type: 'response.completed', response: responsesResponse(a) })
  return events
}

// ---------------------------------------------------------------------------------------------
// Placeholders the upstream received
// ---------------------------------------------------------------------------------------------

/** Every `[TYPE_n]` placeholder in a text (e.g. a recorded request body), in order of first appearance. */
export function placeholdersIn (text: string): string[] {
  const seen = new Set<string>()
  for (const m of text.matchAll(/\[[A-Z][A-Z0-9_]{0,40}_\d{1,9}\]/g)) seen.add(m[0])
  return [...seen]
}
