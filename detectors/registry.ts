/**
 * Discovers the built-in detectors: every module in detectors/builtin/ default-exports a Detector or
 * an array of them. Their order (file name, then array position) is the tie-break of last resort
 * when two overlapping findings have the same priority and length.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Detector } from './types.ts'
import { ANCHOR_KINDS } from './anchors.ts'

const BUILTIN_DIR = join(import.meta.dirname, 'builtin')

/**
 * A detector as registered: every one has the same fields in the same order, so that they share one
 * object shape. The engine reads name, priority, anchors, minDigits and find of every detector on
 * every scan; over 37 object literals of as many shapes those reads were megamorphic lookups, a
 * noticeable part of a chat message's cost.
 */
function registered (d: Detector): Detector {
  return {
    name: d.name,
    priority: d.priority,
    description: d.description,
    validation: d.validation,
    example: d.example,
    anchors: d.anchors,
    minDigits: d.minDigits,
    maxSpan: d.maxSpan,
    contextRadius: d.contextRadius,
    find: d.find
  }
}

async function loadBuiltins (): Promise<Detector[]> {
  const files = readdirSync(BUILTIN_DIR)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
    .sort()
  const detectors: Detector[] = []
  for (const file of files) {
    const mod = await import(pathToFileURL(join(BUILTIN_DIR, file)).href)
    const exported: Detector | Detector[] = mod.default
    for (const detector of Array.isArray(exported) ? exported : [exported]) {
      if (!detector || typeof detector.find !== 'function') throw new Error(`${file} does not default-export a detector`)
      if (detector.name !== detector.name.toUpperCase()) throw new Error(`detector name must be upper case: ${detector.name}`)
      // A wrong anchor declaration would make the engine skip texts the detector has findings in.
      for (const kind of detector.anchors ?? []) {
        if (!(ANCHOR_KINDS as readonly string[]).includes(kind)) throw new Error(`${detector.name}: unknown anchor kind ${kind}`)
      }
      if (detector.minDigits !== undefined && !(Number.isInteger(detector.minDigits) && detector.minDigits >= 1)) throw new Error(`${detector.name}: minDigits must be a positive integer`)
      detectors.push(registered(detector))
    }
  }
  return detectors
}

/** Every built-in detector, in catalog order. Frozen: the engine keeps what it reads of a frozen list. */
export const builtinDetectors: readonly Detector[] = Object.freeze(await loadBuiltins())

const byName = new Map(builtinDetectors.map((d) => [d.name, d]))
if (byName.size !== builtinDetectors.length) throw new Error('two built-in detectors share a name')

/** Every built-in detector name, in catalog order. */
export const detectorNames: readonly string[] = builtinDetectors.map((d) => d.name)

/** The detector of that name (case-insensitive), or undefined. */
export function findDetector (name: string): Detector | undefined {
  return byName.get(name.trim().toUpperCase())
}

export class UnknownDetectorError extends Error {
  constructor (readonly detectorName: string) {
    super(`unknown detector: ${detectorName}`)
    this.name = 'UnknownDetectorError'
  }
}

/** Resolved lists by the catalog indices they hold, so that a request naming the same detectors gets the same (frozen) list. */
const resolvedLists = new Map<string, readonly Detector[]>()
const RESOLVED_LISTS_KEPT = 256

/**
 * Resolves detector names (case-insensitive, duplicates ignored) into detectors, in catalog order.
 * Throws UnknownDetectorError on the first name that does not exist.
 */
export function resolveDetectors (names: readonly string[]): readonly Detector[] {
  const wanted = new Set<Detector>()
  for (const name of names) {
    const detector = findDetector(name)
    if (detector === undefined) throw new UnknownDetectorError(name)
    wanted.add(detector)
  }
  const indices: number[] = []
  for (let k = 0; k < builtinDetectors.length; k++) if (wanted.has(builtinDetectors[k])) indices.push(k)
  const key = indices.join(',')
  let list = resolvedLists.get(key)
  if (list === undefined) {
    if (resolvedLists.size >= RESOLVED_LISTS_KEPT) resolvedLists.clear()
    resolvedLists.set(key, list = Object.freeze(indices.map((k) => builtinDetectors[k])))
  }
  return list
}
