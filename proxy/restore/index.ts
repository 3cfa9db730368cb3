/**
 * Restore: puts the original values back into an upstream's answer, for the placeholders one proxied
 * request sent (JSON answers, server-sent event streams, plain text).
 */
import type { PlaceholderRestorer } from './placeholders.ts'

export { PlaceholderRestorer, TextStream } from './placeholders.ts'
export { restoreJsonAnswer, type ApiKind } from './json.ts'
export { restoreEventStream } from './events.ts'

/** Plain text (generic proxies, non-JSON bodies). */
export function restoreText (text: string, restorer: PlaceholderRestorer): string {
  return restorer.restore(text)
}
