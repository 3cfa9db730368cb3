/**
 * The service log's stdout (http/batched-stdout.ts): the lines of one turn of the event loop go out
 * in one write, in order, by the end of that turn; lines still waiting when the process exits are
 * written before it does.
 */
import t from 'tap'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { batchedStdout } from '../../http/batched-stdout.ts'

t.test('one write per turn of the event loop, lines in order', async (t) => {
  const writes: string[] = []
  const out = batchedStdout({ write: (chunk: string) => writes.push(chunk) })
  out.write('a\n')
  out.write('b\n')
  t.same(writes, [], 'nothing written within the turn')
  await new Promise((resolve) => setImmediate(resolve))
  t.same(writes, ['a\nb\n'])
  out.write('c\n')
  // The flush's setImmediate was queued before this one, so it has run when this resolves (a timer
  // could fire first on a busy machine: the timers phase comes before the check phase).
  await new Promise((resolve) => setImmediate(resolve))
  t.same(writes, ['a\nb\n', 'c\n'], 'a later line: a write of its own')
})

t.test('lines waiting at process.exit() are written', async (t) => {
  const module = join(import.meta.dirname, '../../http/batched-stdout.ts')
  const script = `const { batchedStdout } = await import(${JSON.stringify(module)}); const out = batchedStdout(); out.write('fatal\\n'); process.exit(3)`
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })
  t.equal(child.status, 3)
  t.equal(child.stdout, 'fatal\n')
})
