/**
 * Restoring server-sent event streams as they arrive. Bytes are decoded with a streaming TextDecoder
 * (a cut inside a multi-byte character waits for its other half) and parsed with eventsource-parser
 * (a cut anywhere in a line or event waits for the rest). Each event is handled by the API kind's
 * handler and re-serialised; events that were not changed are written back with their data as received.
 *
 * Per text (Anthropic content block, chat choice and tool call, Responses content part or function
 * call) a TextStream holds back only a tail that could still become a placeholder. The tail is
 * flushed as an extra delta of the same text before the event that ends it (content_block_stop, a
 * chunk with finish_reason, output_text.done / function_call_arguments.done), before message_stop,
 * `[DONE]`, response.completed or an error event, and when the upstream ends without them.
 * Nothing is written after message_stop or `[DONE]` except events the upstream itself sent.
 *
 * Responses API: an inserted delta needs a sequence number. Every later event is renumbered
 * (upstream number + events inserted so far), so the numbers stay strictly increasing and the
 * inserted event sits exactly where it belongs.
 */
import { Transform } from 'node:stream'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import type { PlaceholderRestorer, TextStream } from './placeholders.ts'
import {
  restoreAnthropicBlock, restoreJsonAnswer, restoreResponsesItem, restoreResponsesObject,
  restoreResponsesPart, restoreStrings, type ApiKind
} from './json.ts'

type Obj = Record<string, any>

/** One event to write: `data` is a string written as it is, or an object serialised as JSON. */
interface OutEvent {
  event?: string
  id?: string
  data: string | Obj
}

/** Serialises one event as SSE. */
export function serialiseEvent (e: OutEvent): string {
  let out = ''
  if (e.event !== undefined) out += `event: ${e.event}\n`
  if (e.id !== undefined) out += `id: ${e.id}\n`
  const data = typeof e.data === 'string' ? e.data : JSON.stringify(e.data)
  for (const line of data.split('\n')) out += `data: ${line}\n`
  return out + '\n'
}

interface Handler {
  /** Handles one parsed event; calls `emit` for each event to write, in order. */
  event (message: EventSourceMessage, json: Obj | undefined, emit: (e: OutEvent) => void): void
  /** The upstream ended: release what is held (unless the stream was already complete). */
  end (emit: (e: OutEvent) => void): void
}

const parseJson = (data: string): Obj | undefined => {
  if (data === '' || (data[0] !== '{' && data[0] !== '[')) return undefined
  try {
    const value = JSON.parse(data)
    return typeof value === 'object' && value !== null ? value : undefined
  } catch {
    return undefined
  }
}

const passThrough = (message: EventSourceMessage): OutEvent => ({ event: message.event, id: message.id, data: message.data })

// --- Anthropic Messages -------------------------------------------------------------------------

