import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, WordGate, type Anchors, type IntList } from '../anchors.ts'
import { TOKEN_END, TOKEN_START } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'
import { base58CheckDecode } from '../intl/base58check.ts'
import { segwitValid } from '../intl/bech32.ts'
import { eip55Valid } from '../intl/keccak.ts'

// Legacy P2PKH (1…) and P2SH (3…) addresses: base58, 26–35 characters.
const BTC_LEGACY = new RegExp(`${TOKEN_START}[13][1-9A-HJ-NP-Za-km-z]{25,34}${TOKEN_END}`, 'y')
// SegWit bc1… (lower case, or all upper case as in QR codes), at most 90 characters.
const BTC_BECH32 = new RegExp(`${TOKEN_START}(?:bc1[02-9ac-hj-np-z]{8,87}|BC1[02-9AC-HJ-NP-Z]{8,87})${TOKEN_END}`, 'y')
const ETH = new RegExp(`${TOKEN_START}0x([0-9A-Fa-f]{40})${TOKEN_END}`, 'y')
const ETH_CONTEXT = contextWords(['eth', 'ether', 'ethereum', 'wallet', 'address', 'erc20', 'erc-20', 'metamask', 'usdt', 'usdc', 'token', 'crypto', 'send', 'polygon', 'bsc', 'adresse'])

/**
 * Each address is a whole word (maximal [A-Za-z0-9_] run; its characters are all word characters and
 * the regexes' guards are word boundaries): one walk over the words picks those of the right length
 * and first characters for each kind.
 */
function walletStarts (text: string, a: Anchors): { legacy: IntList, bech32: IntList, eth: IntList } {
  // Kept with the anchors like the other candidate lists (a detector may be asked twice about one text).
  const known = a.cache.get('wallet-legacy')
  if (known !== undefined) return { legacy: known, bech32: a.cache.get('wallet-bech32') ?? [], eth: a.cache.get('wallet-eth') ?? [] }
  const legacy: number[] = []
  const bech32: number[] = []
  const eth: number[] = []
  addWalletStarts(text, a.wordStart, a.wordEnd, WALLET_WORDS.words(a), legacy, bech32, eth)
  a.cache.set('wallet-legacy', legacy)
  a.cache.set('wallet-bech32', bech32)
  a.cache.set('wallet-eth', eth)
  return { legacy, bech32, eth }
}

/** Words of 11 characters or more that start as an address may: 1 or 3 (base58), 0 (0x…), b or B (bc1…). */
const WALLET_WORDS = new WordGate({ lengths: { min: 11 }, firstPair: (first) => first === 49 || first === 51 || first === 48 || first === 98 || first === 66 })

/**
 * walletStarts' walk over the words, a function of its own: run once per text, V8 compiles it on the
 * stack, and the cache writes that followed the loop had no type feedback there and deopted that
 * code at the end of every long scan.
 */
function addWalletStarts (text: string, wordStart: IntList, wordEnd: IntList, words: IntList, legacy: number[], bech32: number[], eth: number[]): void {
  for (let k = 0; k < words.length; k++) {
    const w = words[k]
    const start = wordStart[w]
    const length = wordEnd[w] - start
    const first = text.charCodeAt(start)
    if (first === 49 || first === 51) {
      if (length >= 26 && length <= 35) legacy.push(start)
    } else if (first === 48) {
      if (length === 42 && text.charCodeAt(start + 1) === 120) eth.push(start)
    } else if ((first === 98 || first === 66) && length <= 90) {
      const second = text.charCodeAt(start + 1)
      if ((second === 99 || second === 67) && text.charCodeAt(start + 2) === 49) bech32.push(start)
    }
  }
}

function findWallets (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  const { legacy, bech32, eth } = walletStarts(text, anchorsOf(text, anchors))
  // Most texts have no word of these shapes: no regex, no hit iterators.
  if (legacy.length === 0 && bech32.length === 0 && eth.length === 0) return found
  for (const m of execAt(text, BTC_LEGACY, legacy)) {
    const payload = base58CheckDecode(m[0])
    if (payload === null || payload.length !== 21) continue
    const version = payload[0]
    if ((m[0][0] === '1' && version !== 0x00) || (m[0][0] === '3' && version !== 0x05)) continue
    found.push({ start: m.index, end: m.index + m[0].length, confidence: 1, ruleId: 'btc-base58' })
  }
  for (const m of execAt(text, BTC_BECH32, bech32)) {
    if (!segwitValid('bc', m[0])) continue
    found.push({ start: m.index, end: m.index + m[0].length, confidence: 1, ruleId: 'btc-bech32' })
  }
  for (const m of execAt(text, ETH, eth)) {
    const hex = m[1]
    if (/^(.)\1*$/.test(hex.toLowerCase())) continue // 0x000…0 and friends: burn/placeholder addresses
    const start = m.index
    const end = start + m[0].length
    const mixed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
    if (mixed) {
      // A mixed-case address carries the EIP-55 checksum; a wrong one is not an address.
      if (eip55Valid(hex)) found.push({ start, end, confidence: 1, ruleId: 'eth-eip55' })
      continue
    }
    // Single-case addresses have no checksum; 0x + exactly 40 hex digits is still hardly anything else.
    found.push({ start, end, confidence: hasContext(text, start, end, ETH_CONTEXT) ? 0.95 : 0.8, ruleId: 'eth' })
  }
  return found
}

const cryptoWallet: Detector = {
  name: 'CRYPTO_WALLET',
  priority: 4,
  // Every address holds a digit: legacy ones start with 1 or 3, SegWit with bc1, Ethereum with 0x.
  anchors: ['digit'],
  maxSpan: 90,
  contextRadius: 60,
  description: 'Cryptocurrency addresses: Bitcoin legacy (1…, 3…), Bitcoin SegWit/Taproot (bc1…) and Ethereum (0x + 40 hex).',
  validation: 'Base58check double-SHA256 checksum and version byte; bech32/bech32m checksum with witness version and program length; EIP-55 (Keccak-256) for mixed-case Ethereum addresses.',
  example: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2, bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq, 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  find: findWallets
}

export default cryptoWallet
