/**
 * SECRET and URL_SECRET. The rules live in detectors/secrets/ (one file per family); a keyword
 * prefilter finds in one pass which rules can match, and only those run their regex.
 */
import type { Detector } from '../types.ts'
import { findSecrets, secretRules } from '../secrets/index.ts'
import { findUrlSecrets } from '../secrets/url.ts'

const secret: Detector = {
  name: 'SECRET',
  priority: 6,
  description: `Credentials: ${secretRules.length} rules for cloud, source-hosting, registry, payment, chat/mail, LLM and monitoring ` +
    'tokens, database URLs and connection strings, JWTs, private key blocks, HTTP auth headers, credentials in URLs ' +
    'and generic password/secret/token assignments. Every finding names its rule_id (see docs/secret-rules.md).',
  validation: 'Keyword prefilter, then the rule\'s format (fixed prefix, length, alphabet); entropy minimum and placeholder ' +
    'allow-list; JWT header decoded, Basic credentials decoded; generic assignments need a credential key name and a ' +
    'credible value (not a template, variable, hash or word).',
  example: 'AKIAIOSFODNN7EXAMPLE (aws-access-key); password = "mySecretPassword123" → mySecretPassword123 (generic-secret)',
  find: findSecrets
}

const urlSecret: Detector = {
  name: 'URL_SECRET',
  priority: 6,
  description: 'Values of secret-bearing URL query parameters (token, access_token, api_key, key, secret, password, sig, signature, auth, session, code …).',
  validation: 'Exact parameter name after ? or &; value at least 8 characters, not a placeholder; weak names (key, code, session) need letters and digits.',
  example: 'https://api.example.com/v1?token=abc123def456 → abc123def456 (url-query-token)',
  find: findUrlSecrets
}

export default [secret, urlSecret]
