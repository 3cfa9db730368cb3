/** Restore: placeholders back to values in plain text, JSON source text and parsed JSON answers. */
import t from 'tap'
import { PlaceholderRestorer, restoreJsonAnswer, restoreText } from '../../proxy/restore/index.ts'
import { PlaceholderNumbering } from '../../detectors/engine.ts'

const mapping = {
  '[EMAIL_1]': 'jane@example.com',
  '[EMAIL_2]': 'o"brien\\x@example.org',
  '[PHONE_1]': '+44 20 7946 0958',
  '[IP_ADDRESS_2]': '10.0.0.1',
  '[NAME_1]': 'Zoë Ünal'
}
const restorer = new PlaceholderRestorer(mapping)

t.test('the mapping: size counts placeholders; keys that are not placeholders are ignored', async (t) => {
  t.equal(restorer.size, 5)
  t.equal(new PlaceholderRestorer({ 'not a placeholder': 'x', '[OK_1]': 'y' }).size, 1)
  t.equal(new PlaceholderRestorer({}).size, 0)
  t.equal(restoreText('[EMAIL_1]', new PlaceholderRestorer({})), '[EMAIL_1]')
})

t.test('works with the mapping of the engine numbering', async (t) => {
  const numbering = new PlaceholderNumbering()
  numbering.reserveFrom('see [EMAIL_1]')
  const placeholder = numbering.placeholderFor('EMAIL', 'a@b.c')
  t.equal(placeholder, '[EMAIL_2]')
  const r = new PlaceholderRestorer(numbering.mapping)
  t.equal(restoreText('Write to [EMAIL_2], not [EMAIL_1].', r), 'Write to a@b.c, not [EMAIL_1].')
})

t.test('bracketed placeholders in any letter case', async (t) => {
  t.equal(restoreText('Mail [EMAIL_1] now', restorer), 'Mail jane@example.com now')
  t.equal(restoreText('mail [email_1]', restorer), 'mail jane@example.com')
  t.equal(restoreText('mail [Email_1]', restorer), 'mail jane@example.com')
  t.equal(restoreText('[IP_ADDRESS_2][NAME_1]', restorer), '10.0.0.1Zoë Ünal')
  t.equal(restoreText('host [ip_address_2]:22', restorer), 'host 10.0.0.1:22')
})

t.test('only placeholders of this request are restored', async (t) => {
  t.equal(restoreText('[EMAIL_9] and [EMAIL_1]', restorer), '[EMAIL_9] and jane@example.com')
  t.equal(restoreText('[SECRET_1]', restorer), '[SECRET_1]')
  t.equal(restoreText('[EMAIL_1 ] [ EMAIL_1] [EMAIL_10]', restorer), '[jane@example.com ] [ jane@example.com] [EMAIL_10]', 'bare tokens inside loose brackets stand alone')
})

t.test('a bare token is restored only when it stands alone and is upper case', async (t) => {
  t.equal(restoreText('EMAIL_1', restorer), 'jane@example.com')
  t.equal(restoreText('to EMAIL_1, cc PHONE_1.', restorer), 'to jane@example.com, cc +44 20 7946 0958.')
  t.equal(restoreText('(EMAIL_1)', restorer), '(jane@example.com)')
  t.equal(restoreText('"EMAIL_1"', restorer), '"jane@example.com"')
  t.equal(restoreText('MY_EMAIL_1 EMAIL_1X EMAIL_10 xEMAIL_1 EMAIL_1_ 1EMAIL_1 éEMAIL_1 EMAIL_1é', restorer),
    'MY_EMAIL_1 EMAIL_1X EMAIL_10 xEMAIL_1 EMAIL_1_ 1EMAIL_1 éEMAIL_1 EMAIL_1é')
  t.equal(restoreText('email_1 Email_1', restorer), 'email_1 Email_1', 'bare lower-case words stay (variable names)')
  t.equal(restoreText('[EMAIL_1 x', restorer), '[jane@example.com x', 'an unclosed bracket leaves a bare token')
})

t.test('texts without placeholders come back as the same string', async (t) => {
  const text = 'nothing to see here, [not one] snake_case_1'
  t.equal(restoreText(text, restorer), text)
  t.equal(restoreText('', restorer), '')
})

