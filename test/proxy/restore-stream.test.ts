/**
 * restoreEventStream: SSE bytes cut at random points (inside placeholders, JSON escapes, multi-byte
 * characters and `data:` lines) come out restored, event by event, and reassemble to exactly the
 * non-chunked restore. Property tests with fast-check; the streams are built by the fake upstreams.
 */
import t from 'tap'
import fc from 'fast-check'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { PlaceholderRestorer, restoreEventStream, restoreJsonAnswer, type ApiKind } from '../../proxy/restore/index.ts'
import { restoreStrings } from '../../proxy/restore/json.ts'
import {
  anthropicEvents, chatChunks, responsesEvents, sseText, randomPieces, splitText,
  type AnthropicBlock, type SseEvent
} from './fake-upstreams.ts'

const mapping = {
  '[EMAIL_1]': 'a"b\\c@x.org',
  '[EMAIL_12]': 'line\nbreak@x.org',
  '[IP_ADDRESS_2]': '10.0.0.1',
  '[NAME_1]': 'Zoë 😀 Ünal'
}
const restorer = new PlaceholderRestorer(mapping)

const TOKENS = ['[EMAIL_1]', '[email_1]', 'EMAIL_1', '[EMAIL_12]', 'EMAIL_12', '[IP_ADDRESS_2]', 'IP_ADDRESS_2', '[EMAIL_9]',
  'EMAIL_', '[EMA', '[', ']', '_', ' ', ' ', '\n', '"', '\\', 'é', '😀', 'x', 'A', 'E', '1', '\u2028', '\t', '[NAME_1]', 'NAME_1é', 'ZZ_1', '\\u00e9']
const textArb = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((parts) => parts.join(''))
const inputArb = fc.record({ to: textArb, list: fc.array(textArb, { maxLength: 3 }), deep: fc.record({ note: textArb }) })

/** Runs bytes through the transform in the given pieces; the output as text. */
async function run (kind: ApiKind, pieces: readonly Buffer[], r = restorer): Promise<string> {
  const transform = restoreEventStream(kind, r)
  const out: Buffer[] = []
  transform.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve, reject) => { transform.on('end', resolve); transform.on('error', reject) })
  for (const piece of pieces) transform.write(piece)
  transform.end()
  await ended
  return Buffer.concat(out).toString('utf8')
}

/** Cuts bytes at the given offsets. */
function cutAt (bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b)
  const pieces: Buffer[] = []
  let last = 0
  for (const p of points) {
    pieces.push(bytes.subarray(last, p))
    last = p
  }
  pieces.push(bytes.subarray(last))
  return pieces
}

function parse (text: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (e) => events.push(e) })
  parser.feed(text)
  return events
}

/** Reassembles an Anthropic stream, checking block order; nothing may follow message_stop. */
function assembleAnthropic (events: EventSourceMessage[]) {
  const problems: string[] = []
  const blocks: Array<{ type: string, text: string, json: string, thinking: string, signature: string, stopped: boolean }> = []
  let stopped = false
  for (const e of events) {
    if (stopped) problems.push('an event after message_stop')
    const data = JSON.parse(e.data)
    if (e.event !== data.type) problems.push(`event name ${e.event} for ${data.type}`)
    if (data.type === 'content_block_start') blocks[data.index] = { type: data.content_block.type, text: data.content_block.text ?? '', json: '', thinking: '', signature: '', stopped: false }
    if (data.type === 'content_block_delta') {
      const block = blocks[data.index]
      if (block === undefined || block.stopped) problems.push(`delta outside its block ${data.index}`)
      else if (data.delta.type === 'text_delta') block.text += data.delta.text
      else if (data.delta.type === 'input_json_delta') block.json += data.delta.partial_json
      else if (data.delta.type === 'thinking_delta') block.thinking += data.delta.thinking
      else if (data.delta.type === 'signature_delta') block.signature += data.delta.signature
    }
    if (data.type === 'content_block_stop') blocks[data.index].stopped = true
    if (data.type === 'message_stop') stopped = true
  }
  return { blocks, stopped, problems }
}

