/**
 * Reading and checking the console's form fields. Every function returns the clean value or throws a
 * FormError whose message is shown to the operator (never logged: it may quote what was typed).
 */
import { findDetector, detectorNames } from '../detectors/registry.ts'

export class FormError extends Error {
  constructor (message: string, readonly statusCode = 400) {
    super(message)
  }
}

export type FormBody = Record<string, string | string[] | undefined>

/** A single text field; absent is ''. Two values of one field is a malformed form. */
export function field (body: FormBody, name: string, maxLength = 1000): string {
  const value = body[name]
  if (value === undefined) return ''
  if (typeof value !== 'string') throw new FormError(`The field ${name} was sent twice.`)
  if (value.length > maxLength) throw new FormError(`The field ${name} is longer than ${maxLength} characters.`)
  return value
}

/** A field that may repeat (checkboxes): always a list. */
export function fieldList (body: FormBody, name: string): string[] {
  const value = body[name]
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : value
}

export function checkbox (body: FormBody, name: string): boolean {
  const value = body[name]
  return value !== undefined && value !== ''
}

/** Detector names from checkboxes: known ones, canonical, in catalog order; unknown ones are an error. */
export function detectorChoice (body: FormBody, name = 'detectors'): string[] {
  const chosen = new Set<string>()
  for (const entry of fieldList(body, name)) {
    const detector = findDetector(entry)
    if (detector === undefined) throw new FormError(`Unknown detector: ${entry.slice(0, 64)}`)
    chosen.add(detector.name)
  }
  return detectorNames.filter((n) => chosen.has(n))
}

/** One entry per line: trimmed, empty lines dropped, duplicates dropped. */
export function lines (text: string, what: string, maxEntries: number, maxLength: number): string[] {
  const result: string[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '' || result.includes(line)) continue
    if (line.length > maxLength) throw new FormError(`${what}: an entry is longer than ${maxLength} characters.`)
    result.push(line)
  }
  if (result.length > maxEntries) throw new FormError(`${what}: at most ${maxEntries} entries.`)
  return result
}

/** The same limits as a request's whitelist on /scan. */
export function whitelistLines (text: string): string[] {
  return lines(text, 'Whitelist', 1000, 1000)
}

/** `*` or scheme://host[:port] (http or https, nothing after the port), as browsers send Origin. */
export function corsOrigins (text: string): string[] {
  const origins: string[] = []
  for (const entry of lines(text, 'CORS origins', 100, 200)) {
    if (entry === '*') {
      origins.push(entry)
      continue
    }
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      throw new FormError(`Not an origin: ${entry}. Write scheme://host or scheme://host:port.`)
    }
    const bare = (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' &&
      url.search === '' && url.hash === '' && url.pathname === '/' && !entry.replace(/\/$/, '').endsWith('/')
    if (!bare) throw new FormError(`Not an origin: ${entry}. Write scheme://host or scheme://host:port, without a path.`)
    if (!origins.includes(url.origin)) origins.push(url.origin)
  }
  return origins
}

export function port (text: string): number {
  const value = Number(text.trim())
  if (text.trim() === '' || !Number.isInteger(value) || value < 1 || value > 65535) throw new FormError('The port must be a whole number from 1 to 65535.')
  return value
}

/** A host name or an IP address to listen on. */
export function listenHost (text: string): string {
  const host = text.trim() || '127.0.0.1'
  if (host.length > 253 || !/^[A-Za-z0-9.:[\]-]+$/.test(host)) throw new FormError('The host must be a host name or an IP address, such as 127.0.0.1.')
  return host
}

/** An http(s) URL without credentials, query or fragment. */
export function upstreamUrl (text: string): string {
  const value = text.trim()
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new FormError('The upstream must be an http or https URL, such as https://api.anthropic.com.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FormError('The upstream must be an http or https URL.')
  if (url.username !== '' || url.password !== '') throw new FormError('Put no credentials into the upstream URL: clients send their own.')
  if (url.search !== '' || url.hash !== '') throw new FormError('The upstream URL takes no query or fragment.')
  let end = value.length
  while (end > 0 && value[end - 1] === '/') end--
  return value.slice(0, end)
}