t.test('JSON source: values inserted JSON-escaped, the result still parses', async (t) => {
  const source = JSON.stringify({ to: '[EMAIL_2]', cc: ['EMAIL_2', '[email_2]'], note: 'line\nEMAIL_2' })
  const out = restorer.restoreJson(source)
  t.same(JSON.parse(out), { to: 'o"brien\\x@example.org', cc: ['o"brien\\x@example.org', 'o"brien\\x@example.org'], note: 'line\no"brien\\x@example.org' })
  // An escape stands for its character: \u00e9 is a letter, so the bare token does not stand alone.
  t.equal(restorer.restoreJson('"\\u00e9EMAIL_1"'), '"\\u00e9EMAIL_1"')
  t.equal(restorer.restoreJson('"EMAIL_1\\u00e9"'), '"EMAIL_1\\u00e9"')
  t.equal(restorer.restoreJson('"\\u0020EMAIL_1\\n"'), '"\\u0020jane@example.com\\n"')
  t.equal(restorer.restoreJson('"\\\\nEMAIL_1"'), '"\\\\nEMAIL_1"', 'an escaped backslash followed by a letter n')
})

t.test('streaming text: holds only a possible placeholder prefix and releases it when it cannot be one', async (t) => {
  const s = restorer.stream()
  t.equal(s.push('Hello ['), 'Hello ', 'a lone bracket at the end is held')
  t.equal(s.push('EMA'), '')
  t.equal(s.held, '[EMA')
  t.equal(s.push('IL_1'), '')
  t.equal(s.held, '[EMAIL_1')
  t.equal(s.push('] and [EMX'), 'jane@example.com and [EMX')
  t.equal(s.held, '')
  t.equal(s.push(' EMAIL_'), ' ')
  t.equal(s.push('1'), '', 'a bare EMAIL_1 at the end could still grow (EMAIL_12, EMAIL_1x)')
  t.equal(s.push(' '), 'jane@example.com ')
  t.equal(s.push('[email_'), '')
  t.equal(s.flush(), '[email_')
  t.equal(s.flush(), '')
  const s2 = restorer.stream()
  t.equal(s2.push('ends with EMAIL_1'), 'ends with ')
  t.equal(s2.flush(), 'jane@example.com', 'the end of the text is a boundary')
  const s3 = restorer.stream()
  t.equal(s3.push('Each EXAMPLE'), 'Each EXAMPLE', 'words that are no prefix are released at once')
  t.equal(s3.push(' E'), ' ')
  t.equal(s3.push('x'), 'Ex')
})

t.test('streaming JSON: a bare token before an escape waits for the escape', async (t) => {
  const s = restorer.stream(true)
  t.equal(s.push('{"a":"EMAIL_1\\'), '{"a":"')
  t.equal(s.push('u00'), '')
  t.equal(s.push('e9 EMAIL_1\\n"}'), 'EMAIL_1\\u00e9 jane@example.com\\n"}')
})

t.test('restoreJsonAnswer anthropic-messages: text and tool_use input at any depth; thinking untouched', async (t) => {
  const thinking = { type: 'thinking', thinking: 'the user is [EMAIL_1]', signature: 'c2lnbmF0dXJl' }
  const body: any = {
    id: 'msg_1',
    type: 'message',
    content: [
      thinking,
      { type: 'redacted_thinking', data: '[EMAIL_1]' },
      { type: 'text', text: 'Hi [NAME_1], mail EMAIL_1', citations: [{ type: 'char_location', cited_text: 'from [PHONE_1]' }] },
      { type: 'tool_use', id: 'toolu_1', name: 'send', input: { to: ['[EMAIL_2]'], deep: { x: { y: 'PHONE_1' } }, n: 3, ok: true, nil: null } }
    ],
    stop_reason: 'tool_use'
  }
  const out = restoreJsonAnswer('anthropic-messages', body, restorer) as typeof body
  t.equal(out.content[0], thinking, 'the thinking block is the same object')
  t.same(out.content[1], { type: 'redacted_thinking', data: '[EMAIL_1]' })
  t.same(out.content[2], { type: 'text', text: 'Hi Zoë Ünal, mail jane@example.com', citations: [{ type: 'char_location', cited_text: 'from +44 20 7946 0958' }] })
  t.same(out.content[3], { type: 'tool_use', id: 'toolu_1', name: 'send', input: { to: ['o"brien\\x@example.org'], deep: { x: { y: '+44 20 7946 0958' } }, n: 3, ok: true, nil: null } })
  t.equal(body.content[2].text, 'Hi [NAME_1], mail EMAIL_1', 'the input is not modified')
  const count = { input_tokens: 12 }
  t.equal(restoreJsonAnswer('anthropic-messages', count, restorer), count, 'count_tokens answers pass unchanged')
  const error = { type: 'error', error: { type: 'invalid_request_error', message: '[EMAIL_1]' } }
  t.equal(restoreJsonAnswer('anthropic-messages', error, restorer), error)
})

