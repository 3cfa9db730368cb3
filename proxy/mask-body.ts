/**
 * Which strings of a request body are masked, per API. Each walker registers the strings in request
 * order with a MaskContext, which scans and numbers them in one pass; everything it does not register
 * (images, base64 documents, thinking blocks, cache_control, tool definitions …) is left as it is.
 */
import type { ProxyType } from './settings.ts'
import type { MaskContext } from './mask-context.ts'

import type { ApiKind } from './restore/index.ts'

/** The API of a request, as the restore module knows them. */
export type { ApiKind }

/** What to do with a request: which walker masks its body and which kind its answer is restored as. */
export interface Route {
  kind: ApiKind
  /** Registers the strings of the parsed body (`box.value`, which a generic body may replace whole). */
  mask: (box: { value: unknown }, ctx: MaskContext) => void
  /** The body must be JSON (an API endpoint); false for generic proxies, which also mask plain text. */
  json: boolean
}

/** A body that cannot be parsed for its API: 400 with this short reason, never forwarded. */
export class BadBodyError extends Error {}

type Json = Record<string, unknown>
type Holder = Json | unknown[]

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

/** Registers `holder[key]` when it is a string. */
function addString (ctx: MaskContext, holder: Holder, key: string | number): void {
  const value = (holder as Json)[key]
  if (typeof value === 'string') ctx.add(value, (masked) => { (holder as Json)[key] = masked })
}

/** Every string value under `holder[key]`, at any depth, in document order (keys are not masked). */
function addDeep (ctx: MaskContext, holder: Holder, key: string | number, onChange?: () => void): void {
  // An explicit stack: a hostile body nested 100,000 deep must not overflow the call stack.
  const stack: Array<[Holder, string | number]> = [[holder, key]]
  while (stack.length > 0) {
    const [parent, k] = stack.pop() as [Holder, string | number]
    const value = (parent as Json)[k]
    if (typeof value === 'string') {
      ctx.add(value, (masked) => { (parent as Json)[k] = masked; onChange?.() })
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value, i])
    } else if (isObject(value)) {
      const keys = Object.keys(value)
      for (let i = keys.length - 1; i >= 0; i--) stack.push([value, keys[i]])
    }
  }
}

/**
 * A string that holds JSON (tool-call arguments): its strings are masked and it is re-serialised when
 * one changed; a string that is not JSON is masked as text.
 */
function addJsonText (ctx: MaskContext, holder: Holder, key: string | number): void {
  const text = (holder as Json)[key]
  if (typeof text !== 'string') return
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    addString(ctx, holder, key)
    return
  }
  const box = { value: parsed }
  let changed = false
  addDeep(ctx, box, 'value', () => { changed = true })
  ctx.after(() => { if (changed) (holder as Json)[key] = JSON.stringify(box.value) })
}

// ---------------------------------------------------------------------------------------------
// Anthropic Messages
// ---------------------------------------------------------------------------------------------

function anthropicBlocks (ctx: MaskContext, blocks: unknown[]): void {
  for (const block of blocks) {
    if (!isObject(block)) continue
    switch (block.type) {
      case 'text':
        addString(ctx, block, 'text')
        break
      case 'tool_use':
      case 'server_tool_use':
      case 'mcp_tool_use':
        addDeep(ctx, block, 'input')
        break
      case 'tool_result':
      case 'mcp_tool_result':
        if (typeof block.content === 'string') addString(ctx, block, 'content')
        else if (Array.isArray(block.content)) anthropicBlocks(ctx, block.content)
        break
      case 'document': {
        addString(ctx, block, 'title')
        addString(ctx, block, 'context')
        const source = block.source
        if (isObject(source) && source.type === 'text') addString(ctx, source, 'data')
        else if (isObject(source) && source.type === 'content') {
          if (typeof source.content === 'string') addString(ctx, source, 'content')
          else if (Array.isArray(source.content)) anthropicBlocks(ctx, source.content)
        }
        break
      }
      case 'search_result':
        addString(ctx, block, 'title')
        if (Array.isArray(block.content)) anthropicBlocks(ctx, block.content)
        break
      // thinking and redacted_thinking are signed: never touched. Images, base64 and file documents,
      // and unknown block types pass unchanged.
    }
  }
}

