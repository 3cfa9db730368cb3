import t from 'tap'
import { firstChars, ruleAnchors } from '../../detectors/secrets/anchoring.ts'
import { candidateRules, findSecrets, runRule, secretRules } from '../../detectors/secrets/index.ts'
import type { Match } from '../../detectors/types.ts'
import { loadCorpus } from '../../eval/run.ts'

t.test('anchors read off a regex source', async (t) => {
  t.same(ruleAnchors(/(?<![A-Za-z0-9])ghp_[A-Za-z0-9]{36}/g), [{ literals: ['ghp_'], lo: 0, hi: 0 }])
  t.same(ruleAnchors(/(?:heroku|hk)[\w.-]{0,24}=/gi), [{ literals: ['heroku', 'hk'], lo: 0, hi: 0 }])
  t.same(ruleAnchors(/google[_-]?ai=/gi)?.[0].literals.sort(), ['google-ai=', 'google_ai=', 'googleai='])
  t.same(ruleAnchors(/[A-Za-z0-9]{14}\.atlasv1\./g), [{ literals: ['.atlasv1.'], lo: 14, hi: 14 }])
  t.same(ruleAnchors(/\d{8,10}:AA[A-Za-z0-9_-]{33}/g), [{ literals: [':aa'], lo: 8, hi: 10 }])
  t.same(ruleAnchors(/<[a-z]{0,40}(?:token|key)>/g), [{ literals: ['token>', 'key>'], lo: 1, hi: 41 }])
  t.same(ruleAnchors(/A{22}[A-Za-z0-9%]{80,200}/g), [{ literals: ['a'.repeat(16)], lo: 0, hi: 0 }], 'long repeats are cut')
  const header = secretRules.find((rule) => rule.id === 'authorization-header')
  t.same(header && ruleAnchors(header.regex), [{ literals: ['authoriz'], lo: 0, hi: 0 }], 'too many spellings: a shorter literal')
  t.equal(ruleAnchors(/[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\./g), null, 'no literal of two characters within reach')
  t.equal(ruleAnchors(/[a-z]+token/g), null, 'unbounded before the literal')
  t.equal(ruleAnchors(/\u00e4bc/g), null, 'escapes the reader does not know')
  t.equal(ruleAnchors(/ßtoken/g), null, 'non-ASCII literals (the keyword pass is ASCII)')
  t.equal(ruleAnchors(/token/giu), null, 'unicode case folding')
  t.same(ruleAnchors(/(?:password)=(?=([^;]{1,9}))\1;/gi), [{ literals: ['password='], lo: 0, hi: 0 }], 'a back-reference after the literal')
  t.same(firstChars(/(?:"[a-z]{0,4}key"|'[a-z]{0,4}key')/g)?.sort(), ['"', '\''])
  t.equal(firstChars(/[a-z]{2}key/g), null)
})

/** Every candidate rule over the whole text, no anchors: what findSecrets must equal. */
function reference (text: string): Match[] {
  const matches: Match[] = []
  const seen = new Set<string>()
  for (const rule of candidateRules(text)) {
    for (const m of runRule(rule, text)) {
      const key = `${m.start}:${m.end}`
      if (seen.has(key)) continue
      seen.add(key)
      matches.push(m)
    }
  }
  return matches
}

t.test('anchored rules find exactly what global runs find', async (t) => {
  const docs = loadCorpus().map((d) => d.text)
  const texts = [
    ...docs,
    docs.join('\n\n'),
    // Case changes and glued prefixes move keywords and literals around.
    docs.join('\n').toUpperCase(),
    docs.join(' x').replace(/=/g, ' := '),
    'password=password=pass "token", "token", <apiToken>abc123def456</apiToken> s.s.s.',
    `${'1234567890:AA'.repeat(3)}${'x'.repeat(33)} 12345678:AA${'B'.repeat(33)}`
  ]
  t.ok(secretRules.some((rule) => ruleAnchors(rule.regex) !== null))
  let findings = 0
  for (const text of texts) {
    const expected = reference(text)
    findings += expected.length
    t.same(findSecrets(text), expected, text.slice(0, 60))
  }
  t.ok(findings > 100, `${findings} findings compared`)
})

t.test('a rule with context literals is skipped only where its checks would reject every match', async (t) => {
  const withContext = secretRules.filter((rule) => rule.context !== undefined)
  t.ok(withContext.length >= 2, withContext.map((rule) => rule.id).join(', '))
  const ado = secretRules.find((rule) => rule.id === 'ado-connection-string-password')
  const chat = secretRules.find((rule) => rule.id === 'chat-password-reply')
  const connection = 'Server=db01;User ID=sa;Password=Xy9!abcdef;'
  t.ok(findSecrets(connection).some((m) => m.ruleId === ado?.id), 'found with Server= in the text')
  t.notOk(candidateRules('Password=Xy9!abcdef;').includes(ado as never), 'not run without a connection-string key')
  const reply = 'can you reset the admin pw?\ndone, it\'s Wiki!Adm1n#2026 for now'
  t.ok(findSecrets(reply).some((m) => m.ruleId === chat?.id), 'found after talk of a pw')
  t.notOk(candidateRules('done, it\'s Wiki!Adm1n#2026 for now').includes(chat as never), 'not run without talk of a password')
  // Texts without any context literal: the rule run over them anyway reports nothing.
  const docs = loadCorpus().map((d) => d.text)
  const texts = [...docs, 'password=password=password=', 'it is Wiki!Adm1n#2026 it\'s Xy9!abcdefg, Pwd=Xy9!abcdef;']
  for (const rule of withContext) {
    const without = texts.filter((text) => rule.context?.some((word) => text.toLowerCase().includes(word)) !== true)
    t.ok(without.length > 100, `${rule.id}: ${without.length} texts without context`)
    t.same(without.flatMap((text) => [...runRule(rule, text)]), [], `${rule.id} finds nothing in them`)
  }
})
