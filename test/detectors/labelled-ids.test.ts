import t from 'tap'
import { scan } from '../../detectors/engine.ts'
import { builtinDetectors } from '../../detectors/registry.ts'

/** Findings of every detector as [type, text, confidence]. */
function found (text: string): Array<[string, string, number]> {
  return scan(text, builtinDetectors).findings.map((f) => [f.pii_type, f.text, f.confidence])
}

t.test('IBANs with valid mod-97 digits but failing national check digits are masked at 0.9', async (t) => {
  // Sample IBANs as people type them into forms and tests: right length, format and mod 97, made-up
  // bank-internal digits (FR RIB key, PL bank code check, ES control digits).
  t.same(found('IBAN: FR72 2985 8957 4747 1200 1744 001'), [['IBAN', 'FR72 2985 8957 4747 1200 1744 001', 0.9]])
  t.same(found('Rachunek odbiorcy: PL94841071959904201630925020'), [['IBAN', 'PL94841071959904201630925020', 0.9]])
  t.same(found('Cuenta: ES75 9767 1900 3076 0632 7065'), [['IBAN', 'ES75 9767 1900 3076 0632 7065', 0.9]])
  // Fully valid: 1.0.
  t.same(found('IBAN: DE89 3704 0044 0532 0130 00'), [['IBAN', 'DE89 3704 0044 0532 0130 00', 1]])
  // Wrong mod-97 digits or a BBAN of the wrong shape: no IBAN.
  t.same(found('DE89 3704 0044 0532 0130 01').filter(([type]) => type === 'IBAN'), [])
  t.same(found('FR72 2985 8957 4747 1200 1744 0X1').filter(([type]) => type === 'IBAN'), [])
})
