/**
 * Property tests: every registered detector, fed arbitrary and hostile strings, returns spans inside
 * the text and never throws; the engine's result is always consistent. Timing is measured by
 * `npm run bench:engine`, not here.
 */
import t from 'tap'
import fc from 'fast-check'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

// Characters that detectors treat specially, so random strings hit their edge cases often.
const ALPHABET = [...'aAzZ019 @.:-_/+=?&#"\'\n\t()[]{}<>äÖß€😀', 'DE', 'AKIA', 'sk-', 'password', 'Herr ', '+49', 'http://', '0x', 'bc1']
// Values that detectors find, and text that looks like the placeholders the engine writes.
const VALUES = [' jane@example.com ', ' +49 171 1234567 ', ' DE89 3704 0044 0532 0130 00 ', ' 4111 1111 1111 1111 ', ' 192.168.1.23 ', ' Herr Müller ', ' password=hunter2hunter2 ']
const LOOKALIKES = ['[EMAIL_1]', '[EMAIL_2]', '[email_1]', 'EMAIL_1', '[PHONE_1]', 'PHONE_2', '[IBAN_1', 'CREDIT_CARD_1]', '[NAME_1]', '[SECRET_1]', '[IP_ADDRESS_1]']
const tricky = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 200 }).map((parts) => parts.join(''))
const anyText = fc.oneof(fc.string({ maxLength: 300, unit: 'binary' }), tricky)
const withPlaceholders = fc.array(fc.constantFrom(...ALPHABET, ...VALUES, ...VALUES, ...LOOKALIKES, ...LOOKALIKES), { maxLength: 60 }).map((parts) => parts.join(''))

/** Puts the values back: every placeholder of the mapping, read left to right, becomes its value. */
function restore (anonymised: string, mapping: Record<string, string>): string {
  return anonymised.replace(/\[[A-Z][A-Z0-9_]*_\d+\]/g, (p) => mapping[p] ?? p)
}

t.test('every detector returns valid spans on arbitrary input', async (t) => {
  for (const detector of builtinDetectors) {
    fc.assert(fc.property(anyText, (text) => {
      for (const m of detector.find(text)) {
        if (!(Number.isInteger(m.start) && Number.isInteger(m.end) && m.start >= 0 && m.end > m.start && m.end <= text.length)) return false
        if (!(m.confidence > 0 && m.confidence <= 1)) return false
      }
      return true
    }), { numRuns: 300, seed: 20261122 })
  }
  t.pass(`${builtinDetectors.length} detectors`)
})

t.test('engine invariants: sorted, non-overlapping, and the mapping restores every text exactly', async (t) => {
  let withFindings = 0
  let runs = 0
  fc.assert(fc.property(fc.oneof(anyText, withPlaceholders, withPlaceholders), (text) => {
    runs++
    const { findings, anonymisedText, mapping } = scan(text, builtinDetectors)
    if (findings.length > 0) withFindings++
    const cps = [...text]
    let last = 0
    for (const f of findings) {
      if (f.start < last) return false
      last = f.end
      if (cps.slice(f.start, f.end).join('') !== f.text) return false
      if (mapping[f.placeholder] !== f.text) return false
    }
    return restore(anonymisedText, mapping) === text
  }), { numRuns: 600, seed: 7 })
  // The property is not vacuous: most inputs hold values, and many hold placeholder look-alikes.
  t.ok(withFindings > runs / 5, `${withFindings} of ${runs} inputs had findings`)
})

t.test('restoring is exact when the input already shows placeholders', async (t) => {
  for (const text of ['[EMAIL_1] jane@example.com', 'EMAIL_1 jane@example.com [email_2] bob@example.org', '[PHONE_1 +49 171 1234567]', 'x[EMAIL_1]jane@example.com[EMAIL_2]']) {
    const { anonymisedText, mapping } = scan(text, builtinDetectors)
    t.not(anonymisedText, text, 'something was masked')
    t.equal(restore(anonymisedText, mapping), text, text)
  }
})

t.test('hostile megabyte inputs complete and find nothing absurd', async (t) => {
  const inputs: Record<string, string> = {
    'a × 1M': 'a'.repeat(1 << 20),
    'digits × 1M': '1'.repeat(1 << 20),
    '@ × 1M': '@'.repeat(1 << 20),
    'spaces × 1M': ' '.repeat(1 << 20),
    '"1 " × 512K': '1 '.repeat(1 << 19),
    '"a@" × 512K': 'a@'.repeat(1 << 19),
    '"password=" × 100K': 'password='.repeat(100_000)
  }
  for (const [label, text] of Object.entries(inputs)) {
    const { findings } = scan(text, builtinDetectors)
    t.ok(findings.length < text.length / 2, `${label}: ${findings.length} findings`)
  }
})
