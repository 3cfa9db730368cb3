import t from 'tap'
import { scan } from '../../detectors/engine.ts'
import { builtinDetectors } from '../../detectors/registry.ts'
import address from '../../detectors/builtin/address.ts'

t.test('a number after the Japanese postal mark 〒 is a postcode, not a phone number', async (t) => {
  const text = '〒060-0001 北海道札幌市中央区北1条西2丁目 電話 011-211-2111'
  const phones = scan(text, builtinDetectors).findings.filter((f) => f.pii_type === 'PHONE').map((f) => f.text)
  t.same(phones, ['011-211-2111'])
  const labelled = scan('住所: 〒150-0002 東京都渋谷区渋谷2-21-1', builtinDetectors).findings.map((f) => [f.pii_type, f.text])
  t.same(labelled, [['ADDRESS', '〒150-0002 東京都渋谷区渋谷2-21-1']])
})

t.test('ADDRESS in lower-case ASCII text: only a comma chain whose city opens with "#" (findAddresses skips texts without a capital or "#")', async (t) => {
  const find = (text: string) => [...address.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(find('apt 4, 12 street, flat 3, #dakar 10200'), ['apt 4, 12 street, flat 3, #dakar 10200'])
  t.same(find('apt 4, 12 street, flat 3, dakar 10200'), [])
  t.same(find('Apt 4, 12 Street, Flat 3, Dakar 10200'), ['Apt 4, 12 Street, Flat 3, Dakar 10200', 'Apt 4, 12 Street, Flat 3, Dakar'])
})
