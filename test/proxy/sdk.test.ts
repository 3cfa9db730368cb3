/**
 * End to end with the official SDKs (@anthropic-ai/sdk, openai) as clients, baseURL set to the real
 * proxies of the real app, and a fake upstream that answers with the placeholders it received,
 * streams cut into random byte pieces. Two things are checked every time:
 * - the upstream received none of the planted values (e-mail, IBAN, phone, secret, name) anywhere;
 * - the SDK's final object is exactly (JSON-identical, key order included) what the same SDK builds
 *   when it talks to the same upstream directly and the upstream answers with the values in place.
 */
import t, { type Test } from 'tap'
import Anthropic from '@anthropic-ai/sdk'
import OpenAI from 'openai'
import {
  anthropicEvents, anthropicMessage, chatChunks, chatCompletion, responsesEvents, responsesResponse, sseText,
  startFakeUpstream, type AnthropicAnswer, type ChatAnswer, type RecordedRequest, type ResponsesAnswer
} from './fake-upstreams.ts'
import { buildWithProxies, freePort, until, useTempLogDir } from './proxy-app.ts'

useTempLogDir()

const VALUES = {
  name: 'Marta Kowalski',
  email: 'marta.kowalski@example.com',
  phone: '+44 20 7946 0958',
  iban: 'DE89 3704 0044 0532 0130 00',
  secret: 'ghp_R8x2kLmN4pQ7sT1vW9yZ3bC5dF6gH0jK2mX4'
}
type Key = keyof typeof VALUES
const KEYS = Object.keys(VALUES) as Key[]
const PROMPT = `My name is ${VALUES.name}. Mail me at ${VALUES.email} or call ${VALUES.phone}. My IBAN is ${VALUES.iban} and the deploy key is ${VALUES.secret} ok.`
const SIGNATURE = 'EqQBCkYIBRgCIkD3r+/sig/with+base64==\\u0000"'

/** The placeholder of every planted value, read from the masked prompt the upstream received. */
function placeholdersOf (body: string): Record<Key, string> | undefined {
  let pattern = PROMPT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const order: Key[] = []
  const positions = KEYS.map((k) => [k, PROMPT.indexOf(VALUES[k])] as const).sort((a, b) => b[1] - a[1])
  for (const [key] of positions) {
    const escaped = VALUES[key].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    pattern = pattern.replace(escaped, '(\\[[A-Z][A-Z0-9_]{0,40}_[0-9]{1,9}\\])')
    order.unshift(key)
  }
  const match = new RegExp(pattern).exec(body)
  if (match === null) return undefined
  return Object.fromEntries(order.map((k, i) => [k, match[i + 1]])) as Record<Key, string>
}

/** Every spelling of a planted value a JSON body could carry it in. */
function leaks (request: RecordedRequest): string[] {
  const body = request.body.toString('utf8')
  return KEYS.filter((k) => {
    const v = VALUES[k]
    return body.includes(v) || body.includes(JSON.stringify(v).slice(1, -1)) || body.includes(v.replace(/ /g, ''))
  })
}

type Form = 'bracket' | 'lower' | 'bare'
/** How an answer names a value: as the upstream saw it (a placeholder, in some form), or the value. */
type Namer = (key: Key, form?: Form) => string

const fromPlaceholders = (p: Record<Key, string>): Namer => (key, form = 'bracket') =>
  form === 'lower' ? p[key].toLowerCase() : form === 'bare' ? p[key].slice(1, -1) : p[key]
const fromValues: Namer = (key) => VALUES[key]

interface Scenario {
  /** The upstream's answer as a function of how it names the values; `seen` = placeholders of the first turn. */
  answer: (v: Namer, request: RecordedRequest, seen: Record<Key, string>) => { json: unknown } | { sse: ReturnType<typeof anthropicEvents> }
}

/**
 * One fake upstream, two proxies (anthropic, openai) of the real app in front of it. `mode` says how
 * the upstream answers: with the placeholders it received, or with the values (the baseline).
 */
