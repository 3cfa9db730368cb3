/**
 * Masking per proxy type, with one scan context per request: every field the issue lists is masked,
 * numbering runs across the whole request by first appearance, thinking blocks and every other field
 * pass byte for byte, and the upstream receives none of the planted values.
 */
import t from 'tap'
import { anthropicMessage, chatCompletion, responsesResponse, startFakeUpstream, type Responder } from './fake-upstreams.ts'
import { buildWithProxies, freePort, useTempLogDir } from './proxy-app.ts'

useTempLogDir()

const EMAIL = 'jane.doe@example.org'
const EMAIL2 = 'ops-team@corp-mail.de'
const EMAIL3 = 'new.person@mailbox.org'
const IBAN = 'DE89 3704 0044 0532 0130 00'
const PHONE = '+49 171 1234567'
const PLANTED = [EMAIL, EMAIL2, EMAIL3, IBAN, PHONE]
const DETECTORS = ['EMAIL', 'IBAN', 'PHONE']

/** The JSON with every planted value replaced by its expected placeholder. */
function replaced (value: unknown, pairs: Array<[string, string]>): unknown {
  let text = JSON.stringify(value)
  for (const [from, to] of pairs) text = text.split(from).join(to)
  return JSON.parse(text)
}

async function setup (t: { teardown: (fn: () => unknown) => void }, type: string, respond: Responder, guard: Record<string, unknown> = {}) {
  const upstream = await startFakeUpstream({ respond })
  t.teardown(() => upstream.close())
  const port = await freePort()
  const app = await buildWithProxies(t, [{ type, port, upstream: upstream.url, privacy_guard: { detectors: DETECTORS, ...guard } }])
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })
    return { status: res.status, text: await res.text() }
  }
  return { upstream, port, app, post }
}

function assertNoPlanted (t: { notOk: (v: unknown, m: string) => void }, raw: Buffer): void {
  for (const value of PLANTED) t.notOk(raw.includes(value), `the upstream's raw bytes hold no ${value.slice(0, 6)}…`)
}

const thinking = { type: 'thinking', thinking: 'The user [EMAIL_1] asked about \u00e9t\u00e9 \ud83d\ude00 and "quotes"\n', signature: 'EqQBCkYIBxgCKkAabc/+==' }
const redacted = { type: 'redacted_thinking', data: 'EmwKAhgBEgyRedactedOpaque==' }

function anthropicBody () {
  return {
    model: 'claude-sonnet-4-5',
    max_tokens: 1024,
    system: [{ type: 'text', text: `Escalations go to ${EMAIL2}.`, cache_control: { type: 'ephemeral' } }],
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: `My IBAN is ${IBAN}, mail ${EMAIL}` },
          { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUg==' } },
          { type: 'document', source: { type: 'text', media_type: 'text/plain', data: `Contract of ${EMAIL}, phone ${PHONE}` }, title: 'contract.txt' },
          { type: 'document', source: { type: 'base64', media_type: 'application/pdf', data: 'JVBERi0xLjQK' } }
        ]
      },
      {
        role: 'assistant',
        content: [
          thinking,
          redacted,
          { type: 'text', text: `I will write to ${EMAIL}` },
          { type: 'tool_use', id: 'toolu_1', name: 'send_mail', input: { to: EMAIL, cc: [EMAIL2], nested: { deep: { iban: IBAN, n: 3, ok: true, none: null } } } }
        ]
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'text', text: `sent to ${EMAIL}` }] },
          { type: 'tool_result', tool_use_id: 'toolu_2', content: `call back ${PHONE}`, is_error: false },
          { type: 'text', text: 'thanks', cache_control: { type: 'ephemeral', ttl: '5m' } }
        ]
      }
    ],
    tools: [{ name: 'send_mail', description: 'Sends mail', input_schema: { type: 'object' } }],
    metadata: { user_id: 'u-123' }
  }
}

const anthropicPairs: Array<[string, string]> = [[EMAIL2, '[EMAIL_1]'], [IBAN, '[IBAN_1]'], [EMAIL, '[EMAIL_2]'], [PHONE, '[PHONE_1]']]

