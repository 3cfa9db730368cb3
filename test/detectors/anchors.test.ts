import t from 'tap'
import fc from 'fast-check'
import { Anchors, digitRunStarts, digitRunStartsOfLength, execAt, firstAbove, firstAboveNear, firstAtLeast, isDense, runCountOfLengths, sortShort, wordStarts, WordGate, FIRST_DIGIT, FIRST_LOWER, FIRST_UPPER, HAS_DIGIT, HAS_LOWER, HAS_UNDERSCORE, HAS_UPPER, NON_ASCII_AFTER } from '../../detectors/anchors.ts'
import { findSpans } from '../../detectors/engine.ts'
import type { Detector } from '../../detectors/types.ts'

t.test('one pass: digit runs, chains joined by up to three of " -./()", words with flags, @ and non-ASCII starts', async (t) => {
  const text = 'Call +49 (0) 171-1234 or 030 / 12 345; ID A12b_c, mail x@y.de, Ärger 7'
  const a = new Anchors(text)
  const runs = Array.from(a.runStart, (s, r) => text.slice(s, a.runEnd[r]))
  t.same(runs, ['49', '0', '171', '1234', '030', '12', '345', '12', '7'])
  // "+49 (0) 171-1234": 49 joined to 0 by " (" and to 171 by ") ", then "-": ten digits from 49.
  t.equal(a.runChainDigits[0], 10)
  // "030 / 12 345" is one chain (" / " is three separators); "; ID A12" breaks it.
  t.equal(a.runChainDigits[4], 8)
  t.equal(a.maxChainDigits, 10)
  const words = Array.from(a.wordStart, (s, w) => text.slice(s, a.wordEnd[w]))
  t.ok(words.includes('A12b_c'))
  const w = words.indexOf('A12b_c')
  t.equal(a.wordFlags[w] & FIRST_UPPER, FIRST_UPPER)
  t.equal(a.wordFlags[w] & HAS_DIGIT, HAS_DIGIT)
  t.same(a.at, [text.indexOf('@')])
  t.same(a.otherStarts, [text.indexOf('Ä')])
  t.ok(a.has('digit') && a.has('upper') && a.has('at') && a.has('letter'))
  t.notOk(new Anchors('no digits here').has('digit'))
})

t.test('long texts (typed scratch buffers) give the same anchors as short ones', async (t) => {
  const unit = 'Tel. 030 1234-56, Z1x ab_12 Ü 7.8.9 '
  const long = unit.repeat(400) // over 8 K characters: the typed path
  const a = new Anchors(long)
  const short = new Anchors(unit)
  t.equal(a.runStart.length, short.runStart.length * 400)
  t.equal(a.wordStart.length, short.wordStart.length * 400)
  for (let r = 0; r < short.runStart.length; r++) t.equal(a.runStart[r], short.runStart[r])
  t.equal(a.otherStarts.length, short.otherStarts.length * 400)
})

t.test('start lists: chains with enough digits; words by length and flags', async (t) => {
  const text = 'a 123-45-6789 b 12 c KVNR T123456780 and 1234567890'
  const a = new Anchors(text)
  // Runs inside words count too ("T123456780"): the detector's regex decides about the guard.
  t.same(Array.from(digitRunStarts(a, 9)), [text.indexOf('123-'), text.indexOf('123456780'), text.indexOf('1234567890')])
  t.same(Array.from(digitRunStarts(a, 11)), [])
  t.same(Array.from(wordStarts(a, new WordGate({ lengths: [10], withFlags: FIRST_UPPER | HAS_DIGIT, withoutFlags: HAS_LOWER }))), [text.indexOf('T123')])
  t.same(Array.from(wordStarts(a, new WordGate({ lengths: [10], withFlags: FIRST_DIGIT }))), [text.indexOf('1234567890')])
  t.same(Array.from(wordStarts(a, new WordGate({ lengths: { min: 1, max: 1 } }))), [0, text.indexOf(' b ') + 1, text.indexOf(' c ') + 1])
  // The first two characters: 'KV' (KVNR), 'an', or a one-letter word other than 'a' (its second: the space after it).
  const pairs = new WordGate({ firstPair: (first, second) => (first === 75 && second === 86) || (first === 97 && second === 110) || (first !== 97 && second === 32) })
  t.same(Array.from(wordStarts(a, pairs)), [text.indexOf(' b ') + 1, text.indexOf(' c ') + 1, text.indexOf('KVNR'), text.indexOf('and')])
  t.same(Array.from(wordStarts(a, new WordGate({ anyFlags: FIRST_UPPER | FIRST_DIGIT, withoutFlags: HAS_DIGIT }))), [text.indexOf('KVNR')])
  t.throws(() => new WordGate({ lengths: { min: 8, max: 40 } }), RangeError)
})

