/** The block cache: spans only, keyed by settings and text, bounded by entries and by total spans. */
import t from 'tap'
import { BlockCache } from '../../proxy/block-cache.ts'
import { findSpans } from '../../detectors/engine.ts'
import { resolveDetectors } from '../../detectors/registry.ts'

const detectors = resolveDetectors(['EMAIL', 'IBAN'])
const settings = { detectors, whitelist: [], fingerprint: 'a' }
const text = (i: number) => `message number ${i} for user${i}@example.org with some padding`

t.test('a cached text is not scanned again; entries hold spans, never values', async (t) => {
  const lookups: boolean[] = []
  const cache = new BlockCache(100, 1000, (hit) => lookups.push(hit))
  const first = cache.spans(text(1), settings)
  t.strictSame(first, findSpans(text(1), detectors))
  t.equal(cache.spans(text(1), settings), first, 'the same array: served from the cache')
  t.same(lookups, [false, true])
  t.same([cache.hits, cache.misses], [1, 1])
  for (const span of first) t.same(Object.keys(span).sort(), ['confidence', 'end', 'start', 'type'], 'offsets, type and confidence only')
  // Other guard settings: another key.
  cache.spans(text(1), { ...settings, whitelist: ['example.org'], fingerprint: 'b' })
  t.equal(cache.misses, 2)
  t.equal(cache.size, 2)
  // Short texts are scanned every time, not cached.
  cache.spans('a@b.co', settings)
  t.equal(cache.size, 2)
})

t.test('bounded: least recently used out first, by entry count and by total spans', async (t) => {
  const cache = new BlockCache(3, 1000)
  for (const i of [1, 2, 3]) cache.spans(text(i), settings)
  cache.spans(text(1), settings) // 1 is now the most recently used
  cache.spans(text(4), settings) // evicts 2
  t.equal(cache.size, 3)
  const hits = cache.hits
  cache.spans(text(1), settings)
  cache.spans(text(3), settings)
  cache.spans(text(4), settings)
  t.equal(cache.hits, hits + 3, '1, 3 and 4 stayed')
  cache.spans(text(2), settings)
  t.equal(cache.hits, hits + 3, '2 was evicted')

  const bySpans = new BlockCache(100, 2)
  bySpans.spans(text(1), settings) // one span each
  bySpans.spans(text(2), settings)
  bySpans.spans(text(3), settings)
  t.equal(bySpans.size, 2, 'at most 2 spans held')
  bySpans.clear()
  t.equal(bySpans.size, 0)
})