t.test('anthropic: system, every role, text, tool_use input at any depth, tool_result, text documents; the rest untouched', async (t) => {
  const { upstream, post } = await setup(t, 'anthropic', (r) => ({
    json: anthropicMessage({ content: [{ type: 'text', text: `Done: ${r.json.messages[0].content[0].text}` }, { type: 'tool_use', id: 'toolu_9', name: 'send_mail', input: { to: '[EMAIL_2]', list: ['[email_1]', 'IBAN_1'] } }] })
  }))
  const body = anthropicBody()
  const res = await post('/v1/messages', body)
  t.equal(res.status, 200)
  const got = upstream.last()
  assertNoPlanted(t, got.body)
  t.strictSame(got.json, replaced(body, anthropicPairs), 'exactly the listed fields masked, numbered by first appearance')
  t.strictSame(got.json.messages[1].content[0], thinking, 'thinking block unchanged')
  t.strictSame(got.json.messages[1].content[1], redacted, 'redacted_thinking block unchanged')
  t.ok(got.text.includes(JSON.stringify(thinking)), 'thinking block byte for byte in the forwarded body')
  t.ok(got.text.includes(JSON.stringify(redacted)), 'redacted_thinking block byte for byte')
  // The answer comes back with the values in place.
  const answer = JSON.parse(res.text)
  t.equal(answer.content[0].text, `Done: My IBAN is ${IBAN}, mail ${EMAIL}`)
  t.strictSame(answer.content[1].input, { to: EMAIL, list: [EMAIL2, IBAN] })
})

t.test('anthropic: count_tokens is masked the same way', async (t) => {
  const { upstream, post } = await setup(t, 'claude-code', () => ({ json: { input_tokens: 42 } }))
  const body = anthropicBody()
  const res = await post('/v1/messages/count_tokens', body)
  t.strictSame(JSON.parse(res.text), { input_tokens: 42 })
  t.equal(upstream.last().url, '/v1/messages/count_tokens')
  assertNoPlanted(t, upstream.last().body)
  t.strictSame(upstream.last().json, replaced(body, anthropicPairs))
})

t.test('a placeholder never collides with one the client typed; only sent placeholders are restored', async (t) => {
  const { upstream, post } = await setup(t, 'anthropic', (r) => ({ json: anthropicMessage({ content: [{ type: 'text', text: `${r.json.messages[0].content} [EMAIL_9]` }] }) }))
  const res = await post('/v1/messages', { messages: [{ role: 'user', content: `[EMAIL_1] is how I write ${EMAIL}` }] })
  t.equal(upstream.last().json.messages[0].content, '[EMAIL_1] is how I write [EMAIL_2]')
  t.equal(JSON.parse(res.text).content[0].text, `[EMAIL_1] is how I write ${EMAIL} [EMAIL_9]`)
})

t.test('the same conversation prefix is masked byte-identically on every turn; the block cache serves the history', async (t) => {
  const { upstream, post, app } = await setup(t, 'anthropic', (r) => ({
    // The model answers with the placeholder it saw.
    json: anthropicMessage({ content: [{ type: 'text', text: `Noted ${r.json.messages.at(-1).content.match(/\[EMAIL_\d+\]/)?.[0]} and ${PHONE.length}` }] })
  }))
  const history: Array<{ role: string, content: string }> = [
    { role: 'user', content: `Please remember ${EMAIL} and ${PHONE}. ` + 'Some long context. '.repeat(20) }
  ]
  const turn1 = await post('/v1/messages', { model: 'm', max_tokens: 5, messages: history })
  const sent1 = upstream.last().text
  const answer1 = JSON.parse(turn1.text).content[0].text
  t.equal(answer1, `Noted ${EMAIL} and ${PHONE.length}`, 'restored for the client')
  history.push({ role: 'assistant', content: answer1 }, { role: 'user', content: `Also ${EMAIL3}, not ${EMAIL}` })

  const metrics = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body
  const hits = (text: string) => Number(/privacy_guard_proxy_block_cache_total\{result="hit"\} (\d+)/.exec(text)?.[1] ?? 0)
  const hitsBefore = hits(await metrics())
  await post('/v1/messages', { model: 'm', max_tokens: 5, messages: history })
  const sent2 = upstream.last().text
  assertNoPlanted(t, upstream.last().body)
  const prefix = sent1.slice(0, -2) // without the closing `]}`
  t.ok(sent2.startsWith(prefix + ','), 'turn 2 starts with turn 1\'s bytes')
  t.strictSame(upstream.last().json.messages.slice(1), [
    { role: 'assistant', content: 'Noted [EMAIL_1] and 15' },
    { role: 'user', content: 'Also [EMAIL_2], not [EMAIL_1]' }
  ], 'the earlier value keeps its placeholder, the new one gets the next number')
  t.ok(hits(await metrics()) > hitsBefore, 'the first message came from the block cache')
})

