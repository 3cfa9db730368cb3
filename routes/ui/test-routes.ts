/** GET /test and POST /ui/scan: scan a text as POST /scan would and show the findings in place. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { bodyLimit } from '../../config/env.ts'
import { detectorChoice, field, FormError, whitelistLines, type FormBody } from '../../console/forms.ts'
import { colourOf, detectorGroups, highlightPieces } from '../../console/view-model.ts'
import { csrfToken, render, requireSession, sameOrigin, type ConsoleContext } from './context.ts'

export default function testRoutes (app: FastifyInstance, ctx: ConsoleContext): void {
  const guard = requireSession(ctx)
  const limit = bodyLimit()

  function testPage (request: FastifyRequest, reply: FastifyReply, data: Record<string, unknown> = {}, status = 200, error?: string) {
    const defaults = app.configStore.config.default_detectors
    return render(request, reply, 'test', {
      title: 'Test',
      active: '/test',
      text: '',
      whitelist: '',
      groups: detectorGroups([]),
      defaultsText: defaults.length === 0 ? 'every detector' : defaults.join(', '),
      limitText: `${Math.round(limit / 1024)} KiB`,
      ...data,
      messages: error !== undefined ? [{ kind: 'error', text: error }] : []
    }, status)
  }

  app.get('/test', { onRequest: [guard] }, async function testForm (request, reply) {
    return testPage(request, reply)
  })

  app.post('/ui/scan', { onRequest: [sameOrigin, guard], preHandler: [csrfToken] }, async function testScan (request, reply) {
    const body = (request.body ?? {}) as FormBody
    let text: string, detectors: string[], whitelist: string[], whitelistText: string
    try {
      // The same limits as POST /scan: the text may be as large as the REST body limit.
      text = field(body, 'text', Infinity).replace(/\r\n/g, '\n')
      if (Buffer.byteLength(text) > limit) throw new FormError(`The text is larger than the limit of ${Math.round(limit / 1024)} KiB.`, 413)
      detectors = detectorChoice(body)
      whitelistText = field(body, 'whitelist', 1_100_000)
      whitelist = whitelistLines(whitelistText)
    } catch (err) {
      if (err instanceof FormError) return testPage(request, reply, {}, err.statusCode, err.message)
      throw err
    }
    const result = await app.detection.scan(text, detectors, whitelist)
    const types = [...new Set(result.findings.map((f) => f.pii_type))].map((type) => ({
      type,
      colour: colourOf.get(type) ?? 0,
      count: result.findings.filter((f) => f.pii_type === type).length
    }))
    return testPage(request, reply, {
      text,
      whitelist: whitelistText,
      groups: detectorGroups(detectors),
      anyChosen: detectors.length > 0,
      result: {
        pieces: highlightPieces(text, result.findings),
        anonymised: result.anonymisedText,
        findings: result.findings.map((f) => ({ ...f, confidence: f.confidence.toFixed(2), colour: colourOf.get(f.pii_type) ?? 0 })),
        count: result.findings.length,
        types,
        detectorsText: detectors.length === 0 ? 'the default detectors' : detectors.join(', ')
      }
    })
  })
}
