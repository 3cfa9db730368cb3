/**
 * `npm run bench:proxy`: what a privacy-guard proxy adds to a call, measured against calling the same
 * local upstream directly, in one run. Three processes: a node:http upstream, the real app with two
 * proxies (openai and anthropic, every detector, restore on), and this client sending one request at a
 * time over kept-alive connections.
 *   1. a 20 KB chat completion: added latency p50/p99 (the same body every time, so the block cache
 *      serves it, and new text every time, so every byte is scanned)
 *   2. a streamed answer: added time to its first byte
 *   3. the 20th turn of a conversation grown to 400 KB, built as Claude Code builds it (each turn adds the
 *      model's 10 KB answer as received and a new 10 KB user message): added latency with the block
 *      cache (turns 1–19 were sent before) and without it (a conversation the proxy never saw)
 */
import { fork, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { Pool } from 'undici'

const mode = process.argv[2] ?? 'main'

// ---------------------------------------------------------------------------------------------
// Upstream: answers chat completions as JSON or as a stream (first event at once, the rest 20 ms later)
// ---------------------------------------------------------------------------------------------
if (mode === 'upstream') {
  const json = JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: 'Noted, [EMAIL_1].' }, finish_reason: 'stop' }] })
  const chunk = (content: string) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (req.url === '/v1/messages') {
        // An assistant answer of 10 KB, different for every request (seeded by the request's size).
        const answer = JSON.stringify({ id: 'msg_1', type: 'message', role: 'assistant', model: 'm', content: [{ type: 'text', text: makeText(body.length, 10_000) }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } })
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) })
        res.end(answer)
        return
      }
      const stream = body.includes('"stream":true')
      if (!stream) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) })
        res.end(json)
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(chunk('Hello '))
      setTimeout(() => res.end(chunk('[EMAIL_1], done.') + 'data: [DONE]\n\n'), 20)
    })
  })
  server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port))
}

// ---------------------------------------------------------------------------------------------
// Proxy: the real app, proxies only
// ---------------------------------------------------------------------------------------------
if (mode === 'proxy') {
  const [upstreamPort, openaiPort, anthropicPort] = process.argv.slice(3).map(Number)
  process.env.LOG_DIR ??= (await import('node:os')).tmpdir() + '/pg-bench-proxy-logs'
  const { default: app, serverOptions } = await import('../app.ts')
  const { ConfigStore } = await import('../config/store.ts')
  const { configFile } = await import('../test/helper.ts')
  const upstream = `http://127.0.0.1:${upstreamPort}`
  const store = new ConfigStore(configFile({
    proxies: [
      { type: 'openai', port: openaiPort, upstream },
      { type: 'anthropic', port: anthropicPort, upstream }
    ]
  }))
  await store.load()
  const server = Fastify(serverOptions(false))
  // As server.ts: a detection worker pool, one thread per core (DETECTION_WORKERS=0 turns it off).
  const { defaultWorkerCount } = await import('../detectors/pool.ts')
  await server.register(fp(app), { configStore: store, detectionWorkers: defaultWorkerCount() })
  await server.ready()
  process.send?.('ready')
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => { server.close().then(() => process.exit(0), () => process.exit(1)) })
}

// ---------------------------------------------------------------------------------------------
// Client
// ---------------------------------------------------------------------------------------------

function child (args: string[]): Promise<{ process: ChildProcess, message: unknown }> {
  // BENCH_CPU_PROF=dir writes a CPU profile of the proxy process there.
  const profile = args[0] === 'proxy' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
  const proc = fork(import.meta.filename, args, { execArgv: ['--import', 'tsx', ...profile], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    proc.once('message', (message) => resolve({ process: proc, message }))
    proc.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)))
  })
}