t.test('openai chat completions: every role, content parts, tool_call arguments as JSON, tool results', async (t) => {
  const { upstream, post } = await setup(t, 'openai', (r) => ({
    json: chatCompletion({ choices: [{ content: `ok ${r.json.messages[1].content[0].text}`, tool_calls: [{ id: 'call_9', name: 'lookup', arguments: '{"email":"[EMAIL_2]"}' }] }] })
  }))
  const body = {
    model: 'gpt-4o-mini',
    messages: [
      { role: 'system', content: `Escalate to ${EMAIL2}` },
      { role: 'user', content: [{ type: 'text', text: `I am ${EMAIL}` }, { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } }] },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: JSON.stringify({ email: EMAIL, note: `call ${PHONE}`, n: 1 }) } }] },
      { role: 'tool', tool_call_id: 'call_1', content: `found ${IBAN}` },
      { role: 'assistant', content: '', tool_calls: [{ id: 'call_2', type: 'function', function: { name: 'raw', arguments: `not json ${EMAIL}` } }] },
      { role: 'developer', content: [{ type: 'text', text: `dev note ${PHONE}` }] }
    ],
    stream: false
  }
  const res = await post('/v1/chat/completions', body)
  const got = upstream.last()
  assertNoPlanted(t, got.body)
  const expected = replaced(body, [[EMAIL2, '[EMAIL_1]'], [EMAIL, '[EMAIL_2]'], [PHONE, '[PHONE_1]'], [IBAN, '[IBAN_1]']]) as typeof body
  t.strictSame(got.json, expected)
  t.strictSame(JSON.parse(got.json.messages[2].tool_calls[0].function.arguments), { email: '[EMAIL_2]', note: 'call [PHONE_1]', n: 1 }, 'arguments stay valid JSON')
  t.equal(got.json.messages[4].tool_calls[0].function.arguments, 'not json [EMAIL_2]', 'arguments that are not JSON are masked as text')
  const answer = JSON.parse(res.text)
  t.equal(answer.choices[0].message.content, `ok I am ${EMAIL}`)
  t.strictSame(JSON.parse(answer.choices[0].message.tool_calls[0].function.arguments), { email: EMAIL })
})

t.test('openai responses: instructions, input string or items, function calls and outputs; reasoning untouched', async (t) => {
  const { upstream, post } = await setup(t, 'openai', (r) => ({
    json: responsesResponse({ instructions: r.json.instructions, output: [{ type: 'message', id: 'msg_1', text: `Hello ${r.json.instructions}` }] })
  }))
  const reasoning = { type: 'reasoning', id: 'rs_1', summary: [{ type: 'summary_text', text: 'about [EMAIL_1]' }], encrypted_content: 'gAAAAB' }
  const body = {
    model: 'gpt-4.1',
    instructions: `Contact ${EMAIL2}`,
    input: [
      { role: 'user', content: [{ type: 'input_text', text: `I am ${EMAIL}` }, { type: 'input_image', image_url: 'data:image/png;base64,iVBO' }] },
      reasoning,
      { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: `Hi ${EMAIL}` }] },
      { type: 'function_call', call_id: 'c1', name: 'pay', arguments: JSON.stringify({ iban: IBAN }) },
      { type: 'function_call_output', call_id: 'c1', output: `paid from ${IBAN}, SMS to ${PHONE}` },
      { role: 'user', content: `short ${EMAIL}` },
      { type: 'mcp_call', id: 'mcp_1', server_label: 's', name: 'lookup', arguments: JSON.stringify({ q: PHONE }), output: `found ${EMAIL2}` },
      { type: 'file_search_call', id: 'fs_1', status: 'completed', queries: ['q'], results: [{ file_id: 'file_1', filename: 'a.txt', score: 0.9, text: `IBAN ${IBAN}` }] }
    ]
  }
  const res = await post('/v1/responses', body)
  const got = upstream.last()
  assertNoPlanted(t, got.body)
  t.strictSame(got.json, replaced(body, [[EMAIL2, '[EMAIL_1]'], [EMAIL, '[EMAIL_2]'], [IBAN, '[IBAN_1]'], [PHONE, '[PHONE_1]']]))
  t.strictSame(got.json.input[1], reasoning)
  const answer = JSON.parse(res.text)
  t.equal(answer.instructions, `Contact ${EMAIL2}`, 'the echoed instructions are restored')
  t.equal(answer.output[0].content[0].text, `Hello Contact ${EMAIL2}`)

  await post('/v1/responses', { model: 'gpt-4.1', input: `plain ${EMAIL}` })
  t.equal(upstream.last().json.input, 'plain [EMAIL_1]')
  const bad = await post('/v1/responses', { input: 5 })
  t.equal(bad.status, 400)
  t.equal(bad.text, 'input must be a string or an array\n')
  const badChat = await post('/v1/chat/completions', { messages: { role: 'user' } })
  t.equal(badChat.status, 400)
  t.equal(badChat.text, 'messages must be an array\n')
})