t.test('anthropic: random texts and tool inputs, random deltas and random byte cuts', async (t) => {
  await fc.assert(fc.asyncProperty(textArb, inputArb, fc.integer({ min: 1, max: 1e9 }), fc.array(fc.nat(), { maxLength: 60 }), async (text, input, seed, cuts) => {
    const content: AnthropicBlock[] = [
      { type: 'thinking', thinking: `about ${text}`, signature: 'EqQBCkYIARgCKkD+/=' },
      { type: 'text', text },
      { type: 'tool_use', id: 'toolu_1', name: 'send', input }
    ]
    const bytes = Buffer.from(sseText(anthropicEvents({ content }, { seed, max: 6 })))
    const whole = await run('anthropic-messages', [bytes])
    const chunked = await run('anthropic-messages', cutAt(bytes, cuts))
    const a = assembleAnthropic(parse(chunked))
    const b = assembleAnthropic(parse(whole))
    if (!a.stopped || a.problems.length > 0 || b.problems.length > 0) return false
    if (a.blocks[1].text !== restorer.restore(text) || b.blocks[1].text !== a.blocks[1].text) return false
    if (JSON.stringify(JSON.parse(a.blocks[2].json)) !== JSON.stringify(restoreStrings(input, restorer))) return false
    // Thinking is signed: passed through unchanged.
    return a.blocks[0].thinking === `about ${text}` && a.blocks[0].signature === 'EqQBCkYIARgCKkD+/='
  }), { numRuns: 150 })
})

t.test('anthropic: tool input JSON with \\uXXXX escapes everywhere (ensure_ascii upstreams) restores like the parsed input', async (t) => {
  const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))
  await fc.assert(fc.asyncProperty(inputArb, fc.integer({ min: 1, max: 1e9 }), async (input, seed) => {
    const events: SseEvent[] = [
      { event: 'message_start', data: { type: 'message_start', message: { id: 'm', type: 'message', role: 'assistant', content: [], usage: {} } } },
      { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'tool_use', id: 't', name: 'f', input: {} } } },
      ...splitText(asciiJson(input), { seed, max: 5 }).map((partial) => ({ event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: partial } } })),
      { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
      { event: 'message_stop', data: { type: 'message_stop' } }
    ]
    const bytes = Buffer.from(sseText(events))
    const out = assembleAnthropic(parse(await run('anthropic-messages', randomPieces(bytes, seed, 9))))
    return JSON.stringify(JSON.parse(out.blocks[0].json)) === JSON.stringify(restoreStrings(input, restorer))
  }), { numRuns: 100 })
})

t.test('anthropic: a held tail is flushed as its own delta before content_block_stop; thinking and signature byte for byte', async (t) => {
  const events = anthropicEvents({ content: [{ type: 'thinking', thinking: 'x [EMAIL_1]', signature: 'sig/+=' }, { type: 'text', text: 'mail [EMAIL_' }] }, { size: 3 })
  const input = sseText(events)
  const out = await run('anthropic-messages', [Buffer.from(input)])
  const parsed = parse(out)
  const stop1 = parsed.findIndex((e) => e.event === 'content_block_stop' && JSON.parse(e.data).index === 1)
  t.same(JSON.parse(parsed[stop1 - 1].data), { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: '[EMAIL_' } }, 'the unfinished prefix is released as it is')
  for (const e of events.filter((e) => (e.data as any).delta?.type === 'thinking_delta' || (e.data as any).delta?.type === 'signature_delta')) {
    t.ok(out.includes(sseText([e])), 'thinking events unchanged byte for byte')
  }
  t.equal(parsed.at(-1)?.event, 'message_stop')
})

t.test('anthropic: event: error and ping pass through; a stream cut mid-way ends with the held text flushed', async (t) => {
  const error = sseText([{ event: 'error', data: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } }])
  const start = sseText(anthropicEvents({ content: [{ type: 'text', text: 'to [EMAIL_1] and [EMA' }] }, { size: 100 }).slice(0, 4))
  const out = await run('anthropic-messages', [Buffer.from(start + error)])
  t.ok(out.endsWith(error), 'the error event is the last and unchanged')
  t.match(out, 'to a\\"b\\\\c@x.org and ')
  t.match(out, '"text":"[EMA"', 'held text flushed before the error')
  t.match(out, 'event: ping')
  // Upstream cut inside an event: the held text is flushed, the incomplete event dropped.
  const cut = sseText(anthropicEvents({ content: [{ type: 'text', text: 'call [NAME_' }] }, { size: 100 }).slice(0, 4)) + 'event: content_block_delta\ndata: {"type":"content'
  const ended = parse(await run('anthropic-messages', [Buffer.from(cut)]))
  t.same(JSON.parse(ended.at(-1)!.data), { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '[NAME_' } })
})

