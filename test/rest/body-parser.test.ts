/**
 * The REST body parser (routes/scan.ts) on a real port: strict UTF-8, a leading byte-order mark,
 * and the nesting limit of 64, including bodies with many brackets that are not nested.
 */
import t from 'tap'
import { build } from '../helper.ts'

t.test('UTF-8, byte-order mark and nesting depth', async (t) => {
  const app = await build(t)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const post = async (body: string | Buffer) => {
    const res = await fetch(url + '/anonymize', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    return { status: res.status, body: await res.text() }
  }
  const nested = (depth: number) => '{"text":"a@b.de","x":' + '['.repeat(depth) + ']'.repeat(depth) + '}'

  t.same(await post(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"text":"mail a@b.de"}')])), { status: 200, body: '{"anonymised_text":"mail [EMAIL_1]"}' }, 'a leading BOM is skipped')
  t.same(await post(Buffer.from('{"text":"\xc3\xa9 a@b.de"}', 'latin1')), { status: 200, body: '{"anonymised_text":"é [EMAIL_1]"}' }, 'multi-byte UTF-8')
  for (const bytes of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82]]) {
    const body = Buffer.concat([Buffer.from('{"text":"'), Buffer.from(bytes), Buffer.from('"}')])
    t.same(await post(body), { status: 400, body: 'invalid JSON\n' }, `invalid UTF-8 ${Buffer.from(bytes).toString('hex')}`)
  }
  // The object holding the array counts as one level: 63 nested arrays inside it are 64 levels.
  t.equal((await post(nested(63))).status, 200, '64 levels')
  t.same(await post(nested(64)), { status: 400, body: 'invalid JSON\n' }, '65 levels')
  // Many brackets, little nesting: in strings and side by side.
  const flat = JSON.stringify({ text: '[{'.repeat(500) + ' a@b.de', x: Array.from({ length: 300 }, () => [{}]) })
  t.same(await post(flat), { status: 200, body: JSON.stringify({ anonymised_text: '[{'.repeat(500) + ' [EMAIL_1]' }) }, 'brackets in strings and siblings')
  t.same(await post('{"text":"\\"[[[[", "x":' + '['.repeat(70) + ']'.repeat(70) + '}'), { status: 400, body: 'invalid JSON\n' }, 'an escaped quote does not hide nesting')
})