function anthropicMessages (body: Json, ctx: MaskContext): void {
  if (typeof body.system === 'string') addString(ctx, body, 'system')
  else if (Array.isArray(body.system)) anthropicBlocks(ctx, body.system)
  else if (body.system !== undefined && body.system !== null) throw new BadBodyError('system must be a string or an array of blocks')
  if (!Array.isArray(body.messages)) throw new BadBodyError('messages must be an array')
  body.messages.forEach((message, i) => {
    if (!isObject(message)) throw new BadBodyError(`messages[${i}] must be an object`)
    if (typeof message.content === 'string') addString(ctx, message, 'content')
    else if (Array.isArray(message.content)) anthropicBlocks(ctx, message.content)
    else throw new BadBodyError(`messages[${i}].content must be a string or an array`)
  })
}

function maskAnthropic (body: unknown, ctx: MaskContext): void {
  anthropicMessages(objectBody(body), ctx)
}

/** Message Batches: every request's params, numbered across the whole batch. */
function maskAnthropicBatch (body: unknown, ctx: MaskContext): void {
  const object = objectBody(body)
  if (!Array.isArray(object.requests)) throw new BadBodyError('requests must be an array')
  object.requests.forEach((request, i) => {
    if (!isObject(request) || !isObject(request.params)) throw new BadBodyError(`requests[${i}].params must be an object`)
    anthropicMessages(request.params, ctx)
  })
}

// ---------------------------------------------------------------------------------------------
// OpenAI Chat Completions and Responses
// ---------------------------------------------------------------------------------------------

/** Text parts (`text`, `input_text`, `output_text`) and refusals; images, audio and files unchanged. */
function openaiParts (ctx: MaskContext, parts: unknown[]): void {
  for (const part of parts) {
    if (!isObject(part)) continue
    if (part.type === 'text' || part.type === 'input_text' || part.type === 'output_text') addString(ctx, part, 'text')
    else if (part.type === 'refusal') addString(ctx, part, 'refusal')
  }
}

function openaiContent (ctx: MaskContext, holder: Json, key: string, where: string): void {
  const content = holder[key]
  if (typeof content === 'string') addString(ctx, holder, key)
  else if (Array.isArray(content)) openaiParts(ctx, content)
  else if (content !== undefined && content !== null) throw new BadBodyError(`${where} must be a string or an array`)
}

function maskOpenaiChat (body: unknown, ctx: MaskContext): void {
  const object = objectBody(body)
  if (!Array.isArray(object.messages)) throw new BadBodyError('messages must be an array')
  object.messages.forEach((message, i) => {
    if (!isObject(message)) throw new BadBodyError(`messages[${i}] must be an object`)
    openaiContent(ctx, message, 'content', `messages[${i}].content`)
    if (Array.isArray(message.tool_calls)) {
      for (const call of message.tool_calls) {
        if (isObject(call) && isObject(call.function)) addJsonText(ctx, call.function, 'arguments')
        else if (isObject(call) && isObject(call.custom)) addString(ctx, call.custom, 'input')
      }
    }
    // The deprecated single function call.
    if (isObject(message.function_call)) addJsonText(ctx, message.function_call, 'arguments')
  })
}