t.test('anthropic: deltas without a content_block_start are restored too', async (t) => {
  const raw = sseText([
    { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'hi [NAME' } } },
    { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '_1]' } } },
    { event: 'content_block_delta', data: { type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{"a":"EMAIL_1"}' } } },
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 1 } }
  ])
  const deltas = parse(await run('anthropic-messages', [Buffer.from(raw)])).map((e) => JSON.parse(e.data).delta).filter(Boolean)
  t.equal(deltas.filter((d) => d.type === 'text_delta').map((d) => d.text).join(''), 'hi Zoë 😀 Ünal')
  t.same(JSON.parse(deltas.filter((d) => d.type === 'input_json_delta').map((d) => d.partial_json).join('')), { a: 'a"b\\c@x.org' })
})

t.test('anthropic: events after message_stop are passed, never a flushed delta', async (t) => {
  const events = anthropicEvents({ content: [{ type: 'text', text: 'hi EMAIL_1' }] }, { size: 100 })
  // A malformed upstream that forgets content_block_stop: the tail is flushed before message_stop.
  const withoutStop = events.filter((e) => e.event !== 'content_block_stop')
  const out = parse(await run('anthropic-messages', [Buffer.from(sseText(withoutStop))]))
  t.equal(out.at(-1)?.event, 'message_stop')
  t.equal(assembleAnthropic(out).blocks[0].text, 'hi a"b\\c@x.org')
})

t.test('anthropic: message_start and content_block_start texts restored; unknown deltas and non-JSON data pass', async (t) => {
  const text = sseText([
    { event: 'message_start', data: { type: 'message_start', message: { content: [{ type: 'text', text: '[NAME_1]' }] } } },
    { event: 'content_block_start', data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: 'Hi [NAME_1' } } },
    { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '] x' } } },
    { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'citations_delta', citation: { cited_text: 'EMAIL_1' } } } },
    { event: 'content_block_delta', data: { type: 'content_block_delta', index: 0, delta: { type: 'other_delta', text: '[EMAIL_1]' } } },
    { event: 'weird', data: 'not json [EMAIL_1]' },
    { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } }
  ])
  const out = parse(await run('anthropic-messages', [Buffer.from(text)]))
  t.equal(JSON.parse(out[0].data).message.content[0].text, 'Zoë 😀 Ünal')
  t.equal(JSON.parse(out[1].data).content_block.text, 'Hi ')
  t.equal(JSON.parse(out[2].data).delta.text, 'Zoë 😀 Ünal x')
  t.equal(JSON.parse(out[3].data).delta.citation.cited_text, 'a"b\\c@x.org')
  t.equal(JSON.parse(out[4].data).delta.text, '[EMAIL_1]', 'unknown delta types untouched')
  t.equal(out[5].data, 'not json [EMAIL_1]')
})

/** Reassembles a chat stream per choice and tool call; nothing may follow [DONE] or a choice's finish. */
function assembleChat (events: EventSourceMessage[]) {
  const problems: string[] = []
  const choices: Array<{ content: string, tools: string[], finished: boolean }> = []
  let done = false
  for (const e of events) {
    if (done) problems.push('an event after [DONE]')
    if (e.data === '[DONE]') { done = true; continue }
    const chunk = JSON.parse(e.data)
    for (const c of chunk.choices) {
      const choice = choices[c.index] ??= { content: '', tools: [], finished: false }
      if (choice.finished) problems.push(`choice ${c.index} continued after its finish_reason`)
      choice.content += c.delta.content ?? ''
      for (const tc of c.delta.tool_calls ?? []) choice.tools[tc.index] = (choice.tools[tc.index] ?? '') + (tc.function?.arguments ?? '')
      if (c.finish_reason) choice.finished = true
    }
  }
  return { choices, done, problems }
}