// execAt gives the global regex's hits whenever the starts cover every place a hit can begin: here
// the starts are every index (always a superset), or only the digit-run starts for a regex whose
// hits begin with a digit not preceded by one.
t.test('candidate lists equal a direct filter of the runs and words (property test, short and long, equal and mixed units)', async (t) => {
  // Long texts of one repeated unit take the shortcuts (views of the pass's lists, shared index lists).
  // A run of 33 digits: a length past 31 must not wrap into the length mask (1 << 33 is 1 << 1).
  const units = ['1 ', '12 ', '1/', '12.03.', 'Aa ', 'A1 ', 'ab12 ', '1234567 ', 'x', ' - ', '(1) ', '1'.repeat(33) + ' ', 'Ab1_' + 'x'.repeat(30) + ' ', 'T1234567890 ', '_a ']
  const lengthSets = [[1], [2], [1, 2], [3, 9], [4, 10], [7, 8], [11]]
  const arb = fc.record({
    pieces: fc.array(fc.constantFrom(...units), { minLength: 0, maxLength: 40 }),
    repeat: fc.constantFrom(1, 1, 300, 3000),
    minDigits: fc.integer({ min: 1, max: 14 }),
    lengths: fc.constantFrom(...lengthSets),
    flags: fc.constantFrom(0, HAS_DIGIT, FIRST_UPPER | HAS_DIGIT, HAS_LOWER, FIRST_DIGIT),
    range: fc.record({ min: fc.integer({ min: 1, max: 12 }), span: fc.integer({ min: 0, max: 30 }) })
  })
  fc.assert(fc.property(arb, ({ pieces, repeat, minDigits, lengths, flags, range }) => {
    const text = pieces.join('').repeat(repeat)
    const a = new Anchors(text)
    const runs = Array.from(a.runStart, (start, r) => ({ start, length: a.runEnd[r] - start, chain: a.runChainDigits[r] }))
    const same = (list: ArrayLike<number>, expected: number[]) => list.length === expected.length && expected.every((v, k) => list[k] === v)
    return same(digitRunStarts(a, minDigits), runs.filter((r) => r.chain >= minDigits).map((r) => r.start)) &&
      same(digitRunStartsOfLength(a, minDigits, lengths), runs.filter((r) => r.chain >= minDigits && lengths.includes(r.length)).map((r) => r.start)) &&
      runCountOfLengths(a, lengths) === runs.filter((r) => lengths.includes(r.length)).length
  }), { numRuns: 300 })
  t.pass('the lists match')
})

t.test('a WordGate lists the words that meet its conditions, registered or working alone (property test)', async (t) => {
  const units = ['1 ', 'Aa ', 'A1 ', 'ab12 ', 'x', ' - ', 'T1234567890 ', '_a ', 'Pass_nr ', 'é ', 'aé', 'ZZ', 'b', 'Q_', '9x ', 'abcdefghijklmnopqrstuvwxyzabcdefghij ']
  const flagMasks = [0, FIRST_DIGIT, FIRST_UPPER, FIRST_LOWER, HAS_DIGIT, HAS_UPPER, HAS_LOWER, HAS_UNDERSCORE, NON_ASCII_AFTER, FIRST_UPPER | HAS_DIGIT, HAS_LOWER | HAS_UNDERSCORE, HAS_UNDERSCORE | NON_ASCII_AFTER]
  const arb = fc.record({
    pieces: fc.array(fc.constantFrom(...units), { minLength: 0, maxLength: 30 }),
    repeat: fc.constantFrom(1, 1, 200),
    lengths: fc.option(fc.oneof(fc.array(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 3 }), fc.record({ min: fc.integer({ min: 0, max: 31 }), max: fc.option(fc.integer({ min: 0, max: 31 }), { nil: undefined }) })), { nil: undefined }),
    withFlags: fc.constantFrom(...flagMasks),
    anyFlags: fc.constantFrom(...flagMasks),
    withoutFlags: fc.constantFrom(...flagMasks),
    // Pairs by a few first characters and seconds (128: not ASCII, or the text's end).
    firsts: fc.option(fc.subarray([49, 57, 65, 81, 84, 90, 95, 97, 98, 112, 120]), { nil: undefined }),
    seconds: fc.subarray([49, 65, 90, 95, 97, 98, 120, 128])
  })
  let unregistered = 0
  fc.assert(fc.property(arb, ({ pieces, repeat, lengths, withFlags, anyFlags, withoutFlags, firsts, seconds }) => {
    const text = pieces.join('').repeat(repeat)
    const a = new Anchors(text)
    const firstPair = firsts === undefined ? undefined : (first: number, second: number) => firsts.includes(first) || seconds.includes(second)
    const gate = new WordGate({ lengths, withFlags, anyFlags, withoutFlags, firstPair })
    if (gate.bit < 0) unregistered++
    const lengthFits = (length: number) => lengths === undefined || (Array.isArray(lengths) ? lengths.includes(length) : length >= lengths.min && length <= (lengths.max ?? Infinity))
    const expected: number[] = []
    for (let w = 0; w < a.wordStart.length; w++) {
      const start = a.wordStart[w]
      const flags = a.wordFlags[w]
      const second = text.charCodeAt(start + 1)
      if (!lengthFits(a.wordEnd[w] - start) || (flags & withFlags) !== withFlags || (flags & withoutFlags) !== 0 || (anyFlags !== 0 && (flags & anyFlags) === 0)) continue
      if (firstPair !== undefined && !firstPair(text.charCodeAt(start), second < 128 ? second : 128)) continue
      expected.push(start)
    }
    const got = wordStarts(a, gate)
    return got.length === expected.length && expected.every((v, k) => got[k] === v) && wordStarts(a, gate) === got
  }), { numRuns: 400 })
  t.ok(unregistered > 0, 'gates past the tables\' bits work alone')
})