function anthropicHandler (restorer: PlaceholderRestorer): Handler {
  /** Open text / tool_use blocks by index. */
  const open = new Map<number, { stream: TextStream, deltaType: 'text_delta' | 'input_json_delta' }>()
  let done = false

  const flushBlock = (index: number, emit: (e: OutEvent) => void) => {
    const block = open.get(index)
    if (block === undefined) return
    open.delete(index)
    const tail = block.stream.flush()
    if (tail === '') return
    const delta = block.deltaType === 'text_delta' ? { type: 'text_delta', text: tail } : { type: 'input_json_delta', partial_json: tail }
    emit({ event: 'content_block_delta', data: { type: 'content_block_delta', index, delta } })
  }
  const flushAll = (emit: (e: OutEvent) => void) => {
    for (const index of [...open.keys()]) flushBlock(index, emit)
  }

  return {
    event (message, json, emit) {
      const type = json?.type ?? message.event
      if (json === undefined || done) {
        if (type === 'error' && !done) flushAll(emit)
        emit(passThrough(message))
        return
      }
      switch (type) {
        case 'message_start': {
          const restored = restoreJsonAnswer('anthropic-messages', json.message, restorer)
          emit(restored === json.message ? passThrough(message) : { event: message.event, id: message.id, data: { ...json, message: restored } })
          return
        }
        case 'content_block_start': {
          const block = json.content_block
          const index = json.index
          if (block?.type === 'text') {
            // The start block's text (normally empty) is the beginning of the streamed text.
            const stream = restorer.stream(false)
            open.set(index, { stream, deltaType: 'text_delta' })
            const text = typeof block.text === 'string' ? stream.push(block.text) : block.text
            emit(text === block.text ? passThrough(message) : { event: message.event, id: message.id, data: { ...json, content_block: { ...block, text } } })
            return
          }
          if (block?.type === 'tool_use' || block?.type === 'server_tool_use') {
            open.set(index, { stream: restorer.stream(true), deltaType: 'input_json_delta' })
          }
          const restored = restoreAnthropicBlock(block, restorer)
          emit(restored === block ? passThrough(message) : { event: message.event, id: message.id, data: { ...json, content_block: restored } })
          return
        }
        case 'content_block_delta': {
          const delta = json.delta
          let block = open.get(json.index)
          // A delta without its content_block_start (a sloppy upstream): its text is restored all the same.
          if (block === undefined && !done && (delta?.type === 'text_delta' || delta?.type === 'input_json_delta')) {
            block = { stream: restorer.stream(delta.type === 'input_json_delta'), deltaType: delta.type }
            open.set(json.index, block)
          }
          if (block !== undefined && delta?.type === 'text_delta' && typeof delta.text === 'string') {
            const text = block.stream.push(delta.text)
            if (text === delta.text) emit(passThrough(message))
            else if (text !== '') emit({ event: message.event, id: message.id, data: { ...json, delta: { ...delta, text } } })
            return
          }
          if (block !== undefined && delta?.type === 'input_json_delta' && typeof delta.partial_json === 'string') {
            const partial = block.stream.push(delta.partial_json)
            if (partial === delta.partial_json) emit(passThrough(message))
            else if (partial !== '') emit({ event: message.event, id: message.id, data: { ...json, delta: { ...delta, partial_json: partial } } })
            return
          }
          if (delta?.type === 'citations_delta' && delta.citation?.cited_text !== undefined) {
            const cited = restoreStrings(delta.citation.cited_text, restorer)
            if (cited !== delta.citation.cited_text) {
              emit({ event: message.event, id: message.id, data: { ...json, delta: { ...delta, citation: { ...delta.citation, cited_text: cited } } } })
              return
            }
          }
          // thinking_delta, signature_delta and anything unknown: byte for byte.
          emit(passThrough(message))
          return
        }
        case 'content_block_stop':
          flushBlock(json.index, emit)
          emit(passThrough(message))
          return
        case 'message_stop':
          flushAll(emit)
          done = true
          emit(passThrough(message))
          return
        case 'error':
          flushAll(emit)
          emit(passThrough(message))
          return
        default:
          emit(passThrough(message))
      }
    },
    end (emit) {
      if (!done) flushAll(emit)
    }
  }
}

// --- OpenAI Chat Completions --------------------------------------------------------------------

