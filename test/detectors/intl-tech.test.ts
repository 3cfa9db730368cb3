/** BIC, MAC_ADDRESS and CRYPTO_WALLET detectors, and the checksum helpers behind them. */
import t from 'tap'
import { createHash } from 'node:crypto'
import { scan } from '../../detectors/engine.ts'
import type { Detector } from '../../detectors/types.ts'
import bic from '../../detectors/builtin/bic.ts'
import macAddress from '../../detectors/builtin/mac-address.ts'
import cryptoWallet from '../../detectors/builtin/crypto-wallet.ts'
import { keccak256, eip55Valid } from '../../detectors/intl/keccak.ts'
import { segwitValid, bech32Decode } from '../../detectors/intl/bech32.ts'
import { base58CheckDecode } from '../../detectors/intl/base58check.ts'
import { checkHostileInputs } from './hostile-inputs.ts'

const ALL: Detector[] = [bic, macAddress, cryptoWallet]
const found = (d: Detector, text: string): string[] => scan(text, [d], []).findings.map((f) => f.text)
const confidence = (d: Detector, text: string): number | undefined => scan(text, [d], []).findings[0]?.confidence
const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex')

t.test('keccak-256 and EIP-55', async (t) => {
  t.equal(hex(keccak256(new Uint8Array())), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
  t.equal(hex(keccak256(Buffer.from('abc'))), '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45')
  t.not(hex(keccak256(Buffer.from('abc'))), createHash('sha3-256').update('abc').digest('hex'), 'not NIST SHA3-256')
  // Both sides of the 136-byte block boundary give distinct, stable digests.
  t.not(hex(keccak256(Buffer.alloc(135, 1))), hex(keccak256(Buffer.alloc(136, 1))))
  // EIP-55 reference vectors.
  for (const a of ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    'dbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'D1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb']) {
    t.ok(eip55Valid(a), a)
    t.notOk(eip55Valid(a.replace(/[a-f]/, (c) => c.toUpperCase())), `${a} with one case flipped`)
  }
})

t.test('bech32 / bech32m (BIP-173, BIP-350 vectors)', async (t) => {
  for (const a of ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']) {
    t.ok(segwitValid('bc', a), a)
  }
  for (const a of ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // bad checksum
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', // v1 with bech32 (not m) checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8f3t4', // mixed case
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx']) { // testnet hrp
    t.notOk(segwitValid('bc', a), a)
  }
  t.ok(bech32Decode('a12uel5l'), 'minimal bech32 string')
  t.equal(bech32Decode('an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs')?.hrp.length, 83)
})

t.test('base58check', async (t) => {
  t.equal(base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')?.length, 21)
  t.equal(base58CheckDecode('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'), null, 'checksum off by one character')
  t.equal(base58CheckDecode('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0'), null, '0 is not base58')
})

t.test('CRYPTO_WALLET', async (t) => {
  const valid = ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359']
  for (const v of valid) {
    t.same(found(cryptoWallet, `send to ${v}.`), [v], v)
    t.equal(confidence(cryptoWallet, `pay ${v}`), 1)
  }
  t.same(found(cryptoWallet, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'), [], 'bad base58 checksum')
  t.same(found(cryptoWallet, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr'), [], 'bad bech32 checksum')
  t.same(found(cryptoWallet, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'), [], 'bad EIP-55 case')
  t.same(found(cryptoWallet, 'x1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'), [], 'glued')
  const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
  t.equal(confidence(cryptoWallet, `ETH address: ${lower}`), 0.95)
  t.equal(confidence(cryptoWallet, `see ${lower}`), 0.8)
  t.equal(confidence(cryptoWallet, `see ${lower.toUpperCase().replace('0X', '0x')}`), 0.8)
  t.same(found(cryptoWallet, '0x0000000000000000000000000000000000000000'), [], 'zero address')
  t.same(found(cryptoWallet, `tx ${lower}00`), [], '42 hex digits is not an address')
  t.same(found(cryptoWallet, '0x' + 'ab'.repeat(32)), [], 'a 32-byte hash is not an address')
  // A Litecoin-style base58check with another version byte starting with 3? No: version must be 0x05 for 3….
  t.same(found(cryptoWallet, 'commit e83c5163316f89bfbde7d9ab23ca2e25604af290'), [], 'git SHA')
})

t.test('BIC', async (t) => {
  t.same(found(bic, 'BIC: COBADEFFXXX'), ['COBADEFFXXX'])
  t.same(found(bic, 'SWIFT code DEUTDEFF'), ['DEUTDEFF'])
  t.same(found(bic, 'Bank: Commerzbank, COBADEFF'), ['COBADEFF'])
  t.same(found(bic, 'transfer via BYLADEM1001 today'), ['BYLADEM1001'], 'digit in location')
  t.same(found(bic, 'NWBKGB2L'), ['NWBKGB2L'])
  t.same(found(bic, 'UBSWCHZH80A is the branch, swift'), ['UBSWCHZH80A'])
  t.equal(confidence(bic, 'BYLADEM1001'), 0.85)
  t.equal(confidence(bic, 'BIC BYLADEM1001'), 0.95)
  t.same(found(bic, 'COBADEFFXXX'), [], 'all letters without context')
  t.same(found(bic, 'We met in BERLINDE and DEUTSCHE'), [])
  t.same(found(bic, 'Meet me in BRUSSELS'), [], 'BRUS-SE-LS is shaped like a BIC')
  t.same(found(bic, 'THE BANK FLIGHT TO BRUSSELS LEAVES'), [], 'shouting text near "bank"')
  t.same(found(bic, 'SWIFT: BRUSSELS'), ['BRUSSELS'], 'an explicit BIC label wins')
  t.same(found(bic, 'BIC ABCDQQ22'), [], 'QQ is no country')
  t.same(found(bic, 'BIC ABCDDE02'), [], 'location starting with 0')
  t.same(found(bic, 'BIC ABCDDEFFXYZ'), [], 'branch starting with X other than XXX')
  t.same(found(bic, 'BIC cobadeffxxx'), [], 'lower case')
  t.same(found(bic, 'hex DEADBEEF'), [])
  t.same(found(bic, 'BIC COBADEFFXXXX'), [], 'twelve characters')
  // Configuration keys shaped like BICs (TRAC·KI·NG, ASSI·GN·EE) are keys, also next to bank words.
  t.same(found(bic, 'IBAN="GB22 NWBK 4147 7490 2377 38" TRACKING=1Z71MP8S6514314425'), [], 'KEY=value')
  t.same(found(bic, 'PORT=9881 SIN="982 465 262" ASSIGNEE="Katarzyna Ashworth" bank transfer REJECTED'), [], 'KEY="value"')
  t.same(found(bic, 'Bank transfer, ASHWORTH="Katarzyna Ashworth"'), [], 'a name as a key')
  t.same(found(bic, 'bank:\n  TRACKING: 1Z71MP8S6514314425'), [], 'YAML key')
  t.same(found(bic, '{ "iban": "DE89370400440532013000", "SHIPPING": "DHL" }'), [], 'JSON key')
  t.same(found(bic, 'BIC of the bank is in $HOSTNAME'), [], '$KEY')
  t.same(found(bic, 'bank echo $' + '{USERNAME}'), [], '$' + '{KEY}')
  t.same(found(bic, 'BIC_TRACKING_CODE=1'), [], 'part of an UPPER_SNAKE identifier')
  // Dictionary words with a bank word nearby but no BIC/SWIFT label.
  t.same(found(bic, 'The bank lost the Tracking, it said BUILDING was closed'), [], 'English word')
  t.same(found(bic, 'Die Bank hat die RECHNUNG geschickt'), [], 'German word')
  t.same(found(bic, 'Your bank sends TRACKING numbers'), [])
  // Real BICs stay: a BIC/SWIFT label or a digit in the location code.
  t.same(found(bic, 'BIC=COBADEFFXXX'), ['COBADEFFXXX'], 'value of a BIC key')
  t.same(found(bic, '{ "bic": "DEUTDEFF", "iban": "DE89370400440532013000" }'), ['DEUTDEFF'])
  t.same(found(bic, 'bic: COBADEFF\nname: Hans'), ['COBADEFF'])
  t.same(found(bic, 'SWIFT: TRACKING'), ['TRACKING'], 'an explicit label wins over the word list')
  t.same(found(bic, 'Bank: Deutsche Bank, DEUTDEFF'), ['DEUTDEFF'], 'bank word, not a dictionary word')
  t.same(found(bic, 'BYLADEM1=ok'), ['BYLADEM1'], 'digit in the location: not vetoed as a key')
  t.same(scan('IBAN GB22 NWBK 4147 7490 2377 38, BIC NWBKGB2L', [bic], []).findings.map((f) => [f.pii_type, f.text]), [['BIC', 'NWBKGB2L']])
})

t.test('MAC_ADDRESS', async (t) => {
  for (const v of ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e', 'a4:83:e7:12:34:56', '001a.2b3c.4d5e']) {
    t.same(found(macAddress, `eth0 ${v} up`), [v], v)
  }
  t.equal(confidence(macAddress, 'MAC 00:1A:2B:3C:4D:5E'), 1)
  t.equal(confidence(macAddress, 'x 00:1A:2B:3C:4D:5E'), 0.9)
  t.same(found(macAddress, '00:00:00:00:00:00 and ff:ff:ff:ff:ff:ff and FF-FF-FF-FF-FF-FF'), [])
  t.same(found(macAddress, '00:1A:2B-3C:4D:5E'), [], 'mixed separators')
  t.same(found(macAddress, '00:1A:2B:3C:4D:5E:6F'), [], 'seven pairs (EUI-64 style)')
  t.same(found(macAddress, 'fe80::1ff:fe23:4567:890a'), [], 'IPv6')
  t.same(found(macAddress, 'at 12:30:45 on 2024-01-02'), [], 'times')
  t.same(found(macAddress, 'build 2024.0101.1234'), [], 'digit-only dotted triple')
  t.same(found(macAddress, 'MAC 2024.0101.1234'), ['2024.0101.1234'])
  t.same(found(macAddress, 'v1.2.3.4 and 1234.5678.9abc.def0'), [], 'four dotted groups')
  t.same(found(macAddress, 'UUID 550e8400-e29b-41d4-a716-446655440000'), [])
})

t.test('hard negatives', async (t) => {
  const texts = [
    'Order #100234 shipped on 2024-03-15 at 14:32:10',
    'Price: $1,299.99, colour #FF5733, commit e83c5163316f89bfbde7d9ab23ca2e25604af290',
    'UUID 550e8400-e29b-41d4-a716-446655440000, version 10.0.19045.2965',
    'PLEASE CONTACT CUSTOMER SERVICE IMMEDIATELY',
    'Die DEUTSCHE BAHN fährt nach BERLIN und MÜNCHEN',
    'sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'
  ]
  for (const text of texts) t.same(scan(text, ALL, []).findings.map((f) => `${f.pii_type}:${f.text}`), [], text)
})

// Timing is measured by `npm run bench:engine` (hostile section), never asserted: machines are shared.
t.test('hostile input: valid spans, no crash (time printed, not asserted)', async (t) => {
  const units = ['a', '1', '@', ' ', 'A1', '-', '0x', 'ff:', 'ab-', '1A', 'bc1q', 'AAAA', '3J9', '\u0000', '🇩🇪']
  checkHostileInputs(t, ALL, units)
})