t.test('execAt equals the global regex (property test)', async (t) => {
  const global = /(?<!\d)\d(?:[ -]?\d){2,5}(?!\d)/g
  const sticky = /(?<!\d)\d(?:[ -]?\d){2,5}(?!\d)/y
  const hits = (it: Iterable<RegExpExecArray>) => Array.from(it, (m) => [m.index, m[0]])
  fc.assert(fc.property(fc.string({ unit: fc.constantFrom('1', '2', ' ', '-', 'a', '.'), maxLength: 200 }), (text) => {
    global.lastIndex = 0
    const expected: Array<[number, string]> = []
    let m: RegExpExecArray | null
    while ((m = global.exec(text)) !== null) expected.push([m.index, m[0]])
    const every = Array.from({ length: text.length }, (_, i) => i)
    const runs = Array.from(new Anchors(text).runStart)
    return JSON.stringify(hits(execAt(text, sticky, every))) === JSON.stringify(expected) &&
      JSON.stringify(hits(execAt(text, sticky, runs))) === JSON.stringify(expected)
  }), { numRuns: 500 })
  t.ok(isDense('1 1 1 1 '.repeat(100), 400), 'a candidate every two characters is dense')
  t.notOk(isDense('x'.repeat(10_000), 100))
  t.throws(() => [...execAt('x', /x/g, [0])], /sticky/)
})

t.test('the engine does not call a detector whose anchors the text lacks', async (t) => {
  let calls = 0
  const digits: Detector = { name: 'DIGITS', priority: 3, description: '', validation: '', example: '', anchors: ['digit'], minDigits: 4, find: () => { calls++; return [] } }
  findSpans('no digits at all', [digits])
  findSpans('only 123 here', [digits])
  t.equal(calls, 0)
  findSpans('now 1234', [digits])
  findSpans('or 12-34', [digits])
  t.equal(calls, 2)
  let seen: Anchors | undefined
  const probe: Detector = { name: 'PROBE', priority: 3, description: '', validation: '', example: '', find: (text, anchors) => { seen = anchors; return [] } }
  findSpans('text', [probe])
  t.equal(seen?.text, 'text', 'the engine hands its anchor pass to the detector')
})

t.test('firstAboveNear answers as firstAbove from any guess', async (t) => {
  let wrong = 0
  for (let k = 0; k < 20000; k++) {
    const list: number[] = []
    let v = Math.floor(Math.random() * 5)
    for (let n = Math.floor(Math.random() * 40); n > 0; n--) list.push(v += Math.floor(Math.random() * 4))
    const p = Math.floor(Math.random() * (v + 6)) - 3
    const guess = Math.floor(Math.random() * (list.length + 3))
    if (firstAboveNear(list, p, guess) !== firstAbove(list, p)) wrong++
  }
  t.equal(wrong, 0)
  const a = new Anchors('ab cd_ef  gh')
  // Words: ab [0,2), cd_ef [3,8), gh [10,12): the first word that ends after a position.
  t.equal(firstAboveNear(a.wordEnd, 7, 3), 1)
  t.equal(firstAboveNear(a.wordEnd, 12, 0), 3)
})

t.test('firstAbove and firstAtLeast search an ascending list', async (t) => {
  const list = new Int32Array([2, 5, 5, 9])
  t.equal(firstAbove(list, 1), 0)
  t.equal(firstAbove(list, 5), 3)
  t.equal(firstAbove(list, 9), 4)
  t.equal(firstAtLeast(list, 5), 1)
  t.equal(firstAtLeast(list, 6), 3)
  t.equal(firstAtLeast([], 3), 0)
})

t.test('sortShort sorts like a stable Array.prototype.sort, short lists by insertion', async (t) => {
  fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), (keys) => {
    // Indices ordered by key only: equal keys keep their order, as the builtin sort keeps them.
    const byKey = (a: number, b: number): number => keys[a] - keys[b]
    const expected = keys.map((_, i) => i).sort(byKey)
    const sorted = sortShort(keys.map((_, i) => i), byKey)
    return sorted.length === expected.length && sorted.every((v, k) => v === expected[k])
  }), { numRuns: 2000 })
  t.pass('2,000 random lists of 0 to 40 entries with ties')
})