function chatHandler (restorer: PlaceholderRestorer): Handler {
  interface ChoiceState { content?: TextStream, refusal?: TextStream, functionCall?: TextStream, tools: Map<number, TextStream> }
  const choices = new Map<number, ChoiceState>()
  let template: Obj = { object: 'chat.completion.chunk' }
  let done = false

  const choiceState = (index: number): ChoiceState => {
    let state = choices.get(index)
    if (state === undefined) choices.set(index, state = { tools: new Map() })
    return state
  }

  /** Held tails of one choice as one delta, or undefined when nothing is held. */
  const tailDelta = (state: ChoiceState): Obj | undefined => {
    const delta: Obj = {}
    const content = state.content?.flush() ?? ''
    if (content !== '') delta.content = content
    const refusal = state.refusal?.flush() ?? ''
    if (refusal !== '') delta.refusal = refusal
    const args = state.functionCall?.flush() ?? ''
    if (args !== '') delta.function_call = { arguments: args }
    const tools: Obj[] = []
    for (const [index, stream] of state.tools) {
      const tail = stream.flush()
      if (tail !== '') tools.push({ index, function: { arguments: tail } })
    }
    if (tools.length > 0) delta.tool_calls = tools
    return Object.keys(delta).length > 0 ? delta : undefined
  }

  const flushChoice = (index: number, emit: (e: OutEvent) => void) => {
    const state = choices.get(index)
    if (state === undefined) return
    choices.delete(index)
    const delta = tailDelta(state)
    if (delta === undefined) return
    const chunk: Obj = { ...template, choices: [{ index, delta, logprobs: null, finish_reason: null }] }
    if ('usage' in chunk) chunk.usage = null
    emit({ data: chunk })
  }
  const flushAll = (emit: (e: OutEvent) => void) => {
    for (const index of [...choices.keys()]) flushChoice(index, emit)
  }

  /** Restores one choice's delta in place (on a copy); true when something changed. */
  const restoreDelta = (state: ChoiceState, delta: Obj, finishing: boolean): boolean => {
    let changed = false
    const run = (stream: TextStream, piece: string): string => {
      const out = stream.push(piece) + (finishing ? stream.flush() : '')
      if (out !== piece) changed = true
      return out
    }
    if (typeof delta.content === 'string') delta.content = run(state.content ??= restorer.stream(false), delta.content)
    if (typeof delta.refusal === 'string') delta.refusal = run(state.refusal ??= restorer.stream(false), delta.refusal)
    if (typeof delta.function_call?.arguments === 'string') {
      delta.function_call = { ...delta.function_call, arguments: run(state.functionCall ??= restorer.stream(true), delta.function_call.arguments) }
    }
    if (Array.isArray(delta.tool_calls)) {
      delta.tool_calls = delta.tool_calls.map((call: Obj) => {
        if (typeof call?.function?.arguments !== 'string') return call
        let stream = state.tools.get(call.index)
        if (stream === undefined) state.tools.set(call.index, stream = restorer.stream(true))
        return { ...call, function: { ...call.function, arguments: run(stream, call.function.arguments) } }
      })
    }
    return changed
  }

  return {
    event (message, json, emit) {
      if (done) {
        emit(passThrough(message))
        return
      }
      if (message.data.trim() === '[DONE]') {
        flushAll(emit)
        done = true
        emit(passThrough(message))
        return
      }
      if (json === undefined || !Array.isArray(json.choices)) {
        if (json?.error !== undefined || message.event === 'error') flushAll(emit)
        emit(passThrough(message))
        return
      }
      const { choices: _choices, ...rest } = json
      template = rest
      let changed = false
      const before: OutEvent[] = []
      const restoredChoices = json.choices.map((choice: Obj) => {
        if (typeof choice?.index !== 'number') return choice
        const finishing = choice.finish_reason != null
        const state = choiceState(choice.index)
        let out = choice
        if (choice.delta !== null && typeof choice.delta === 'object') {
          const delta = { ...choice.delta }
          if (restoreDelta(state, delta, finishing)) {
            out = { ...choice, delta }
            changed = true
          }
        }
        // Tails this chunk does not carry itself go into a chunk of their own, before it.
        if (finishing) flushChoice(choice.index, (e) => before.push(e))
        return out
      })
      for (const e of before) emit(e)
      emit(changed ? { event: message.event, id: message.id, data: { ...json, choices: restoredChoices } } : passThrough(message))
    },
    end (emit) {
      if (!done) flushAll(emit)
    }
  }
}

// --- OpenAI Responses ---------------------------------------------------------------------------

