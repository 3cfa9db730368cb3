import t from 'tap'
import { Anchors, type AnchorKind } from '../../detectors/anchors.ts'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

const KINDS: AnchorKind[] = ['digit', 'upper', 'letter', 'at']

t.test('has() gives the same answer before and after the pass', async (t) => {
  const texts = ['', 'abc', 'ABC', '123', 'a@b', 'ä', 'ü1', '😀', 'x_y', '@', ' \n\t', 'Aa 1@', '_', 'ß@Ä']
  for (const text of texts) {
    const before = new Anchors(text)
    const answers = KINDS.map((kind) => before.has(kind))
    const after = new Anchors(text)
    t.ok(after.wordStart.length >= 0)
    t.same(KINDS.map((kind) => after.has(kind)), answers, JSON.stringify(text))
  }
})

t.test('a scan whose detectors read no anchor list finds the same', async (t) => {
  const text = 'mail jane.doe@example.com, token ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8' + ' and MAC 00:1A:2B:3C:4D:5E'
  const some = builtinDetectors.filter((d) => ['EMAIL', 'SECRET', 'MAC_ADDRESS', 'URL_SECRET'].includes(d.name))
  const alone = scan(text, some).findings.map((f) => f.pii_type).sort()
  t.same(alone, ['EMAIL', 'MAC_ADDRESS', 'SECRET'])
  const all = scan(text, builtinDetectors).findings.filter((f) => ['EMAIL', 'SECRET', 'MAC_ADDRESS'].includes(f.pii_type)).map((f) => f.pii_type).sort()
  t.same(all, alone)
})