t.test('generic: every string of a JSON body, or the whole body as text; binary bodies untouched', async (t) => {
  const { upstream, port } = await setup(t, 'generic', (r) => ({ body: `echo ${r.text}`, headers: { 'content-type': 'text/plain; charset=utf-8' } }))
  const send = async (body: string | Buffer, contentType: string, method = 'POST') => {
    const res = await fetch(`http://127.0.0.1:${port}/any/path?q=1`, { method, headers: { 'content-type': contentType }, body })
    return await res.text()
  }
  const json = { a: EMAIL, b: [1, { c: `tel ${PHONE}` }], [EMAIL]: 'keys are not masked', d: null }
  const echoed = await send(JSON.stringify(json), 'application/json')
  t.strictSame(upstream.last().json, { a: '[EMAIL_1]', b: [1, { c: 'tel [PHONE_1]' }], [EMAIL]: 'keys are not masked', d: null })
  t.equal(echoed, `echo ${JSON.stringify(json)}`, 'a text answer is restored')
  await send(`mail ${EMAIL} or ${IBAN}`, 'text/plain')
  t.equal(upstream.last().text, 'mail [EMAIL_1] or [IBAN_1]')
  await send(JSON.stringify(`${EMAIL}`), 'application/json')
  t.equal(upstream.last().text, '"[EMAIL_1]"', 'a JSON string body')
  await send('{"broken": "' + EMAIL, 'application/json')
  t.equal(upstream.last().text, '{"broken": "[EMAIL_1]', 'JSON that does not parse is masked as text')
  const binary = Buffer.from([0xff, 0xfe, 0x00, ...Buffer.from(EMAIL)])
  await send(binary, 'application/octet-stream')
  t.strictSame(upstream.last().body, binary, 'a declared binary body passes unchanged')
  const res = await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', headers: { 'content-type': 'text/plain; charset=latin1' }, body: Buffer.from('M\xfcller ' + EMAIL, 'latin1') })
  t.equal(res.status, 415, 'text that is not UTF-8 is refused, never forwarded unmasked')
})

t.test('dry_run: scan and count, forward the original bytes, restore nothing', async (t) => {
  const { upstream, post, app, port } = await setup(t, 'anthropic', () => ({ json: anthropicMessage({ content: [{ type: 'text', text: 'answer with [EMAIL_1]' }] }) }), { dry_run: true })
  const raw = `{"messages":  [ {"role":"user","content":"mail ${EMAIL} and ${EMAIL2}"} ],"model":"m"}`
  const res = await post('/v1/messages', raw)
  t.equal(upstream.last().text, raw, 'the original bytes were forwarded')
  t.equal(JSON.parse(res.text).content[0].text, 'answer with [EMAIL_1]', 'nothing restored')
  const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body
  t.match(metrics, new RegExp(`privacy_guard_pii_findings_total\\{source="proxy",port="${port}"\\} 2`))
  const log = await app.proxies.accessLog(port)
  t.match(log.at(-1), /POST \/v1\/messages 200 .* findings=2 EMAIL:2 dry_run$/)
})

