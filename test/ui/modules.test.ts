/** The console's plain modules: password hashing, the login throttle, the log ring, form parsing. */
import t from 'tap'
import { createHash } from 'node:crypto'
import { hashFingerprint, hashPassword, passwordProblem, randomPassword, verifyPassword } from '../../console/password.ts'
import { LoginThrottle, throttleKey } from '../../console/login-throttle.ts'
import { LogRing, teeDestination } from '../../console/log-ring.ts'
import { corsOrigins, FormError, listenHost, upstreamUrl } from '../../console/forms.ts'
import { highlightPieces, shortDescription } from '../../console/view-model.ts'

t.test('scrypt hashes: salted, verified, and only sane parameters are accepted', async (t) => {
  const a = await hashPassword('correct horse battery')
  const b = await hashPassword('correct horse battery')
  t.not(a, b, 'a new salt every time')
  t.same(await verifyPassword('correct horse battery', a), { ok: true, upgrade: false })
  t.same(await verifyPassword('correct horse batterY', a), { ok: false, upgrade: false })

  const [, , r, p, salt, hash] = a.split('$')
  for (const forged of [
    ['scrypt', 2 ** 24, r, p, salt, hash], // would take memory and minutes
    ['scrypt', 1000, r, p, salt, hash], // not a power of two
    ['scrypt', 16384, 64, p, salt, hash],
    ['scrypt', 16384, r, 99, salt, hash],
    ['scrypt', 16384, r, p, '', hash],
    ['scrypt', 16384, r, p, salt, 'c2hvcnQ='],
    ['bcrypt', 16384, r, p, salt, hash]
  ]) {
    t.same(await verifyPassword('correct horse battery', forged.join('$')), { ok: false, upgrade: false }, String(forged[1]))
  }
  t.same(await verifyPassword('x', ''), { ok: false, upgrade: false }, 'no hash: nothing verifies')
  t.same(await verifyPassword('x', 'scrypt$1$2'), { ok: false, upgrade: false })

  const legacy = createHash('sha256').update('old password').digest('hex')
  t.same(await verifyPassword('old password', legacy), { ok: true, upgrade: true })
  t.same(await verifyPassword('old password', legacy.toUpperCase()), { ok: true, upgrade: true })
  t.same(await verifyPassword('other', legacy), { ok: false, upgrade: true })

  t.not(hashFingerprint(a), hashFingerprint(b))
  t.equal(hashFingerprint(a), hashFingerprint(a))
  t.match(randomPassword(), /^[\w-]{24}$/)
  t.equal(passwordProblem('twelve chars', 'twelve chars'), undefined)
  t.match(passwordProblem('eleven char', 'eleven char'), /at least 12/)
  t.match(passwordProblem('x'.repeat(1025), 'x'.repeat(1025)), /at most 1024/)
  t.match(passwordProblem('twelve chars', 'twelve charz'), /do not match/)
})

t.test('login throttle: per address, a minute from the first failure, bounded', async (t) => {
  const throttle = new LoginThrottle(3, 60_000, 4)
  for (let i = 0; i < 3; i++) {
    t.equal(throttle.retryAfter('a', 1000 + i), 0)
    throttle.fail('a', 1000 + i)
  }
  t.equal(throttle.retryAfter('a', 2000), 59_000)
  t.equal(throttle.retryAfter('b', 2000), 0, 'other addresses are not affected')
  throttle.fail('a', 30_000)
  t.equal(throttle.retryAfter('a', 30_000), 31_000, 'more failures do not extend the minute')
  t.equal(throttle.retryAfter('a', 61_000), 0, 'over after the minute')
  t.equal(throttle.size, 0, 'and forgotten')

  throttle.fail('c', 0)
  throttle.fail('c', 61_000)
  t.equal(throttle.retryAfter('c', 61_001), 0, 'a failure after the window starts a new one')
  throttle.succeed('c')
  t.equal(throttle.size, 0)

  for (let i = 0; i < 10; i++) throttle.fail(`x${i}`, 100_000 + i)
  t.ok(throttle.size <= 4, `bounded: ${throttle.size} addresses`)
  throttle.fail('late', 200_000)
  t.equal(throttle.size, 1, 'expired addresses are dropped first')
})