async function freePort (): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Seeded prose with a personal value every few hundred characters. */
function makeText (seed: number, bytes: number): string {
  let a = seed >>> 0
  const random = () => {
    a = (a + 0x6D2B79F5) >>> 0
    let x = Math.imul(a ^ (a >>> 15), a | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  const words = ['the', 'invoice', 'customer', 'project', 'deadline', 'meeting', 'report', 'shipment', 'contract', 'please', 'review', 'attached', 'update', 'budget', 'quarter', 'team', 'schedule', 'approved', 'pending', 'request', 'server', 'deploy', 'function', 'returns', 'value', 'error', 'handler', 'config', 'database', 'query']
  const parts: string[] = []
  let length = 0
  let n = 0
  while (length < bytes) {
    let part: string
    if (n++ % 60 === 59) {
      const id = Math.floor(random() * 1e6)
      const kinds = [`mail user${id}@example-mail.org`, `call +49 171 ${String(1000000 + id).slice(0, 7)}`, 'IBAN DE89 3704 0044 0532 0130 00']
      part = kinds[Math.floor(random() * kinds.length)]
    } else {
      part = words[Math.floor(random() * words.length)]
    }
    parts.push(part)
    length += part.length + 1
  }
  return parts.join(' ') + '.'
}

interface Target { pool: Pool, path: string }

async function timeRequest (target: Target, body: string): Promise<number> {
  const started = performance.now()
  const res = await target.pool.request({ path: target.path, method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' }, body })
  await res.body.arrayBuffer()
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`)
  return performance.now() - started
}

async function askJson (target: Target, body: string): Promise<{ content: unknown }> {
  const res = await target.pool.request({ path: target.path, method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return await res.body.json() as { content: unknown }
}

async function timeFirstByte (target: Target, body: string): Promise<number> {
  const started = performance.now()
  const res = await target.pool.request({ path: target.path, method: 'POST', headers: { 'content-type': 'application/json' }, body })
  let first = 0
  for await (const chunk of res.body) {
    if (first === 0 && (chunk as Buffer).length > 0) first = performance.now() - started
  }
  return first
}

function percentile (values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p / 100 * sorted.length))]
}

const ms = (v: number) => v.toFixed(2).padStart(8)

/**
 * Direct and proxied requests are sent in pairs (the same body, one after the other), so "added" is
 * taken per pair (proxied minus direct) before the percentile: on a loaded machine the difference of
 * two separate medians is mostly noise.
 */
function row (label: string, direct: number[], proxied: number[]): void {
  const added = proxied.map((p, i) => p - direct[i])
  console.log(`${label.padEnd(58)} ${ms(percentile(direct, 50))} ${ms(percentile(proxied, 50))} ${ms(percentile(added, 50))} ${ms(percentile(direct, 99))} ${ms(percentile(proxied, 99))} ${ms(percentile(added, 99))}`)
}

if (mode === 'main') {
  const upstream = await child(['upstream'])
  const upstreamPort = upstream.message as number
  const [openaiPort, anthropicPort] = [await freePort(), await freePort()]
  const proxy = await child(['proxy', String(upstreamPort), String(openaiPort), String(anthropicPort)])
  const direct = new Pool(`http://127.0.0.1:${upstreamPort}`, { connections: 1 })
  const viaOpenai = new Pool(`http://127.0.0.1:${openaiPort}`, { connections: 1 })
  const viaAnthropic = new Pool(`http://127.0.0.1:${anthropicPort}`, { connections: 1 })
  const chat = (text: string, stream = false) => JSON.stringify({ model: 'gpt-4o-mini', stream, messages: [{ role: 'system', content: 'You are helpful.' }, { role: 'user', content: text }] })
  const directChat = { pool: direct, path: '/v1/chat/completions' }
  const proxyChat = { pool: viaOpenai, path: '/v1/chat/completions' }

  try {
    console.log('privacy-guard proxy overhead, one request at a time, every detector, restore on (ms)')
    console.log(`${''.padEnd(58)} ${'direct'.padStart(8)} ${'proxy'.padStart(8)} ${'added'.padStart(8)} ${'direct'.padStart(8)} ${'proxy'.padStart(8)} ${'added'.padStart(8)}`)
    console.log(`${''.padEnd(58)} ${'p50'.padStart(8)} ${'p50'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'p99'.padStart(8)} ${'p99'.padStart(8)}`)

    const only = process.env.BENCH_ONLY
    // 1. A 20 KB chat request.
    if (only === undefined || only === 'chat') {
      const same = chat(makeText(1, 20_000))
      for (let i = 0; i < 50; i++) { await timeRequest(directChat, same); await timeRequest(proxyChat, same) }
      const d1: number[] = []
      const p1: number[] = []
      for (let i = 0; i < 400; i++) { d1.push(await timeRequest(directChat, same)); p1.push(await timeRequest(proxyChat, same)) }
      row(`20 KB chat request, same body (block cache), n=${p1.length}`, d1, p1)
      const d2: number[] = []
      const p2: number[] = []
      for (let i = 0; i < 150; i++) {
        const body = chat(makeText(1000 + i, 20_000))
        d2.push(await timeRequest(directChat, body))
        p2.push(await timeRequest(proxyChat, body))
      }
      row(`20 KB chat request, new text each time (scanned), n=${p2.length}`, d2, p2)
    }

    // 2. Time to first byte of a streamed answer (a short request holding an e-mail: restore is active).
    if (only === undefined || only === 'stream') {
      const streamBody = chat('Please write to jane.doe@example.org about the meeting.', true)
      for (let i = 0; i < 50; i++) { await timeFirstByte(directChat, streamBody); await timeFirstByte(proxyChat, streamBody) }
      const d3: number[] = []
      const p3: number[] = []
      for (let i = 0; i < 200; i++) { d3.push(await timeFirstByte(directChat, streamBody)); p3.push(await timeFirstByte(proxyChat, streamBody)) }
      row(`streamed answer, time to first byte, n=${p3.length}`, d3, p3)
    }

    // 3. The 20th turn of a conversation grown to 400 KB (anthropic: Claude Code resends it all).
    if (only === undefined || only === 'turns') {
      const directMessages = { pool: direct, path: '/v1/messages' }
      const proxyMessages = { pool: viaAnthropic, path: '/v1/messages' }
      const conversation = (seed: number, turns: number) => {
        const messages: Array<{ role: string, content: unknown }> = []
        for (let turn = 0; turn < turns; turn++) {
          messages.push({ role: 'user', content: [{ type: 'text', text: makeText(seed * 100 + turn * 2, 10_000) }] })
          if (turn < turns - 1) messages.push({ role: 'assistant', content: [{ type: 'text', text: makeText(seed * 100 + turn * 2 + 1, 10_000) }] })
        }
        return messages
      }
      const messagesBody = (messages: unknown[]) => JSON.stringify({ model: 'claude-sonnet-4-5', max_tokens: 1024, system: 'You are Claude Code.', messages })
      const d4: number[] = []
      const p4: number[] = []
      const d5: number[] = []
      const p5: number[] = []
      let size = 0
      for (let k = 0; k < 20; k++) {
        // Claude Code's loop: each turn appends the model's answer (as received) and a new user message.
        const messages: Array<{ role: string, content: unknown }> = []
        for (let turn = 1; turn < 20; turn++) {
          messages.push({ role: 'user', content: [{ type: 'text', text: makeText(k * 100 + turn, 10_000) }] })
          const answer = await askJson(proxyMessages, messagesBody(messages))
          messages.push({ role: 'assistant', content: answer.content })
        }
        messages.push({ role: 'user', content: [{ type: 'text', text: makeText(k * 100 + 20, 10_000) }] })
        const last = messagesBody(messages)
        size = Buffer.byteLength(last)
        d4.push(await timeRequest(directMessages, last))
        p4.push(await timeRequest(proxyMessages, last))
        // A conversation the proxy never saw: every block scanned.
        const fresh = messagesBody(conversation(k + 500, 20))
        d5.push(await timeRequest(directMessages, fresh))
        p5.push(await timeRequest(proxyMessages, fresh))
      }
      row(`20th turn, ${Math.round(size / 1024)} KB, turns 1-19 sent before (block cache), n=${p4.length}`, d4, p4)
      row(`20th turn, ${Math.round(size / 1024)} KB, never seen (uncached), n=${p5.length}`, d5, p5)
    }
  } finally {
    await Promise.all([direct.close(), viaOpenai.close(), viaAnthropic.close()])
    proxy.process.kill('SIGTERM')
    upstream.process.kill('SIGTERM')
  }
}