async function setup (t: Test, chunkSeed = 7) {
  let mode: 'placeholders' | 'values' = 'placeholders'
  let seen: Record<Key, string> | undefined
  let scenario: Scenario | undefined
  const upstream = await startFakeUpstream({
    chunking: { seed: chunkSeed, maxPiece: 9 },
    respond: (request) => {
      if (scenario === undefined) return { status: 500, json: { error: 'no scenario' } }
      if (mode === 'placeholders') {
        const p = placeholdersOf(request.text)
        if (p === undefined) return { status: 500, json: { error: 'masked prompt not found' } }
        seen ??= p
        return scenario.answer(fromPlaceholders(p), request, seen)
      }
      return scenario.answer(fromValues, request, seen!)
    }
  })
  t.teardown(() => upstream.close())
  const [anthropicPort, openaiPort] = [await freePort(), await freePort()]
  const app = await buildWithProxies(t, [
    { type: 'anthropic', port: anthropicPort, upstream: upstream.url },
    { type: 'openai', port: openaiPort, upstream: upstream.url }
  ])
  await until(() => app.proxies.status().every((s) => s.state === 'listening'))
  const options = { apiKey: 'test', maxRetries: 0 }
  return {
    upstream,
    anthropic: new Anthropic({ ...options, baseURL: `http://127.0.0.1:${anthropicPort}` }),
    anthropicDirect: new Anthropic({ ...options, baseURL: upstream.url }),
    openai: new OpenAI({ ...options, baseURL: `http://127.0.0.1:${openaiPort}/v1` }),
    openaiDirect: new OpenAI({ ...options, baseURL: `${upstream.url}/v1` }),
    /** Runs `call` through the proxy, then directly with the values in place; returns both results. */
    async compare<T> (s: Scenario, proxied: () => Promise<T>, direct: () => Promise<T>): Promise<{ got: T, want: T, requests: RecordedRequest[] }> {
      scenario = s
      mode = 'placeholders'
      const from = upstream.requests.length
      const got = await proxied()
      const requests = upstream.requests.slice(from)
      mode = 'values'
      const want = await direct()
      mode = 'placeholders'
      return { got, want, requests }
    },
    get seen () { return seen! }
  }
}

/** Exactly equal, key order included. */
function sameJson (t: Test, got: unknown, want: unknown, message: string) {
  t.equal(JSON.stringify(got, null, 1), JSON.stringify(want, null, 1), message)
}

function checkNoLeak (t: Test, requests: RecordedRequest[]) {
  t.ok(requests.length > 0, 'the upstream was called')
  for (const r of requests) t.same(leaks(r), [], `${r.method} ${r.url}: no planted value reached the upstream`)
}

// --- Anthropic --------------------------------------------------------------------------------

function anthropicAnswer (v: Namer, seen: Record<Key, string>): AnthropicAnswer {
  return {
    content: [
      // Thinking is signed and only ever holds what the model saw: placeholders, in both runs.
      { type: 'thinking', thinking: `The user ${seen.name} wants a mail to ${seen.email}.`, signature: SIGNATURE },
      { type: 'text', text: `Hello ${v('name')}! I will write to ${v('email', 'lower')} and call ${v('phone', 'bare')}, IBAN ${v('iban')}, [EMAIL_99] stays.` },
      { type: 'tool_use', id: 'toolu_01', name: 'send_mail', input: { to: v('email'), cc: [v('phone')], details: { iban: v('iban', 'bare'), note: `key "${v('secret')}"\n– ${v('name', 'lower')}` } } }
    ]
  }
}

const messageParams = {
  model: 'claude-test-model',
  max_tokens: 1024,
  system: `You help ${VALUES.name}.`,
  messages: [{ role: 'user' as const, content: PROMPT }]
}

t.test('anthropic: messages.create (JSON) through the proxy equals the answer with the values in place', async (t) => {
  const s = await setup(t)
  const scenario: Scenario = { answer: (v, _r, seen) => ({ json: anthropicMessage(anthropicAnswer(v, seen)) }) }
  const { got, want, requests } = await s.compare(scenario, () => s.anthropic.messages.create(messageParams), () => s.anthropicDirect.messages.create(messageParams))
  checkNoLeak(t, requests)
  sameJson(t, got, want, 'the restored message')
  t.equal((got.content[1] as Anthropic.TextBlock).text, `Hello ${VALUES.name}! I will write to ${VALUES.email} and call ${VALUES.phone}, IBAN ${VALUES.iban}, [EMAIL_99] stays.`)
  t.match((got.content[0] as Anthropic.ThinkingBlock).thinking, /\[NAME_\d+\]/, 'thinking keeps its placeholders')
})