t.test('throttle key: IPv4 as it is, IPv6 by its /64', async (t) => {
  t.equal(throttleKey('203.0.113.9'), '203.0.113.9')
  t.equal(throttleKey('::ffff:203.0.113.9'), '203.0.113.9', 'IPv4-mapped')
  t.equal(throttleKey('2001:db8:0:7::1'), '2001:db8:0:7::/64')
  t.equal(throttleKey('2001:0DB8:0000:0007:abcd:1:2:3'), '2001:db8:0:7::/64', 'leading zeros and case')
  t.equal(throttleKey('2001:db8::1'), '2001:db8:0:0::/64')
  t.equal(throttleKey('::1'), '0:0:0:0::/64')
  t.equal(throttleKey('fe80::1%eth0'), 'fe80:0:0:0::/64', 'zone dropped')
})

t.test('log ring: bounded, ordered, resumable, lines cut at 4 KB', async (t) => {
  const ring = new LogRing(3)
  t.same(ring.since(), [])
  for (const line of ['a\n', 'b\n', 'c\n', 'd\n']) ring.push(line)
  t.same(ring.since().map((e) => e.line), ['b', 'c', 'd'])
  t.same(ring.since(2).map((e) => e.seq), [3, 4])
  t.same(ring.since(4), [])
  t.same(ring.since(0, 1).map((e) => e.line), ['d'], 'the newest when limited')
  ring.push('x'.repeat(5000))
  t.equal(ring.since(4)[0].line.length, 4097)

  // Around the ring several times: still the newest three, in order, resumable from any number.
  const wrapped = new LogRing(3)
  for (let i = 1; i <= 10; i++) wrapped.push(`line ${i}\n`)
  t.equal(wrapped.size, 3)
  t.same(wrapped.since().map((e) => e.line), ['line 8', 'line 9', 'line 10'])
  t.same(wrapped.since(1).map((e) => e.seq), [8, 9, 10], 'a number older than the ring: all it holds')
  t.same(wrapped.since(8).map((e) => e.seq), [9, 10])
  t.same(wrapped.since(10), [])
  t.same(wrapped.since(99), [])
  t.same(wrapped.since(7, 2).map((e) => e.seq), [9, 10], 'the newest when limited')

  const out: string[] = []
  const tee = teeDestination(ring, { write: (chunk: string) => out.push(chunk) })
  tee.write('{"msg":"hello"}\n')
  t.same(out, ['{"msg":"hello"}\n'])
  t.equal(ring.since().at(-1)?.line, '{"msg":"hello"}')
})

t.test('form values', async (t) => {
  t.same(corsOrigins('HTTPS://App.Example.com:443\nhttp://[::1]:3000'), ['https://app.example.com', 'http://[::1]:3000'])
  t.throws(() => corsOrigins('https://a.example/x/'), /^Not an origin: https:\/\/a\.example\/x\/\./)
  t.equal(new FormError('x').statusCode, 400)
  t.equal(listenHost(' '), '127.0.0.1')
  t.equal(listenHost('::1'), '::1')
  t.equal(upstreamUrl('https://api.example.com/v1///'), 'https://api.example.com/v1')
  t.throws(() => upstreamUrl('https://api.example.com/?key=1'), /no query/)
  t.throws(() => upstreamUrl('not a url'), /http or https URL/)
  const started = performance.now()
  t.equal(upstreamUrl('http://a/x' + '/'.repeat(100_000)), 'http://a/x', 'trailing slashes in linear time')
  t.comment(`hostile upstream URL checked in ${(performance.now() - started).toFixed(1)} ms`)
})

t.test('view model', async (t) => {
  t.equal(shortDescription('X', 'Things (with details): more.'), 'Things')
  t.equal(shortDescription('X', 'a'.repeat(100)), 'a'.repeat(88) + '…')
  t.equal(shortDescription('X', 'First part is long enough here, second part is also long, third part and'), 'First part is long enough here, second part is also long, third part')
  t.same(highlightPieces('ab', []), [{ text: 'ab' }])
  t.same(highlightPieces('x😀yz', [{ pii_type: 'EMAIL', start: 2, end: 4, text: 'yz', confidence: 0.5, placeholder: '[EMAIL_1]' }]).map((p) => p.text), ['x😀', 'yz'])
})