t.test('anthropic: message batches, content documents, search results; openai: embeddings and legacy completions', async (t) => {
  const a = await setup(t, 'anthropic', () => ({ json: { id: 'msgbatch_1', type: 'message_batch' } }))
  const batch = {
    requests: [
      { custom_id: 'r1', params: { model: 'm', max_tokens: 5, messages: [{ role: 'user', content: `one ${EMAIL}` }] } },
      {
        custom_id: 'r2',
        params: {
          model: 'm',
          max_tokens: 5,
          system: `two ${EMAIL2}`,
          messages: [{
            role: 'user',
            content: [
              { type: 'document', source: { type: 'content', content: [{ type: 'text', text: `doc ${EMAIL}` }, { type: 'image', source: { type: 'url', url: 'https://x.test/a.png' } }] }, context: `ctx ${PHONE}` },
              { type: 'search_result', source: 'https://x.test', title: `about ${EMAIL2}`, content: [{ type: 'text', text: `found ${IBAN}` }] },
              { type: 'mcp_tool_use', id: 'mcptoolu_1', name: 'q', server_name: 's', input: { q: EMAIL } }
            ]
          }]
        }
      }
    ]
  }
  await a.post('/v1/messages/batches', batch)
  assertNoPlanted(t, a.upstream.last().body)
  t.strictSame(a.upstream.last().json, replaced(batch, [[EMAIL, '[EMAIL_1]'], [EMAIL2, '[EMAIL_2]'], [PHONE, '[PHONE_1]'], [IBAN, '[IBAN_1]']]), 'numbered across the whole batch')
  const badBatch = await a.post('/v1/messages/batches', { requests: [{ custom_id: 'x' }] })
  t.equal(badBatch.text, 'requests[0].params must be an object\n')

  const o = await setup(t, 'openai', () => ({ json: { object: 'list', data: [] } }))
  await o.post('/v1/embeddings', { model: 'e', input: [`a ${EMAIL}`, `b ${PHONE}`] })
  t.strictSame(o.upstream.last().json.input, ['a [EMAIL_1]', 'b [PHONE_1]'])
  await o.post('/v1/embeddings', { model: 'e', input: [[1, 2, 3]] })
  t.strictSame(o.upstream.last().json.input, [[1, 2, 3]], 'token arrays unchanged')
  await o.post('/v1/completions', { model: 'c', prompt: `say hi to ${EMAIL}` })
  t.equal(o.upstream.last().json.prompt, 'say hi to [EMAIL_1]')
  const models = await fetch(`http://127.0.0.1:${o.port}/v1/models`)
  t.equal(models.status, 200)
  t.equal(o.upstream.last().method, 'GET')
})

t.test('hostile nesting: a body too deep to re-serialise is refused with 400, never forwarded', async (t) => {
  const { upstream, post } = await setup(t, 'generic', () => ({ json: { ok: true } }))
  const deep = '['.repeat(20_000) + JSON.stringify(EMAIL) + ']'.repeat(20_000)
  const res = await post('/x', deep)
  t.equal(res.status, 400)
  t.equal(res.text, 'body nested too deeply\n')
  t.equal(upstream.requests.length, 0)
  const fine = '['.repeat(500) + JSON.stringify(EMAIL) + ']'.repeat(500)
  t.equal((await post('/x', fine)).status, 200)
  t.equal(upstream.last().text, '['.repeat(500) + '"[EMAIL_1]"' + ']'.repeat(500))
})

t.test('hostile breadth: more than 250,000 strings in one body is refused with 413 before any scan', async (t) => {
  const { upstream, post } = await setup(t, 'generic', () => ({ json: { ok: true } }))
  const started = Date.now()
  const res = await post('/x', JSON.stringify(Array.from({ length: 250_001 }, (_, i) => String(i % 10))))
  t.equal(res.status, 413)
  t.equal(res.text, 'too many strings in the body\n')
  t.equal(upstream.requests.length, 0)
  t.comment(`refused in ${Date.now() - started} ms`)
  // Repeated short strings are scanned once per request.
  t.equal((await post('/x', JSON.stringify(Array.from({ length: 20_000 }, () => `to ${EMAIL}`)))).status, 200)
  t.equal(upstream.last().json[19_999], 'to [EMAIL_1]')
})

