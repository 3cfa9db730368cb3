/** Other SaaS platforms and developer tools. */
import { assigned, HEX32, token, UUID, type SecretRule } from './rule.ts'

export const saasRules: SecretRule[] = [
  token('postman-api-key', 'Postman API key (PMAK-).', ['pmak-'], 'PMAK-[a-f0-9]{24}-[a-f0-9]{34}'),
  token('contentful-pat', 'Contentful personal access token (CFPAT-).', ['cfpat-'], 'CFPAT-[A-Za-z0-9_\\-]{43}'),
  token('age-secret-key', 'age encryption secret key (AGE-SECRET-KEY-1).', ['age-secret-key-1'], 'AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}'),
  token('onepassword-service-account-token', '1Password service account token (ops_eyJ).', ['ops_eyj'], 'ops_eyJ[A-Za-z0-9+/]{250,2000}={0,3}'),
  token('mapbox-secret-token', 'Mapbox secret access token (sk.eyJ).', ['sk.eyj'], 'sk\\.eyJ[A-Za-z0-9_\\-]{50,400}\\.[A-Za-z0-9_\\-]{20,40}'),
  token('typeform-api-token', 'Typeform personal access token (tfp_).', ['tfp_'], 'tfp_[A-Za-z0-9_.=\\-]{59}'),
  token('frameio-api-token', 'Frame.io API token (fio-u-).', ['fio-u-'], 'fio-u-[A-Za-z0-9_=\\-]{64}'),
  token('prefect-api-key', 'Prefect Cloud API key (pnu_).', ['pnu_'], 'pnu_[A-Za-z0-9]{36}'),
  token('readme-api-key', 'ReadMe API key (rdme_).', ['rdme_'], 'rdme_[a-z0-9]{70}'),
  token('scalingo-api-token', 'Scalingo API token (tk-us-).', ['tk-us-'], 'tk-us-[A-Za-z0-9_\\-]{48}'),
  token('harness-api-key', 'Harness personal access or service account token (pat./sat.).', ['pat.', 'sat.'],
    '(?:pat|sat)\\.[A-Za-z0-9_\\-]{22}\\.[a-f0-9]{24}\\.[A-Za-z0-9]{20}'),
  token('infracost-api-token', 'Infracost API token (ico-).', ['ico-'], 'ico-[A-Za-z0-9]{32}'),
  token('linear-api-key', 'Linear API key (lin_api_).', ['lin_api_'], 'lin_api_[A-Za-z0-9]{40}'),
  token('notion-integration-token', 'Notion internal integration token, old format (secret_).', ['secret_'], 'secret_[A-Za-z0-9]{43}', { entropy: 3.5 }),
  token('notion-api-token', 'Notion API token, new format (ntn_).', ['ntn_'], 'ntn_[0-9]{11}[A-Za-z0-9]{35}'),
  token('airtable-pat', 'Airtable personal access token (pat…).', ['pat'], 'pat[A-Za-z0-9]{14}\\.[a-f0-9]{64}'),
  assigned('asana-pat', 'Asana personal access token assigned to an Asana name.', ['asana'], 'asana', '[0-9]/[0-9]{16}(?:/[0-9]{16})?:[A-Za-z0-9]{32}'),
  assigned('okta-api-token', 'Okta API token (00…) assigned to an Okta name.', ['okta'], 'okta', '00[A-Za-z0-9_\\-]{40}'),
  token('dropbox-api-token', 'Dropbox short-lived access token (sl.).', ['sl.'], 'sl\\.(?:u\\.)?[A-Za-z0-9_=\\-]{130,1400}', { entropy: 4 }),
  token('figma-pat', 'Figma personal access token (figd_).', ['figd_'], 'figd_[A-Za-z0-9_\\-]{40,44}'),
  token('hubspot-private-app-token', 'HubSpot private app access token (pat-na1-/pat-eu1-).', ['pat-na', 'pat-eu'], `pat-(?:na|eu)\\d-${UUID}`),
  assigned('zendesk-api-token', 'Zendesk API token assigned to a Zendesk name.', ['zendesk'], 'zendesk', '[A-Za-z0-9]{40}'),
  assigned('algolia-admin-key', 'Algolia admin / write API key (32 hex) assigned to an Algolia name.', ['algolia'], 'algolia', HEX32),
  token('firebase-cloud-messaging-key', 'Firebase Cloud Messaging legacy server key (…:APA91b…).', [':apa91b'], 'AAAA[A-Za-z0-9_\\-]{7}:APA91b[A-Za-z0-9_\\-]{134}'),
  assigned('auth0-client-secret', 'Auth0 client secret assigned to an Auth0 name.', ['auth0'], 'auth0', '[A-Za-z0-9_\\-]{64}'),
  assigned('trello-api-token', 'Trello API token assigned to a Trello name.', ['trello'], 'trello', 'ATTA[a-f0-9]{64}(?:[A-F0-9]{8})?|[a-f0-9]{64}'),
  token('salesforce-access-token', 'Salesforce session / OAuth access token (00D…!…).', ['00d'], '00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{90,110}'),
  assigned('ngrok-authtoken', 'ngrok authtoken assigned to an ngrok name.', ['ngrok'], 'ngrok', '[0-9A-Za-z]{25,27}_[0-9A-Za-z]{20,22}')
]