function responsesHandler (restorer: PlaceholderRestorer): Handler {
  interface Open { stream: TextStream, deltaEvent: Obj }
  /** `text:output:content`, `refusal:output:content` and `args:output` → open text. */
  const open = new Map<string, Open>()
  let inserted = 0
  let lastSequence = -1
  let done = false

  /** Emits the event, with its sequence number moved by the events inserted so far. */
  const write = (message: EventSourceMessage, json: Obj, data: Obj | undefined, emit: (e: OutEvent) => void) => {
    if (inserted > 0 && typeof json.sequence_number === 'number') data = { ...(data ?? json), sequence_number: json.sequence_number + inserted }
    emit(data === undefined ? passThrough(message) : { event: message.event, id: message.id, data })
  }

  /** Flushes one open text as an inserted delta event, numbered just before `sequence` (upstream number). */
  const flushKey = (key: string, sequence: number | undefined, emit: (e: OutEvent) => void) => {
    const entry = open.get(key)
    if (entry === undefined) return
    open.delete(key)
    const tail = entry.stream.flush()
    if (tail === '') return
    const data: Obj = { ...entry.deltaEvent, delta: tail }
    if (Array.isArray(data.logprobs)) data.logprobs = []
    if (typeof sequence === 'number') data.sequence_number = sequence + inserted
    inserted++
    emit({ event: data.type, data })
  }
  const flushAll = (sequence: number | undefined, emit: (e: OutEvent) => void) => {
    for (const key of [...open.keys()]) flushKey(key, sequence, emit)
  }

  const deltaKind: Record<string, { prefix: string, json: boolean }> = {
    'response.output_text.delta': { prefix: 'text', json: false },
    'response.refusal.delta': { prefix: 'refusal', json: false },
    'response.function_call_arguments.delta': { prefix: 'args', json: true }
  }
  const doneKind: Record<string, { prefix: string, field: string, json: boolean }> = {
    'response.output_text.done': { prefix: 'text', field: 'text', json: false },
    'response.refusal.done': { prefix: 'refusal', field: 'refusal', json: false },
    'response.function_call_arguments.done': { prefix: 'args', field: 'arguments', json: true }
  }
  const keyOf = (prefix: string, json: Obj) => prefix === 'args' ? `args:${json.output_index}` : `${prefix}:${json.output_index}:${json.content_index}`

  return {
    event (message, json, emit) {
      if (json === undefined || done) {
        emit(passThrough(message))
        return
      }
      const type: string = json.type ?? message.event
      const sequence = json.sequence_number
      if (typeof sequence === 'number') lastSequence = sequence
      const delta = deltaKind[type]
      if (delta !== undefined && typeof json.delta === 'string') {
        const key = keyOf(delta.prefix, json)
        let entry = open.get(key)
        if (entry === undefined) open.set(key, entry = { stream: restorer.stream(delta.json), deltaEvent: json })
        entry.deltaEvent = json
        const restored = entry.stream.push(json.delta)
        // Kept even when empty: the event count stays close to the upstream's.
        write(message, json, restored === json.delta ? undefined : { ...json, delta: restored }, emit)
        return
      }
      const finished = doneKind[type]
      if (finished !== undefined) {
        flushKey(keyOf(finished.prefix, json), sequence, emit)
        const value = json[finished.field]
        const restored = typeof value !== 'string' ? value : finished.json ? restorer.restoreJson(value) : restorer.restore(value)
        write(message, json, restored === value ? undefined : { ...json, [finished.field]: restored }, emit)
        return
      }
      let data: Obj | undefined
      if (json.response !== undefined) {
        // Lifecycle events (created, in_progress, completed, failed, incomplete) carry the whole response.
        if (type === 'response.completed' || type === 'response.failed' || type === 'response.incomplete') flushAll(sequence, emit)
        const restored = restoreResponsesObject(json.response, restorer)
        if (restored !== json.response) data = { ...json, response: restored }
      } else if (json.item !== undefined) {
        const restored = restoreResponsesItem(json.item, restorer)
        if (restored !== json.item) data = { ...json, item: restored }
      } else if (json.part !== undefined) {
        const restored = restoreResponsesPart(json.part, restorer)
        if (restored !== json.part) data = { ...json, part: restored }
      } else if (type === 'error') {
        flushAll(sequence, emit)
      }
      if (type === 'response.completed' || type === 'response.failed' || type === 'response.incomplete') done = true
      write(message, json, data, emit)
    },
    end (emit) {
      // Cut off by the upstream: the flushed deltas are numbered after the last event.
      if (!done) flushAll(lastSequence + 1, emit)
    }
  }
}

// --- generic ------------------------------------------------------------------------------------

function genericHandler (restorer: PlaceholderRestorer): Handler {
  return {
    event (message, json, emit) {
      if (json === undefined) {
        const data = restorer.restore(message.data)
        emit(data === message.data ? passThrough(message) : { event: message.event, id: message.id, data })
        return
      }
      const restored = restoreStrings(json, restorer)
      emit(restored === json ? passThrough(message) : { event: message.event, id: message.id, data: restored as Obj })
    },
    end () {}
  }
}

const handlers: Record<ApiKind, (restorer: PlaceholderRestorer) => Handler> = {
  'anthropic-messages': anthropicHandler,
  'openai-chat': chatHandler,
  'openai-responses': responsesHandler,
  generic: genericHandler
}

/**
 * Upstream SSE bytes in, restored SSE bytes out, event by event as they arrive. Comments and retry
 * fields are passed on; an event cut off by the end of the upstream is dropped (it was never complete).
 */
export function restoreEventStream (kind: ApiKind, restorer: PlaceholderRestorer): Transform {
  const handler = (handlers[kind] ?? genericHandler)(restorer)
  const decoder = new TextDecoder('utf-8')
  let out = ''
  const emit = (e: OutEvent) => { out += serialiseEvent(e) }
  const parser = createParser({
    onEvent: (message) => handler.event(message, parseJson(message.data), emit),
    onComment: (comment) => { out += `: ${comment}\n\n` },
    onRetry: (retry) => { out += `retry: ${retry}\n\n` }
  })
  const drain = (transform: Transform) => {
    if (out !== '') {
      transform.push(Buffer.from(out, 'utf8'))
      out = ''
    }
  }
  return new Transform({
    transform (chunk: Buffer, _encoding, callback) {
      try {
        parser.feed(decoder.decode(chunk, { stream: true }))
        drain(this)
        callback()
      } catch (err) {
        callback(err as Error)
      }
    },
    flush (callback) {
      try {
        parser.feed(decoder.decode())
        handler.end(emit)
        drain(this)
        callback()
      } catch (err) {
        callback(err as Error)
      }
    }
  })
}