function responsesItems (ctx: MaskContext, items: unknown[]): void {
  items.forEach((item, i) => {
    if (!isObject(item)) throw new BadBodyError(`input[${i}] must be an object`)
    const type = item.type ?? (item.role !== undefined ? 'message' : undefined)
    switch (type) {
      case 'message':
        openaiContent(ctx, item, 'content', `input[${i}].content`)
        break
      case 'function_call':
        addJsonText(ctx, item, 'arguments')
        break
      case 'function_call_output':
      case 'custom_tool_call_output':
        openaiContent(ctx, item, 'output', `input[${i}].output`)
        break
      case 'custom_tool_call':
        addString(ctx, item, 'input')
        break
      case 'mcp_call':
        addJsonText(ctx, item, 'arguments')
        addString(ctx, item, 'output')
        break
      case 'local_shell_call_output':
        addString(ctx, item, 'output')
        break
      case 'file_search_call':
        // Results the client sends back hold the text of the files found.
        if (Array.isArray(item.results)) for (const result of item.results) if (isObject(result)) addString(ctx, result, 'text')
        break
      // reasoning items (model-written, over masked text), item references, files and images pass unchanged.
    }
  })
}

function maskOpenaiResponses (body: unknown, ctx: MaskContext): void {
  const object = objectBody(body)
  if (typeof object.instructions === 'string') addString(ctx, object, 'instructions')
  else if (Array.isArray(object.instructions)) responsesItems(ctx, object.instructions)
  else if (object.instructions !== undefined && object.instructions !== null) throw new BadBodyError('instructions must be a string')
  if (typeof object.input === 'string') addString(ctx, object, 'input')
  else if (Array.isArray(object.input)) responsesItems(ctx, object.input)
  else if (object.input !== undefined && object.input !== null) throw new BadBodyError('input must be a string or an array')
}

/** Embeddings `input` and legacy completions `prompt`: a string or a list of strings (token arrays unchanged). */
function maskField (field: string): (body: unknown, ctx: MaskContext) => void {
  return (body, ctx) => {
    const object = objectBody(body)
    const value = object[field]
    if (typeof value === 'string') addString(ctx, object, field)
    else if (Array.isArray(value)) value.forEach((_, i) => addString(ctx, value, i))
  }
}

// ---------------------------------------------------------------------------------------------
// Generic
// ---------------------------------------------------------------------------------------------

/** Every string of a JSON body, at any depth; a text body is one string (the handler decides which). */
function maskGeneric (box: { value: unknown }, ctx: MaskContext): void {
  addDeep(ctx, box, 'value')
}

/** A walker of the parsed body as the route's `mask`. */
const onBody = (walk: (body: unknown, ctx: MaskContext) => void) => (box: { value: unknown }, ctx: MaskContext) => walk(box.value, ctx)

function objectBody (body: unknown): Json {
  if (!isObject(body)) throw new BadBodyError('body must be a JSON object')
  return body
}

const anthropicRoute: Route = { kind: 'anthropic-messages', mask: onBody(maskAnthropic), json: true }

/**
 * The route of a request: which walker masks it and how its answer is restored. Undefined means
 * "forward untouched" (GET /v1/models, file uploads …). Paths are matched by their end, so that a
 * client's base path (an Azure deployment, a gateway prefix) does not matter.
 */
export function routeFor (type: ProxyType, method: string, path: string): Route | undefined {
  if (type === 'generic') return { kind: 'generic', mask: maskGeneric, json: false }
  if (method !== 'POST') return undefined
  if (type === 'anthropic') {
    if (path.endsWith('/v1/messages') || path.endsWith('/v1/messages/count_tokens')) return anthropicRoute
    if (path.endsWith('/v1/messages/batches')) return { kind: 'anthropic-messages', mask: onBody(maskAnthropicBatch), json: true }
    return undefined
  }
  if (path.endsWith('/chat/completions')) return { kind: 'openai-chat', mask: onBody(maskOpenaiChat), json: true }
  if (path.endsWith('/responses') || path.endsWith('/responses/input_tokens')) return { kind: 'openai-responses', mask: onBody(maskOpenaiResponses), json: true }
  if (path.endsWith('/embeddings')) return { kind: 'generic', mask: onBody(maskField('input')), json: true }
  if (path.endsWith('/completions')) return { kind: 'generic', mask: onBody(maskField('prompt')), json: true }
  return undefined
}
