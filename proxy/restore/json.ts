/**
 * Restoring parsed JSON answers. Every helper returns its input unchanged (the same reference) when
 * nothing was restored, so a caller can tell whether an event needs re-serialising.
 */
import type { PlaceholderRestorer } from './placeholders.ts'

export type ApiKind = 'anthropic-messages' | 'openai-chat' | 'openai-responses' | 'generic'

type Obj = Record<string, unknown>

const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every string at any depth, object keys included. */
export function restoreStrings (value: unknown, restorer: PlaceholderRestorer): unknown {
  if (typeof value === 'string') return restorer.restore(value)
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item, i) => {
      const restored = restoreStrings(item, restorer)
      if (restored !== item) (copy ??= value.slice())[i] = restored
    })
    return copy ?? value
  }
  if (isObject(value)) {
    let changed = false
    const copy: Obj = {}
    for (const [key, item] of Object.entries(value)) {
      const restoredKey = restorer.restore(key)
      const restored = restoreStrings(item, restorer)
      if (restoredKey !== key || restored !== item) changed = true
      copy[restoredKey] = restored
    }
    return changed ? copy : value
  }
  return value
}

/** A copy of `obj` with `key` set, or `obj` itself when the value did not change. */
function withField (obj: Obj, key: string, restore: (value: unknown) => unknown): Obj {
  if (!(key in obj)) return obj
  const value = obj[key]
  const restored = restore(value)
  return restored === value ? obj : { ...obj, [key]: restored }
}

function mapArray (value: unknown, restore: (item: unknown) => unknown): unknown {
  if (!Array.isArray(value)) return value
  let copy: unknown[] | undefined
  value.forEach((item, i) => {
    const restored = restore(item)
    if (restored !== item) (copy ??= value.slice())[i] = restored
  })
  return copy ?? value
}

const text = (restorer: PlaceholderRestorer) => (value: unknown) => typeof value === 'string' ? restorer.restore(value) : value
const jsonSource = (restorer: PlaceholderRestorer) => (value: unknown) => typeof value === 'string' ? restorer.restoreJson(value) : value

// --- Anthropic Messages -------------------------------------------------------------------------

/** One content block: text (and its citations' cited_text), tool inputs; thinking is signed: untouched. */
export function restoreAnthropicBlock (block: unknown, restorer: PlaceholderRestorer): unknown {
  if (!isObject(block)) return block
  switch (block.type) {
    case 'text': {
      const restored = withField(block, 'text', text(restorer))
      return withField(restored, 'citations', (citations) => mapArray(citations, (c) => isObject(c) ? withField(c, 'cited_text', text(restorer)) : c))
    }
    case 'tool_use':
    case 'server_tool_use':
      return withField(block, 'input', (input) => restoreStrings(input, restorer))
    default:
      return block
  }
}

function restoreAnthropicMessage (body: Obj, restorer: PlaceholderRestorer): Obj {
  return withField(body, 'content', (content) => mapArray(content, (block) => restoreAnthropicBlock(block, restorer)))
}

// --- OpenAI Chat Completions --------------------------------------------------------------------

function restoreChatMessage (message: unknown, restorer: PlaceholderRestorer): unknown {
  if (!isObject(message)) return message
  let m = withField(message, 'content', (content) => typeof content === 'string'
    ? restorer.restore(content)
    : mapArray(content, (part) => isObject(part) ? withField(part, 'text', text(restorer)) : part))
  m = withField(m, 'refusal', text(restorer))
  m = withField(m, 'tool_calls', (calls) => mapArray(calls, (call) => isObject(call)
    ? withField(call, 'function', (fn) => isObject(fn) ? withField(fn, 'arguments', jsonSource(restorer)) : fn)
    : call))
  m = withField(m, 'function_call', (fn) => isObject(fn) ? withField(fn, 'arguments', jsonSource(restorer)) : fn)
  return m
}

function restoreChatCompletion (body: Obj, restorer: PlaceholderRestorer): Obj {
  return withField(body, 'choices', (choices) => mapArray(choices, (choice) => {
    if (!isObject(choice)) return choice
    // `text`: legacy completions served on the same proxy.
    return withField(withField(choice, 'message', (m) => restoreChatMessage(m, restorer)), 'text', text(restorer))
  }))
}

// --- OpenAI Responses ---------------------------------------------------------------------------

/** One content part of a message item (output_text, refusal). */
export function restoreResponsesPart (part: unknown, restorer: PlaceholderRestorer): unknown {
  if (!isObject(part)) return part
  if (part.type === 'output_text' || part.type === 'input_text' || part.type === 'text') return withField(part, 'text', text(restorer))
  if (part.type === 'refusal') return withField(part, 'refusal', text(restorer))
  return part
}

/** One output item: message texts, function_call arguments (JSON), custom tool input; reasoning untouched. */
export function restoreResponsesItem (item: unknown, restorer: PlaceholderRestorer): unknown {
  if (!isObject(item)) return item
  switch (item.type) {
    case 'message':
      return withField(item, 'content', (content) => typeof content === 'string'
        ? restorer.restore(content)
        : mapArray(content, (part) => restoreResponsesPart(part, restorer)))
    case 'function_call':
      return withField(item, 'arguments', jsonSource(restorer))
    case 'custom_tool_call':
      return withField(item, 'input', text(restorer))
    default:
      return item
  }
}

/** A Responses API response object (JSON answer, or the `response` of lifecycle events). */
export function restoreResponsesObject (body: unknown, restorer: PlaceholderRestorer): unknown {
  if (!isObject(body)) return body
  let r = withField(body, 'output', (output) => mapArray(output, (item) => restoreResponsesItem(item, restorer)))
  r = withField(r, 'output_text', text(restorer))
  // `instructions` is echoed as sent: a string or a list of input items.
  r = withField(r, 'instructions', (instructions) => restoreStrings(instructions, restorer))
  return r
}

/** Restores a parsed JSON answer of that kind; returns `body` itself when nothing changed. */
export function restoreJsonAnswer (kind: ApiKind, body: unknown, restorer: PlaceholderRestorer): unknown {
  if (restorer.size === 0) return body
  switch (kind) {
    case 'anthropic-messages':
      return isObject(body) ? restoreAnthropicMessage(body, restorer) : body
    case 'openai-chat':
      return isObject(body) ? restoreChatCompletion(body, restorer) : body
    case 'openai-responses':
      return restoreResponsesObject(body, restorer)
    default:
      return restoreStrings(body, restorer)
  }
}