t.test('an answer is scanned into the block cache after it is sent, so the next turn finds it there', async (t) => {
  const { anthropicEvents, chatChunks } = await import('./fake-upstreams.ts')
  const answerText = `Here is the summary you asked for, with the contact [EMAIL_1] kept in it. ${'More words. '.repeat(10)}`
  for (const [type, path, stream] of [['anthropic', '/v1/messages', false], ['anthropic', '/v1/messages', true], ['openai', '/v1/chat/completions', true]] as const) {
    let calls = 0
    const { post, app } = await setup(t, type, () => ++calls > 1
      ? (type === 'anthropic' ? { json: anthropicMessage({ content: [{ type: 'text', text: 'ok' }] }) } : { json: { choices: [] } })
      : type === 'anthropic'
        ? (stream ? { sse: anthropicEvents({ content: [{ type: 'text', text: answerText }, { type: 'tool_use', id: 't1', name: 'f', input: { note: 'long enough note for [EMAIL_1] to be cached here' } }] }), chunking: { seed: 3, maxPiece: 50 } } : { json: anthropicMessage({ content: [{ type: 'text', text: answerText }] }) })
        : { sse: chatChunks({ choices: [{ content: answerText }] }) })
    const counts = async () => {
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body
      const count = (result: string) => Number(new RegExp(`privacy_guard_proxy_block_cache_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0)
      return { hit: count('hit'), miss: count('miss') }
    }
    const first = { role: 'user', content: `Summarise the thread with ${EMAIL}, please, in detail.` }
    const res = await post(path, { model: 'm', max_tokens: 5, stream, messages: [first] })
    const restored = answerText.replace('[EMAIL_1]', EMAIL)
    t.equal(res.status, 200)
    if (!stream) t.ok(res.text.includes(restored), 'restored')
    await new Promise((resolve) => setTimeout(resolve, 50)) // the scan runs after the answer
    const before = await counts()
    const assistant = type === 'anthropic'
      ? { role: 'assistant', content: [{ type: 'text', text: restored }, ...(stream ? [{ type: 'tool_use', id: 't1', name: 'f', input: { note: `long enough note for ${EMAIL} to be cached here` } }] : [])] }
      : { role: 'assistant', content: restored }
    await post(path, { model: 'm', max_tokens: 5, messages: [first, assistant, { role: 'user', content: 'thanks' }] })
    const after = await counts()
    t.equal(after.miss - before.miss, 0, `${type} ${stream ? 'stream' : 'json'}: nothing of turn 2 had to be scanned`)
    t.equal(after.hit - before.hit, type === 'anthropic' && stream ? 3 : 2, 'the first message and the answer came from the cache')
  }
})

t.test('detectors: the proxy\'s own, else default_detectors; whitelist: default_whitelist plus the proxy\'s', async (t) => {
  const upstream = await startFakeUpstream({ respond: () => ({ json: anthropicMessage({ content: [{ type: 'text', text: 'ok' }] }) }) })
  t.teardown(() => upstream.close())
  const [a, b] = [await freePort(), await freePort()]
  await buildWithProxies(t, [
    { type: 'anthropic', port: a, upstream: upstream.url },
    { type: 'anthropic', port: b, upstream: upstream.url, privacy_guard: { detectors: ['phone', 'EMAIL'], whitelist: ['mailbox.org'] } }
  ], { default_detectors: ['EMAIL'], default_whitelist: ['corp-mail.de'] })
  const text = `${EMAIL}, ${EMAIL2}, ${EMAIL3}, ${PHONE}`
  const send = async (port: number) => {
    await (await fetch(`http://127.0.0.1:${port}/v1/messages`, { method: 'POST', body: JSON.stringify({ messages: [{ role: 'user', content: text }] }) })).arrayBuffer()
    return upstream.last().json.messages[0].content
  }
  t.equal(await send(a), `[EMAIL_1], ${EMAIL2}, [EMAIL_2], ${PHONE}`, 'default detectors (EMAIL) and default whitelist')
  t.equal(await send(b), `[EMAIL_1], ${EMAIL2}, ${EMAIL3}, [PHONE_1]`, 'its own detectors, both whitelists')
})