t.test('restoreJsonAnswer openai-chat: content, refusal, tool call arguments (JSON-escaped)', async (t) => {
  const body = {
    object: 'chat.completion',
    choices: [
      { index: 0, message: { role: 'assistant', content: 'Reach [NAME_1] at [EMAIL_2]', refusal: null }, finish_reason: 'stop' },
      {
        index: 1,
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{"to":"[EMAIL_2]","ip":"IP_ADDRESS_2"}' } }],
          function_call: { name: 'g', arguments: '{"x":"[email_2]"}' }
        },
        finish_reason: 'tool_calls'
      },
      { index: 2, message: { role: 'assistant', content: [{ type: 'text', text: '[PHONE_1]' }] } },
      { index: 3, text: 'legacy [PHONE_1]' }
    ]
  }
  const out = restoreJsonAnswer('openai-chat', body, restorer) as any
  t.equal(out.choices[0].message.content, 'Reach Zoë Ünal at o"brien\\x@example.org')
  t.equal(out.choices[1].message.tool_calls[0].function.arguments, '{"to":"o\\"brien\\\\x@example.org","ip":"10.0.0.1"}')
  t.same(JSON.parse(out.choices[1].message.tool_calls[0].function.arguments), { to: 'o"brien\\x@example.org', ip: '10.0.0.1' })
  t.same(JSON.parse(out.choices[1].message.function_call.arguments), { x: 'o"brien\\x@example.org' })
  t.equal(out.choices[2].message.content[0].text, '+44 20 7946 0958')
  t.equal(out.choices[3].text, 'legacy +44 20 7946 0958')
  const untouched = { choices: [{ index: 0, message: { content: 'plain' } }] }
  t.equal(restoreJsonAnswer('openai-chat', untouched, restorer), untouched)
})

t.test('restoreJsonAnswer openai-responses: output items, output_text, echoed instructions; reasoning untouched', async (t) => {
  const reasoning = { type: 'reasoning', id: 'rs', summary: [{ type: 'summary_text', text: '[EMAIL_1]' }], encrypted_content: 'abc' }
  const body = {
    object: 'response',
    instructions: 'You write to [EMAIL_1].',
    output: [
      reasoning,
      { type: 'message', id: 'm', content: [{ type: 'output_text', text: 'Dear [NAME_1]', annotations: [] }, { type: 'refusal', refusal: 'not [PHONE_1]' }] },
      { type: 'function_call', id: 'fc', call_id: 'c', name: 'f', arguments: '{"to":"[EMAIL_2]"}' },
      { type: 'custom_tool_call', id: 'ct', input: 'EMAIL_1' }
    ],
    output_text: 'Dear [NAME_1]'
  }
  const out = restoreJsonAnswer('openai-responses', body, restorer) as any
  t.equal(out.instructions, 'You write to jane@example.com.')
  t.equal(out.output[0], reasoning)
  t.equal(out.output[1].content[0].text, 'Dear Zoë Ünal')
  t.equal(out.output[1].content[1].refusal, 'not +44 20 7946 0958')
  t.same(JSON.parse(out.output[2].arguments), { to: 'o"brien\\x@example.org' })
  t.equal(out.output[3].input, 'jane@example.com')
  t.equal(out.output_text, 'Dear Zoë Ünal')
  const listed = restoreJsonAnswer('openai-responses', { instructions: [{ role: 'developer', content: [{ type: 'input_text', text: '[EMAIL_1]' }] }] }, restorer) as any
  t.equal(listed.instructions[0].content[0].text, 'jane@example.com')
})

t.test('restoreJsonAnswer generic: every string and key at any depth', async (t) => {
  const out = restoreJsonAnswer('generic', { '[EMAIL_1]': ['x [PHONE_1]', { y: 'NAME_1 z' }], n: 1 }, restorer)
  t.same(out, { 'jane@example.com': ['x +44 20 7946 0958', { y: 'Zoë Ünal z' }], n: 1 })
  t.equal(restoreJsonAnswer('generic', 'text [EMAIL_1]', restorer), 'text jane@example.com')
  t.equal(restoreJsonAnswer('generic', 42, restorer), 42)
})
