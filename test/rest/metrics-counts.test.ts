/**
 * The privacy_guard_* counters of REST scans (plugins/metrics.ts) on a real port: a scan adds to
 * them once, whatever the number of scrapes in between, per type and with the masked bytes.
 */
import t from 'tap'
import { build } from '../helper.ts'

t.test('scans are counted once, across any number of scrapes', async (t) => {
  const app = await build(t)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const anonymize = async (text: string) => {
    const res = await fetch(url + '/anonymize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) })
    t.equal(res.status, 200)
    await res.text()
  }
  const counters = async () => {
    const text = await (await fetch(url + '/metrics')).text()
    return Object.fromEntries(text.split('\n').filter((line) => line.startsWith('privacy_guard_') && !line.startsWith('privacy_guard_config') && !line.startsWith('privacy_guard_rate')).map((line) => {
      const at = line.lastIndexOf(' ')
      return [line.slice(0, at), Number(line.slice(at + 1))]
    }))
  }

  t.same(await counters(), {}, 'no series before the first scan')
  await anonymize('mail jane@example.com or jöhn@example.org, IBAN DE89 3704 0044 0532 0130 00')
  await anonymize('nothing here')
  const first = {
    'privacy_guard_requests_total{source="rest"}': 2,
    'privacy_guard_pii_findings_total{source="rest"}': 3,
    'privacy_guard_masked_bytes_total{source="rest"}': 16 + 17 + 27,
    'privacy_guard_pii_type_total{type="EMAIL",source="rest"}': 2,
    'privacy_guard_pii_type_total{type="IBAN",source="rest"}': 1
  }
  t.same(await counters(), first)
  t.same(await counters(), first, 'a second scrape adds nothing')
  await anonymize('nothing here either')
  await anonymize('jane@example.com')
  t.same(await counters(), {
    ...first,
    'privacy_guard_requests_total{source="rest"}': 4,
    'privacy_guard_pii_findings_total{source="rest"}': 4,
    'privacy_guard_masked_bytes_total{source="rest"}': 16 + 17 + 27 + 16,
    'privacy_guard_pii_type_total{type="EMAIL",source="rest"}': 3
  })
})
