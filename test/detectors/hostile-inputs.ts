/**
 * Shared by the detector-family tests: each detector, fed about 1 MB of each repeated unit, must
 * return valid spans and not throw. The time is printed, not asserted (machines are shared); linear
 * time is what `npm run bench:engine` measures.
 */
import type { Test } from 'tap'
import type { Detector } from '../../detectors/types.ts'

export function checkHostileInputs (t: Test, detectors: readonly Detector[], units: readonly string[], size = 1_000_000): void {
  for (const detector of detectors) {
    for (const unit of units) {
      const text = unit.repeat(Math.ceil(size / unit.length))
      const started = performance.now()
      const hits = [...detector.find(text)]
      const ms = performance.now() - started
      const label = `${detector.name} on ${(text.length / 1e6).toFixed(1)} MB of ${JSON.stringify(unit.slice(0, 24))}`
      t.ok(hits.every((m) => m.start >= 0 && m.end > m.start && m.end <= text.length), label)
      t.comment(`${label}: ${ms.toFixed(1)} ms, ${hits.length} hits`)
    }
  }
}
