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

/** [type, text] of the findings of `type` only. */
function ofType (text: string, type: string): string[] {
  return found(text).filter(([t]) => t === type).map(([, value]) => value)
}

t.test('identity numbers of other countries after their label', async (t) => {
  const cases: Array<[string, string]> = [
    ['Titular: Marcos Vieira, CPF: 412.775.038-90, agência 0341', '412.775.038-90'],
    ['RG: 33.108.442-7 (SSP/RJ)', '33.108.442-7'],
    ['"curp": "MEVA850912HDFRZN07",', 'MEVA850912HDFRZN07'],
    ['Applicant NIN: 70318264519, state of origin Oyo', '70318264519'],
    ['CNIC 35202-7741093-5 was verified', '35202-7741093-5'],
    ['Emirates ID: 784-1990-5521387-2', '784-1990-5521387-2'],
    ['T.C. Kimlik No: 31745208164', '31745208164'],
    ['PPS No. 6632190TA', '6632190TA'],
    ['Parent ID number: 7702145080087', '7702145080087'],
    ['身份证号码：440305199003157719', '440305199003157719'],
    ['carta d\'identità n. AX71520QK', 'AX71520QK'],
    ['Zehut (ID) no. 203948571', '203948571'],
    // Form fields aligned in a column, and more labels
    ['Fecha de nacimiento: 15/09/1990\nT.C. Kimlik No:               24775172724\nAdres / Address:', '24775172724'],
    ['Arrendatario: Catalina Fernández Rojas\nRUN: 15.623.874-0\nFecha de nacimiento: 27/03/1990', '15.623.874-0'],
    ['Insured: Wanjiru Kamau Njoroge\nID No.: 28814503       Policy: MV/0021', '28814503'],
    ['Phone:                090-4418-2276\nMy Number (個人番号):  7184 3392 0560\nHousehold head:', '7184 3392 0560'],
    ['Ngày sinh: 22/12/1996\nSố CCCD: 001196028814\nĐịa chỉ: Số 45', '001196028814'],
    ['SA ID number: 8507125084083\nDate of birth: 12 July 1985', '8507125084083'],
    ['Registro civil / NUIP: 1.036.448.201', '1.036.448.201'],
    ['Mi cédula es 71.448.392 de Medellín', '71.448.392'],
    ['– Cartão de Cidadão (nº 14427883 4 ZX1) e NIF 222808420', '14427883 4 ZX1']
  ]
  for (const [text, value] of cases) t.same(ofType(text, 'PERSONAL_ID'), [value], text)
})

t.test('a Brazilian CPF in its printed form with valid check digits needs no label', async (t) => {
  t.same(ofType('Raimundo Nonato do Nascimento. CPF da requerente: 235.343.100-39. O primeiro pagamento', 'PERSONAL_ID'), ['235.343.100-39'])
  t.same(ofType('a beneficiária (235.343.100-39) recebe', 'PERSONAL_ID'), ['235.343.100-39'])
  // A wrong check digit, or the layout without its dash: no CPF.
  t.same(ofType('protocolo 235.343.100-38 registrado', 'PERSONAL_ID'), [])
  t.same(ofType('total 235.343.100 itens', 'PERSONAL_ID'), [])
  t.same(ofType('código 111.111.111-11', 'PERSONAL_ID'), [])
})

t.test('tax numbers of other countries after their label', async (t) => {
  const cases: Array<[string, string]> = [
    ['RFC: VECJ880326K41', 'VECJ880326K41'],
    ['CUIT 27-28033114-6 (monotributo)', '27-28033114-6'],
    ['NIF: 235871104, Lisboa', '235871104'],
    ['KRA PIN P051236548X', 'P051236548X'],
    ['Employer Tax ID: 84-3021775', '84-3021775'],
    ['Steuernummer: 143 552 70128', '143 552 70128'],
    ['RFC:                HEGL900915QK0\nNSS (IMSS):         43109012450', 'HEGL900915QK0'],
    ['Паспорт РФ: серия и номер 19 14 552871\nИНН: 352812447131\nАдрес регистрации:', '352812447131'],
    ['Our reference: 588/MK447 — Unique Taxpayer Reference: 44871 20573', '44871 20573'],
    ['Taxpayer Identification Number: 912-44-1234', '912-44-1234']
  ]
  for (const [text, value] of cases) t.same(ofType(text, 'TAX_ID'), [value], text)
})