t.test('openai-chat: n = 2 interleaved choices with tool calls, random byte cuts', async (t) => {
  await fc.assert(fc.asyncProperty(textArb, textArb, inputArb, fc.integer({ min: 1, max: 1e9 }), fc.array(fc.nat(), { maxLength: 60 }), async (text0, text1, input, seed, cuts) => {
    const args = JSON.stringify(input)
    const bytes = Buffer.from(sseText(chatChunks({ choices: [{ content: text0 }, { content: text1, tool_calls: [{ id: 'a', name: 'f', arguments: args }, { id: 'b', name: 'g', arguments: '{"x":"EMAIL_1"}' }] }] }, { seed, max: 6 })))
    const a = assembleChat(parse(await run('openai-chat', cutAt(bytes, cuts))))
    if (!a.done || a.problems.length > 0 || !a.choices.every((c) => c.finished)) return false
    if (a.choices[0].content !== restorer.restore(text0) || a.choices[1].content !== restorer.restore(text1)) return false
    if (JSON.stringify(JSON.parse(a.choices[1].tools[0])) !== JSON.stringify(restoreStrings(input, restorer))) return false
    return a.choices[1].tools[1] === '{"x":"a\\"b\\\\c@x.org"}'
  }), { numRuns: 150 })
})

t.test('openai-chat: held tails go into a chunk of their own before the finish chunk, or before [DONE]', async (t) => {
  const chunks = chatChunks({ choices: [{ content: 'x [EMAIL_' }] }, { size: 100 })
  const out = parse(await run('openai-chat', [Buffer.from(sseText(chunks))]))
  const finish = out.findIndex((e) => e.data !== '[DONE]' && JSON.parse(e.data).choices[0]?.finish_reason)
  const flushed = JSON.parse(out[finish - 1].data)
  t.same(flushed.choices, [{ index: 0, delta: { content: '[EMAIL_' }, logprobs: null, finish_reason: null }])
  t.equal(flushed.id, 'chatcmpl-fake')
  t.equal(flushed.object, 'chat.completion.chunk')
  t.equal(out.at(-1)?.data, '[DONE]')
  // A choice without a finish chunk: flushed right before [DONE]; a finish chunk that carries content itself.
  const base = { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', usage: null }
  const raw = sseText([
    { data: { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: 'a EMAIL_' } }] } },
    { data: { ...base, choices: [{ index: 1, delta: { role: 'assistant', content: 'b [EMAIL_1' }, finish_reason: null }] } },
    { data: { ...base, choices: [{ index: 1, delta: { content: '] EMAIL_1' }, finish_reason: 'stop' }] } },
    { data: '[DONE]' }
  ])
  const events = parse(await run('openai-chat', [Buffer.from(raw)]))
  t.equal(JSON.parse(events[2].data).choices[0].delta.content, 'a"b\\c@x.org a"b\\c@x.org', 'the finish chunk carries its own restored tail')
  t.same(JSON.parse(events[3].data), { ...base, choices: [{ index: 0, delta: { content: 'EMAIL_' }, logprobs: null, finish_reason: null }] })
  t.equal(events[4].data, '[DONE]')
  t.equal(events.length, 5)
})

