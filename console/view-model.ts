/**
 * What the console's templates show, computed from the catalog and from scan results: detectors in
 * groups with a one-line description, and a scanned text cut into plain and highlighted pieces.
 */
import { builtinDetectors } from '../detectors/registry.ts'
import type { Finding } from '../detectors/types.ts'

const GROUPS: Array<{ label: string, names: readonly string[] }> = [
  { label: 'Contact and person', names: ['NAME', 'EMAIL', 'PHONE', 'ADDRESS', 'DATE_OF_BIRTH'] },
  { label: 'Financial', names: ['IBAN', 'BIC', 'CREDIT_CARD', 'CRYPTO_WALLET', 'VAT_ID'] },
  { label: 'Credentials', names: ['SECRET', 'URL_SECRET'] },
  { label: 'Network and devices', names: ['IP_ADDRESS', 'MAC_ADDRESS'] },
  {
    label: 'Identity documents and vehicles',
    names: ['PERSONAL_ID', 'PASSPORT', 'DRIVER_LICENSE', 'LICENSE_PLATE']
  },
  {
    label: 'National identifiers',
    names: ['TAX_ID', 'SOCIAL_SECURITY', 'KVNR', 'AT_SSN', 'CH_SSN', 'FR_NIR', 'ES_DNI', 'IT_FISCAL_CODE', 'NL_BSN', 'PL_PESEL',
      'UK_NHS', 'UK_NINO', 'US_SSN', 'US_ITIN', 'CA_SIN', 'AU_TFN', 'IN_AADHAAR', 'IN_PAN', 'SG_NRIC']
  }
]

/** Where the first clause of a description says too little. */
const SHORT: Record<string, string> = {
  SECRET: 'Credentials: API tokens and keys, passwords, private keys, connection strings, JWTs'
}

/** The first clause of a catalog description (before a colon, semicolon or parenthesis), at most about 90 characters. */
export function shortDescription (name: string, description: string): string {
  if (SHORT[name] !== undefined) return SHORT[name]
  let text = description
  const stop = text.search(/[:;]| \(/)
  if (stop > 0) text = text.slice(0, stop)
  if (text.length > 90) {
    const comma = text.lastIndexOf(', ', 90)
    text = comma > 30 ? text.slice(0, comma) : text.slice(0, 88) + '…'
  }
  for (const tail of ['.', ',', ' and', ' or']) if (text.endsWith(tail)) text = text.slice(0, -tail.length)
  return text
}

export interface DetectorOption { name: string, short: string, description: string, checked: boolean, colour: number }
export interface DetectorGroup { label: string, detectors: DetectorOption[] }

const PALETTE = 12
/**
 * A colour class per detector, the same on every page: in the order of the groups above, so that
 * the types that often occur together (name, e-mail, phone, address, IBAN, card …) differ.
 */
export const colourOf = new Map([...GROUPS.flatMap((g) => g.names), ...builtinDetectors.map((d) => d.name)]
  .filter((name, i, all) => all.indexOf(name) === i)
  .map((name, i) => [name, i % PALETTE]))

/** Every detector of the catalog, grouped; detectors no group names land in "Other". */
export function detectorGroups (checked: readonly string[]): DetectorGroup[] {
  const chosen = new Set(checked)
  const option = (name: string): DetectorOption | undefined => {
    const detector = builtinDetectors.find((d) => d.name === name)
    if (detector === undefined) return undefined
    return { name, short: shortDescription(name, detector.description), description: detector.description, checked: chosen.has(name), colour: colourOf.get(name) ?? 0 }
  }
  const placed = new Set<string>()
  const groups: DetectorGroup[] = []
  for (const group of GROUPS) {
    const detectors = group.names.map(option).filter((d): d is DetectorOption => d !== undefined)
    for (const d of detectors) placed.add(d.name)
    if (detectors.length > 0) groups.push({ label: group.label, detectors })
  }
  const rest = builtinDetectors.filter((d) => !placed.has(d.name)).map((d) => option(d.name) as DetectorOption)
  if (rest.length > 0) groups.push({ label: 'Other', detectors: rest })
  return groups
}

export interface Piece { text: string, finding?: { type: string, confidence: string, placeholder: string, colour: number } }

/**
 * The text cut at the findings' code-point offsets, so that a template can wrap each finding in a
 * highlight and escape every piece. Findings are sorted and never overlap (engine invariant).
 */
export function highlightPieces (text: string, findings: readonly Finding[]): Piece[] {
  const codePoints = [...text]
  const pieces: Piece[] = []
  let at = 0
  for (const f of findings) {
    if (f.start > at) pieces.push({ text: codePoints.slice(at, f.start).join('') })
    pieces.push({
      text: codePoints.slice(f.start, f.end).join(''),
      finding: { type: f.pii_type, confidence: f.confidence.toFixed(2), placeholder: f.placeholder, colour: colourOf.get(f.pii_type) ?? 0 }
    })
    at = f.end
  }
  if (at < codePoints.length) pieces.push({ text: codePoints.slice(at).join('') })
  return pieces
}
