import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { withCatalog } from '../detectors/catalog.ts'
import { detectorNames } from '../detectors/registry.ts'

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8')

t.test('the README catalog lists every detector as the detectors describe themselves', async (t) => {
  t.equal(readme, withCatalog(readme), 'run `npm run catalog` after changing a detector')
  for (const name of detectorNames) t.match(readme, `| \`${name}\` |`, name)
})