t.test('openai-chat: usage chunks, error chunks and a cut stream', async (t) => {
  const base = { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm' }
  const raw = sseText([
    { data: { ...base, choices: [{ index: 0, delta: { content: 'see [NAME_' } }] } },
    { data: { error: { message: 'upstream broke' } } }
  ])
  const out = parse(await run('openai-chat', [Buffer.from(raw)]))
  t.equal(JSON.parse(out[1].data).choices[0].delta.content, '[NAME_', 'flushed before the error')
  t.same(JSON.parse(out[2].data), { error: { message: 'upstream broke' } })
  const cut = parse(await run('openai-chat', [Buffer.from(sseText([{ data: { ...base, choices: [{ index: 0, delta: { content: 'hi NAME_1' } }] } }]))]))
  t.equal(cut.map((e) => JSON.parse(e.data).choices[0].delta.content).join(''), 'hi Zoë 😀 Ünal')
  const usage = sseText([{ data: { ...base, choices: [], usage: { total_tokens: 3 } } }, { data: '[DONE]' }])
  t.equal(await run('openai-chat', [Buffer.from(usage)]), usage, 'unchanged events are written back as received')
})

t.test('openai-responses: deltas, done events, output items and response.completed; sequence numbers strictly increasing', async (t) => {
  await fc.assert(fc.asyncProperty(textArb, inputArb, fc.integer({ min: 1, max: 1e9 }), fc.array(fc.nat(), { maxLength: 60 }), async (text, input, seed, cuts) => {
    const args = JSON.stringify(input)
    const answer = { instructions: 'Write to [EMAIL_1]', output: [{ type: 'message' as const, id: 'msg_1', text }, { type: 'function_call' as const, id: 'fc_1', call_id: 'call_1', name: 'f', arguments: args }] }
    const bytes = Buffer.from(sseText(responsesEvents(answer, { seed, max: 6 })))
    const events = parse(await run('openai-responses', cutAt(bytes, cuts)))
    let last = -1
    let deltas = ''
    let argDeltas = ''
    for (const e of events) {
      const data = JSON.parse(e.data)
      if (e.event !== data.type || data.sequence_number <= last) return false
      last = data.sequence_number
      if (data.type === 'response.output_text.delta') deltas += data.delta
      if (data.type === 'response.function_call_arguments.delta') argDeltas += data.delta
      if (data.type === 'response.output_text.done' && (data.text !== deltas || deltas !== restorer.restore(text))) return false
      if (data.type === 'response.function_call_arguments.done' && data.arguments !== argDeltas) return false
    }
    const completed = JSON.parse(events.at(-1)!.data)
    if (completed.type !== 'response.completed') return false
    const expected = restoreJsonAnswer('openai-responses', (responsesEvents(answer).at(-1)!.data as any).response, restorer)
    if (JSON.stringify(completed.response) !== JSON.stringify(expected)) return false
    return JSON.stringify(JSON.parse(argDeltas)) === JSON.stringify(restoreStrings(input, restorer)) && completed.response.instructions === 'Write to a"b\\c@x.org'
  }), { numRuns: 150 })
})

t.test('openai-responses: an inserted delta takes the next number and later events move up by one', async (t) => {
  const events = responsesEvents({ output: [{ type: 'message', id: 'm', text: 'x [EMAIL_' }] }, { size: 100 })
  const out = parse(await run('openai-responses', [Buffer.from(sseText(events))])).map((e) => JSON.parse(e.data))
  t.equal(out.length, events.length + 1)
  const doneAt = out.findIndex((e) => e.type === 'response.output_text.done')
  t.same(out[doneAt - 1], { type: 'response.output_text.delta', item_id: 'm', output_index: 0, content_index: 0, delta: '[EMAIL_', logprobs: [], sequence_number: doneAt - 1 })
  t.same(out.map((e) => e.sequence_number), out.map((_e, i) => i))
  // Cut off upstream: the held text is flushed after the last event, numbered after it.
  const cut = parse(await run('openai-responses', [Buffer.from(sseText(events.slice(0, 5)))])).map((e) => JSON.parse(e.data))
  t.same(cut.at(-1), { type: 'response.output_text.delta', item_id: 'm', output_index: 0, content_index: 0, delta: '[EMAIL_', logprobs: [], sequence_number: 5 })
})

t.test('generic: every string of every event, non-JSON data as text', async (t) => {
  const raw = sseText([{ event: 'x', id: '7', data: { a: ['[EMAIL_1]'] } }, { data: 'plain NAME_1' }, { data: 'untouched' }]) + ': comment\n\nretry: 1000\n\n'
  const out = await run('generic', [Buffer.from(raw)])
  t.equal(out, 'event: x\nid: 7\ndata: {"a":["a\\"b\\\\c@x.org"]}\n\ndata: plain Zoë 😀 Ünal\n\ndata: untouched\n\n: comment\n\nretry: 1000\n\n')
})

t.test('a restorer with no placeholders passes every event unchanged', async (t) => {
  const raw = sseText(anthropicEvents({ content: [{ type: 'text', text: '[EMAIL_1] é 😀' }] }, { size: 2 }))
  t.equal(await run('anthropic-messages', randomPieces(Buffer.from(raw), 5, 3), new PlaceholderRestorer({})), raw)
})

t.test('multi-byte characters cut at every byte position', async (t) => {
  const raw = Buffer.from(sseText(anthropicEvents({ content: [{ type: 'text', text: 'é😀 [NAME_1] ü' }] }, { size: 4 })))
  const expected = await run('anthropic-messages', [raw])
  for (let cut = 1; cut < raw.length; cut++) {
    const out = await run('anthropic-messages', [raw.subarray(0, cut), raw.subarray(cut)])
    if (out !== expected) t.fail(`cut at ${cut}`)
  }
  t.match(expected, 'Zoë 😀 Ünal')
})