for (const seed of [3, 4, 5]) {
  t.test(`anthropic: messages.stream().finalMessage(), tool input from input_json_delta, thinking signature byte for byte, next turn (seed ${seed})`, async (t) => {
    const s = await setup(t, seed)
    const scenario: Scenario = { answer: (v, _r, seen) => ({ sse: anthropicEvents(anthropicAnswer(v, seen), { seed, max: 6 }) }) }
    const { got, want, requests } = await s.compare(scenario,
      () => s.anthropic.messages.stream(messageParams).finalMessage(),
      () => s.anthropicDirect.messages.stream(messageParams).finalMessage())
    checkNoLeak(t, requests)
    sameJson(t, got, want, 'the final message')
    const tool = got.content[2] as Anthropic.ToolUseBlock
    t.same(tool.input, { to: VALUES.email, cc: [VALUES.phone], details: { iban: VALUES.iban, note: `key "${VALUES.secret}"\n– ${VALUES.name}` } }, 'parsed tool input')
    const thinking = got.content[0] as Anthropic.ThinkingBlock
    t.equal(thinking.signature, SIGNATURE)
    t.equal(thinking.thinking, `The user ${s.seen.name} wants a mail to ${s.seen.email}.`)

    // Next turn: the whole answer goes back; the thinking block must reach the upstream byte for byte,
    // and the conversation's values get the same placeholders again.
    const next = {
      ...messageParams,
      messages: [
        ...messageParams.messages,
        { role: 'assistant' as const, content: got.content.map((b) => b.type === 'thinking' ? { type: 'thinking' as const, thinking: b.thinking, signature: b.signature } : b) as Anthropic.ContentBlockParam[] },
        { role: 'user' as const, content: [{ type: 'tool_result' as const, tool_use_id: 'toolu_01', content: `sent to ${VALUES.email}` }] }
      ]
    }
    const second = await s.compare(scenario, () => s.anthropic.messages.stream(next).finalMessage(), () => s.anthropicDirect.messages.stream(next).finalMessage())
    checkNoLeak(t, second.requests)
    sameJson(t, second.got, second.want, 'the second turn')
    const sent = second.requests[0]
    const thinkingSent = sent.json.messages[1].content[0]
    t.same(thinkingSent, { type: 'thinking', thinking: thinking.thinking, signature: SIGNATURE }, 'thinking block forwarded unchanged')
    t.ok(sent.text.includes(JSON.stringify(SIGNATURE)), 'the signature bytes are in the forwarded body')
    t.same(placeholdersOf(sent.text), s.seen, 'the same placeholders on the second turn')
  })
}

t.test('anthropic: messages.countTokens is masked', async (t) => {
  const s = await setup(t)
  const scenario: Scenario = { answer: () => ({ json: { input_tokens: 42 } }) }
  const params = { model: 'claude-test-model', system: `You help ${VALUES.name}.`, messages: [{ role: 'user' as const, content: PROMPT }] }
  const { got, want, requests } = await s.compare(scenario, () => s.anthropic.messages.countTokens(params), () => s.anthropicDirect.messages.countTokens(params))
  checkNoLeak(t, requests)
  t.equal(requests[0].url, '/v1/messages/count_tokens')
  sameJson(t, got, want, 'count_tokens answer')
})

// --- OpenAI Chat Completions ------------------------------------------------------------------

function chatAnswer (v: Namer, n: number): ChatAnswer {
  const choices: ChatAnswer['choices'] = [
    { content: `Dear ${v('name')}, your IBAN ${v('iban', 'lower')} and phone ${v('phone', 'bare')}.` },
    { content: `I will mail ${v('email')}.`, tool_calls: [{ id: 'call_1', name: 'send_mail', arguments: JSON.stringify({ to: v('email'), note: `key "${v('secret')}" for ${v('name', 'bare')}` }) }, { id: 'call_2', name: 'call', arguments: JSON.stringify({ phone: v('phone') }) }] }
  ]
  return { choices: choices.slice(0, n) }
}

const chatParams = (n: number) => ({
  model: 'gpt-4o-mini',
  n,
  messages: [{ role: 'system' as const, content: `You help ${VALUES.name}.` }, { role: 'user' as const, content: PROMPT }]
})

t.test('openai: chat.completions.create (JSON) with tool calls', async (t) => {
  const s = await setup(t)
  const scenario: Scenario = { answer: (v) => ({ json: chatCompletion(chatAnswer(v, 2)) }) }
  const { got, want, requests } = await s.compare(scenario, () => s.openai.chat.completions.create(chatParams(2)), () => s.openaiDirect.chat.completions.create(chatParams(2)))
  checkNoLeak(t, requests)
  sameJson(t, got, want, 'the restored completion')
  t.same(JSON.parse(got.choices[1].message.tool_calls![0].type === 'function' ? (got.choices[1].message.tool_calls![0] as any).function.arguments : '{}'),
    { to: VALUES.email, note: `key "${VALUES.secret}" for ${VALUES.name}` }, 'arguments parse, values in place')
})