t.test('identity and tax numbers in a column named for them', async (t) => {
  const csv = 'Ad,Soyad,TCKN,Şehir\nMerve,Aydın,28716403552,İzmir\nCan,Öztürk,40951287316,Bursa\n'
  t.same(ofType(csv, 'PERSONAL_ID'), ['28716403552', '40951287316'])
  // The next cell a date or a number: a comma after the value is still a cell border.
  const dated = 'Ad,Soyad,TCKN,Doğum\nMerve,Aydın,28716403552,12.04.1988\nCan,Öztürk,40951287316,21.11.1993\n'
  t.same(ofType(dated, 'PERSONAL_ID'), ['28716403552', '40951287316'])
  const tsv = 'name\trfc\tamount\nLuis Ortega\tOEGL790214TX3\t1200.00\n'
  t.same(ofType(tsv, 'TAX_ID'), ['OEGL790214TX3'])
})

t.test('numbers after other labels, dates and long numbers are left alone', async (t) => {
  for (const text of [
    'Customer ID: 48817302', 'Order no. 771203945', 'ID: 55012345', 'Tracking: 1Z999AA10123456784',
    'CPF: 12.03.1985', 'Ticket 2026-11-13 CPF', 'tax 2026: 45890', 'NIN: 123', 'CPF: 4417-0099-1234-5678-9012-3456-7',
    'Customer ID No. 48817302', 'Order ID number: 4471223', 'Ticket ID No. 55123', 'Total:                 1250.00',
    'la respuesta es 12345678', 'run 20231115 finished', 'Invoice no.          88123412',
    'Subtotal:        1200.00\nTax:              228.00\nTotal:           1428.00', 'Tax: 1234.56', 'Tax:\t\t\t  4500.00',
    'Steuer: 12.345,67 EUR',
    'RFC 2119 defines MUST', 'see https://example.com/cpf/48817302 for details'
  ]) {
    t.same(ofType(text, 'PERSONAL_ID').concat(ofType(text, 'TAX_ID')), [], text)
  }
})

t.test('standards numbers after RFC are not tax numbers', async (t) => {
  t.same(ofType('see HTTP RFC 7234/9111 for caching', 'TAX_ID'), [])
  t.same(ofType('RFC 9110, section 15', 'TAX_ID'), [])
})

t.test('a comma after a date or before a long number separates CSV cells, not thousands', async (t) => {
  const csv = 'Nom,Prénom,Né le,N° sécu,Ville\nMartin,Léa,1988-06-14,2 88 06 75 112 034 62,Paris\nRoux,Hugo,1979-02-03,179022A01503362,Ajaccio\n'
  t.same(ofType(csv, 'FR_NIR'), ['2 88 06 75 112 034 62', '179022A01503362'])
  // Thousands groups stay one number: no NIR is read out of an amount.
  t.same(ofType('Total: 1,234,567,890,123,456 EUR', 'FR_NIR'), [])
})

t.test('short acronyms count only in capitals or as a key; year spans are no numbers', async (t) => {
  // German "ein", Spanish "rut", English "tin" are words.
  t.same(ofType('Sie erhalten ein Vertrag Nr. 55318872 per Post', 'TAX_ID'), [])
  t.same(ofType('Wir haben ein 12345678 Problem', 'TAX_ID'), [])
  t.same(ofType('a tin 55318872 of paint', 'TAX_ID'), [])
  t.same(ofType('EIN 12-3456789', 'TAX_ID'), ['12-3456789'])
  t.same(ofType('{"ein": "12-3456789"}', 'TAX_ID'), ['12-3456789'])
  t.same(ofType('Fiscal year 2025-2026 closes in March', 'TAX_ID'), [])
  t.same(ofType('Tax year 2025/26: 45,000 EUR', 'TAX_ID'), [])
  t.same(ofType('Numéro fiscal : 1234567890123', 'TAX_ID'), ['1234567890123'])
})
