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
const tricky = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 200 }).map((parts) => parts.join(''))
const anyText = fc.oneof(fc.string({ maxLength: 300, unit: 'binary' }), tricky)

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

t.test('engine invariants: sorted, non-overlapping, placeholders restore the text', async (t) => {
  fc.assert(fc.property(anyText, (text) => {
    const { findings, anonymisedText, mapping } = scan(text, builtinDetectors)
    const cps = [...text]
    let last = 0
    for (const f of findings) {
      if (f.start < last) return false
      last = f.end
      if (cps.slice(f.start, f.end).join('') !== f.text) return false
      if (mapping[f.placeholder] !== f.text) return false
    }
    // Replacing placeholders back (longest first) gives the original text.
    let restored = anonymisedText
    for (const [placeholder, value] of Object.entries(mapping).sort((a, b) => b[0].length - a[0].length)) {
      restored = restored.split(placeholder).join(value)
    }
    return findings.length === 0 || restored === text || text.includes('[')
  }), { numRuns: 400, seed: 7 })
  t.pass()
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