for (const seed of [11, 12, 13]) {
  t.test(`openai: chat.completions.stream().finalChatCompletion(), n = 2 interleaved, tool call arguments (seed ${seed})`, async (t) => {
    const s = await setup(t, seed)
    const scenario: Scenario = { answer: (v) => ({ sse: chatChunks(chatAnswer(v, 2), { seed, max: 5 }) }) }
    const { got, want, requests } = await s.compare(scenario,
      () => s.openai.chat.completions.stream(chatParams(2)).finalChatCompletion(),
      () => s.openaiDirect.chat.completions.stream(chatParams(2)).finalChatCompletion())
    checkNoLeak(t, requests)
    sameJson(t, got, want, 'the final chat completion')
    t.equal(got.choices[0].message.content, `Dear ${VALUES.name}, your IBAN ${VALUES.iban} and phone ${VALUES.phone}.`)
    t.same(JSON.parse((got.choices[1].message.tool_calls![1] as any).function.arguments), { phone: VALUES.phone })
  })
}

// --- OpenAI Responses -------------------------------------------------------------------------

function responsesAnswer (v: Namer, request: RecordedRequest): ResponsesAnswer {
  return {
    instructions: request.json?.instructions ?? null,
    output: [
      { type: 'message', id: 'msg_1', text: `Hello ${v('name')}, mail goes to ${v('email', 'lower')}; IBAN ${v('iban', 'bare')}.` },
      { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'send_mail', arguments: JSON.stringify({ to: v('email'), key: `"${v('secret')}"`, phone: v('phone') }) }
    ]
  }
}

const responsesParams = { model: 'gpt-4o-mini', instructions: `You help ${VALUES.name} (${VALUES.email}).`, input: PROMPT }

t.test('openai: responses.create (JSON) with output items and echoed instructions', async (t) => {
  const s = await setup(t)
  const scenario: Scenario = { answer: (v, request) => ({ json: responsesResponse(responsesAnswer(v, request)) }) }
  const { got, want, requests } = await s.compare(scenario, () => s.openai.responses.create(responsesParams), () => s.openaiDirect.responses.create(responsesParams))
  checkNoLeak(t, requests)
  sameJson(t, got, want, 'the restored response')
  t.equal(got.instructions, responsesParams.instructions)
  t.equal(got.output_text, `Hello ${VALUES.name}, mail goes to ${VALUES.email}; IBAN ${VALUES.iban}.`)
})

for (const seed of [5, 6]) {
  t.test(`openai: responses.stream().finalResponse() (seed ${seed})`, async (t) => {
    const s = await setup(t, seed)
    const scenario: Scenario = { answer: (v, request) => ({ sse: responsesEvents(responsesAnswer(v, request), { seed, max: 4 }) }) }
    const events: number[] = []
    const { got, want, requests } = await s.compare(scenario,
      async () => {
        const stream = s.openai.responses.stream(responsesParams)
        stream.on('event', (e) => events.push(e.sequence_number))
        return await stream.finalResponse()
      },
      () => s.openaiDirect.responses.stream(responsesParams).finalResponse())
    checkNoLeak(t, requests)
    sameJson(t, got, want, 'the final response')
    t.ok(events.every((n, i) => i === 0 || n > events[i - 1]), 'sequence numbers strictly increasing')
    const call = got.output[1] as OpenAI.Responses.ResponseFunctionToolCall
    t.same(JSON.parse(call.arguments), { to: VALUES.email, key: `"${VALUES.secret}"`, phone: VALUES.phone })
  })
}

// --- A stream the upstream cuts off ---------------------------------------------------------------

t.test('a stream cut by the upstream mid-way: the held text is flushed and the client stream ends cleanly', async (t) => {
  const s = await setup(t)
  s.upstream.respond = (request) => {
    const v = fromPlaceholders(placeholdersOf(request.text)!)
    const sse = sseText(anthropicEvents({ content: [{ type: 'text', text: `Write to ${v('email')} and ${v('name', 'bare')}` }] }, { size: 1000 }))
    // The upstream dies inside the content_block_stop event, after a text ending in a bare placeholder.
    return { sse, endEarlyAfter: Buffer.byteLength(sse.slice(0, sse.indexOf('event: content_block_stop') + 12)) }
  }
  const res = await fetch(`${s.anthropic.baseURL}/v1/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'test' },
    body: JSON.stringify({ ...messageParams, stream: true })
  })
  t.equal(res.status, 200)
  const body = await res.text()
  const deltas = [...body.matchAll(/"text_delta","text":"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join('')
  t.equal(deltas, `Write to ${VALUES.email} and ${VALUES.name}`, 'the held bare placeholder was flushed, restored')
  t.notMatch(body, 'content_block_stop', 'the cut event is not forwarded half')
  checkNoLeak(t, s.upstream.requests)
})
