/**
 * Categories that failed on text nobody on the team wrote (issue 8), each fixed by a general rule:
 * every test here runs the engine with EVERY detector, as a request without `detectors` does.
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

/** "TYPE:text" of every finding. */
function found (text: string): string[] {
  return scan(text, builtinDetectors, []).findings.map((f) => `${f.pii_type}:${f.text}`)
}

t.test('driving licences: FS-Nr., other languages, and UK licence numbers by their structure', async (t) => {
  t.same(found('FS-Nr.: B072RRE2I55'), ['DRIVER_LICENSE:B072RRE2I55'])
  t.same(found('Führerschein-Nr. J010000SD51'), ['DRIVER_LICENSE:J010000SD51'])
  t.same(found('Permis de conduire : 12AB34567'), ['DRIVER_LICENSE:12AB34567'])
  t.same(found('UK licence MORGA607054SM9IJ'), ['DRIVER_LICENSE:MORGA607054SM9IJ'])
  t.same(found('MORGA657054SM9IJ on file'), ['DRIVER_LICENSE:MORGA657054SM9IJ'], 'month + 50 for women, no label')
  t.same(found('MORGA613054SM9IJ'), [], 'month 13 is no licence')
  t.same(found('ABCDE123456XY9ZZ'), [], 'no valid date in it')
})

t.test('"Pass:" in German is a passport, not a password', async (t) => {
  t.same(found('Pass: C12345678'), ['PASSPORT:C12345678'])
  t.same(found('pass: hunter2hunter'), ['SECRET:hunter2hunter'])
})
