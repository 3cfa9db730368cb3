import t from 'tap'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import detectors from '../../detectors/builtin/secret.ts'
import { scan } from '../../detectors/engine.ts'
import { findSecrets, runRule, secretRules } from '../../detectors/secrets/index.ts'
import { KeywordIndex } from '../../detectors/secrets/keywords.ts'
import { isSecretKeyName } from '../../detectors/secrets/generic.ts'
import { renderSecretRulesDoc } from '../../detectors/secrets/doc.ts'

const [secretDetector] = detectors

// Fake tokens are assembled at run time from a seeded generator, so the repository holds no
// string that looks like a live credential to secret scanners.
let seed = 0x2f6b1d
/** mulberry32: deterministic, well mixed. */
function rand (n: number): number {
  seed = (seed + 0x6d2b79f5) | 0
  let x = Math.imul(seed ^ (seed >>> 15), seed | 1)
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
  return ((x ^ (x >>> 14)) >>> 0) % n
}
function pick (alphabet: string, n: number): string {
  let s = ''
  for (let i = 0; i < n; i++) s += alphabet[rand(alphabet.length)]
  return s
}
const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = LOWER.toUpperCase()
const DIGITS = '0123456789'
const an = (n: number): string => pick(UPPER + LOWER + DIGITS, n)
const url = (n: number): string => an(1) + pick(UPPER + LOWER + DIGITS + '_-', n - 2) + an(1)
const b64 = (n: number): string => an(1) + pick(UPPER + LOWER + DIGITS + '+/', n - 1)
const hex = (n: number): string => pick('0123456789abcdef', n)
const lo = (n: number): string => pick(LOWER + DIGITS, n)
const up = (n: number): string => pick(UPPER + DIGITS, n)
const al = (n: number): string => pick(UPPER + LOWER, n)
const dig = (n: number): string => pick('123456789', 1) + pick(DIGITS, n - 1)
const b32 = (n: number): string => pick('abcdefghijklmnopqrstuvwxyz234567', n)
const uuid = (): string => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`
const pw = (): string => an(6) + '7' + an(9)
const base64 = (s: string): string => Buffer.from(s).toString('base64')
const base64url = (s: string): string => Buffer.from(s).toString('base64url')
const lines = (n: number): string => Array.from({ length: n }, () => b64(64)).join('\n')
const BEGIN = '-----BEGIN '
const END = '-----END '

/** [text, expected finding]; a bare string is a token shown inside a sentence. */
type Example = string | [string, string]

const examples: Record<string, Example> = {
  // cloud
  'aws-access-key': 'AKIA' + up(16),
  'aws-secret-access-key': ((v) => [`aws_secret_access_key = ${v}`, v])(b64(40)),
  'aws-session-token': ((v) => [`aws_session_token = ${v}`, v])(b64(300)),
  'aws-mws-key': 'amzn.mws.' + uuid(),
  'aws-bedrock-api-key': 'ABSK' + b64(132),
  'google-api-key': 'AIza' + url(35),
  'gcp-oauth-client-secret': 'GOCSPX-' + url(28),
  'google-oauth-access-token': 'ya29.' + url(120),
  'google-oauth-refresh-token': '1//0' + url(90),
  'gcp-service-account-key-id': ((v) => [`{"type": "service_account", "private_key_id": "${v}"}`, v])(hex(40)),
  'azure-storage-account-key': ((v) => [`DefaultEndpointsProtocol=https;AccountName=shop;AccountKey=${v};EndpointSuffix=core.windows.net`, v])(b64(86) + '=='),
  'azure-shared-access-key': ((v) => [`Endpoint=sb://shop.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=${v}`, v])(b64(43) + '='),
  'azure-sas-token': ((v) => [`https://shop.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&sp=r&se=2030-01-01&sig=${v}`, v])(an(43) + '%3D'),
  'azure-ad-client-secret': an(3) + '8Q~' + an(34),
  'azure-devops-pat': ((v) => [`AZURE_DEVOPS_PAT=${v}`, v])(b32(52)),
  'digitalocean-pat': 'dop_v1_' + hex(64),
  'digitalocean-oauth-token': 'doo_v1_' + hex(64),
  'digitalocean-refresh-token': 'dor_v1_' + hex(64),
  'heroku-api-key': ((v) => [`HEROKU_API_KEY=${v}`, v])(uuid()),
  'heroku-api-key-v2': 'HRKU-AA' + url(58),
  'alibaba-access-key-id': 'LTAI' + an(20),
  'alibaba-secret-key': ((v) => [`ALIBABA_CLOUD_ACCESS_KEY_SECRET=${v}`, v])(an(30)),
  'ibm-cloud-api-key': ((v) => [`IBM_CLOUD_API_KEY="${v}"`, v])(url(44)),
  'oracle-cloud-auth-token': ((v) => [`OCI_CUSTOMER_SECRET_KEY=${v}`, v])(b64(43) + '='),
  'cloudflare-api-token': ((v) => [`CLOUDFLARE_API_TOKEN=${v}`, v])(url(40)),
  'cloudflare-global-api-key': ((v) => [`CLOUDFLARE_API_KEY=${v}`, v])(hex(37)),
  'cloudflare-origin-ca-key': 'v1.0-' + hex(24) + '-' + hex(146),
  'fastly-api-token': ((v) => [`FASTLY_API_TOKEN=${v}`, v])(url(32)),
  'netlify-pat': 'nfp_' + an(36),
  'netlify-access-token': ((v) => [`NETLIFY_AUTH_TOKEN=${v}`, v])(url(43)),
  'vercel-token': ((v) => [`VERCEL_TOKEN: ${v}`, v])(an(24)),
  'hashicorp-vault-token': 'hvs.' + url(90),
  'hashicorp-vault-legacy-token': 's.Xy7Kp2Lm9Qr4Tv6Wz1Ab3Cd5',
  'terraform-cloud-token': an(14) + '.atlasv1.' + url(67),
  'pulumi-access-token': 'pul-' + hex(40),
  'doppler-token': 'dp.pt.' + an(43),
  'flyio-access-token': 'fo1_' + url(43),
  'supabase-access-token': 'sbp_' + hex(40),
  'supabase-secret-key': 'sb_secret_' + url(31),
  'planetscale-password': 'pscale_pw_' + url(43),
  'planetscale-api-token': 'pscale_tkn_' + url(43),
  'planetscale-oauth-token': 'pscale_oauth_' + url(43),
  'databricks-token': 'dapi' + hex(32),
  'linode-token': ((v) => [`LINODE_TOKEN=${v}`, v])(hex(64)),
  'scaleway-secret-key': ((v) => [`SCW_SECRET_KEY=${v}`, v])(uuid()),
  'openshift-user-token': 'sha256~' + url(43),
  // source hosting, CI, registries
  'github-pat': 'ghp_' + an(36),
  'github-fine-grained-pat': 'github_pat_' + an(22) + '_' + an(59),
  'github-oauth-token': 'gho_' + an(36),
  'github-app-token': 'ghs_' + an(36),
  'github-refresh-token': 'ghr_' + an(76),
  'gitlab-pat': 'glpat-' + url(20),
  'gitlab-pipeline-trigger-token': 'glptt-' + hex(40),
  'gitlab-runner-registration-token': 'GR1348941' + url(20),
  'gitlab-runner-auth-token': 'glrt-' + url(29),
  'gitlab-deploy-token': 'gldt-' + url(20),
  'gitlab-oauth-app-secret': 'gloas-' + url(64),
  'gitlab-feed-token': 'glft-' + url(20),
  'gitlab-cicd-job-token': 'glcbt-' + url(30),
  'gitlab-agent-token': 'glagent-' + url(50),
  'gitlab-scim-token': 'glsoat-' + url(20),
  'gitlab-incoming-mail-token': 'glimt-' + url(25),
  'bitbucket-app-password': 'ATBB' + an(32),
  'bitbucket-client-secret': ((v) => [`BITBUCKET_CLIENT_SECRET=${v}`, v])(url(64)),
  'atlassian-api-token': 'ATATT3' + url(186),
  'npm-access-token': 'npm_' + an(36),
  'npmrc-auth-token': ((v) => [`//registry.npmjs.org/:_authToken=${v}`, v])(url(40)),
  'pypi-token': 'pypi-AgEIcHlwaS5vcmc' + url(100),
  'rubygems-api-key': 'rubygems_' + hex(48),
  'nuget-api-key': 'oy2' + lo(43),
  'docker-hub-pat': 'dckr_pat_' + url(27),
  'docker-hub-org-token': 'dckr_oat_' + url(32),
  'docker-config-auth': ((v) => [`{"auths": {"https://index.docker.io/v1/": {"auth": "${v}"}}}`, v])(base64('deploy:' + an(16))),
  'kubernetes-docker-config': ((v) => [`data:\n  .dockerconfigjson: ${v}\ntype: kubernetes.io/dockerconfigjson`, v])(base64(`{"auths":{"ghcr.io":{"username":"ci","password":"${an(24)}"}}}`)),
  'artifactory-api-key': 'AKCp' + an(69),
  'artifactory-reference-token': 'cmVmdGtu' + an(56),
  'crates-io-api-token': 'cio' + an(32),
  'clojars-api-token': 'CLOJARS_' + lo(60),
  'sourcegraph-access-token': 'sgp_' + hex(16) + '_' + hex(40),
  'jenkins-api-token': ((v) => [`JENKINS_API_TOKEN=${v}`, v])(hex(34)),
  'circleci-pat': 'CCIPAT_' + an(22) + '_' + hex(40),
  'buildkite-api-token': 'bkua_' + hex(40),
  'snyk-api-token': ((v) => [`SNYK_TOKEN=${v}`, v])(uuid()),
  'sonarqube-token': 'sqp_' + hex(40),
  'codecov-token': ((v) => [`CODECOV_TOKEN=${v}`, v])(uuid()),
  // payment
  'stripe-secret-key': 'sk_live_' + an(24),
  'stripe-restricted-key': 'rk_live_' + an(24),
  'stripe-webhook-secret': 'whsec_' + an(32),
  'square-access-token': 'EAAA' + url(60),
  'square-oauth-secret': 'sq0csp-' + url(43),
  'braintree-access-token': 'access_token$production$' + lo(16) + '$' + hex(32),
  'braintree-private-key': ((v) => [`BRAINTREE_PRIVATE_KEY=${v}`, v])(hex(32)),
  'paypal-client-secret': ((v) => [`PAYPAL_CLIENT_SECRET=${v}`, v])(url(80)),
  'adyen-api-key': 'AQE' + an(100),
  'shopify-access-token': 'shpat_' + hex(32),
  'shopify-custom-app-token': 'shpca_' + hex(32),
  'shopify-private-app-token': 'shppa_' + hex(32),
  'shopify-shared-secret': 'shpss_' + hex(32),
  'mollie-api-key': ((v) => [`MOLLIE_API_KEY=${v}`, v])('live_' + an(30)),
  'plaid-access-token': 'access-production-' + uuid(),
  'plaid-secret': ((v) => [`PLAID_SECRET=${v}`, v])(hex(30)),
  'flutterwave-secret-key': 'FLWSECK-' + hex(32) + '-X',
  'easypost-api-key': 'EZAK' + an(54),
  'razorpay-key-secret': ((v) => [`RAZORPAY_KEY_SECRET=${v}`, v])(an(24)),
  'gocardless-access-token': ((v) => [`GOCARDLESS_ACCESS_TOKEN=${v}`, v])('live_' + url(40)),
  'duffel-api-token': 'duffel_test_' + url(43),
  'shippo-api-token': 'shippo_live_' + hex(40),
  // chat and mail
  'slack-bot-token': 'xoxb-' + dig(11) + '-' + dig(13) + '-' + an(24),
  'slack-user-token': 'xoxp-' + dig(11) + '-' + dig(11) + '-' + dig(13) + '-' + an(32),
  'slack-app-token': 'xapp-1-' + up(11) + '-' + dig(13) + '-' + hex(64),
  'slack-config-access-token': 'xoxe.xoxp-1-' + up(164),
  'slack-config-refresh-token': 'xoxe-1-' + up(146),
  'slack-legacy-token': 'xoxs-' + dig(10) + '-' + dig(10) + '-' + dig(12) + '-' + an(40),
  'slack-webhook-url': 'https://hooks.slack.com/services/T' + up(8) + '/B' + up(10) + '/' + an(24),
  'discord-bot-token': ((v) => [`discord bot ${v} started`, v])('M' + an(25) + '.' + url(6) + '.' + url(27)),
  'discord-webhook-url': 'https://discord.com/api/webhooks/' + dig(18) + '/' + url(68),
  'telegram-bot-token': dig(10) + ':AA' + url(33),
  'twilio-api-key': 'SK' + hex(32),
  'twilio-auth-token': ((v) => [`TWILIO_AUTH_TOKEN=${v}`, v])(hex(32)),
  'sendgrid-api-key': 'SG.' + url(22) + '.' + url(43),
  'mailgun-api-key': 'key-' + hex(32),
  'mailgun-private-key': ((v) => [`MAILGUN_API_KEY=${v}`, v])(`${hex(32)}-${hex(8)}-${hex(8)}`),
  'mailchimp-api-key': hex(32) + '-us12',
  'mandrill-api-key': ((v) => [`MANDRILL_API_KEY=${v}`, v])('md-' + url(22)),
  'postmark-server-token': ((v) => [`POSTMARK_SERVER_TOKEN=${v}`, v])(uuid()),
  'brevo-api-key': 'xkeysib-' + hex(64) + '-' + an(16),
  'brevo-smtp-key': 'xsmtpsib-' + hex(64) + '-' + an(16),
  'mailjet-api-secret': ((v) => [`MAILJET_API_SECRET=${v}`, v])(hex(32)),
  'resend-api-key': 're_' + an(8) + '_' + an(24),
  'microsoft-teams-webhook': `https://contoso.webhook.office.com/webhookb2/${uuid()}@${uuid()}/IncomingWebhook/${an(32)}/${uuid()}`,
  'facebook-access-token': 'EAA' + an(180),
  'facebook-app-secret': ((v) => [`FACEBOOK_APP_SECRET=${v}`, v])(hex(32)),
  'twitter-bearer-token': 'A'.repeat(22) + an(90),
  'twitter-api-secret': ((v) => [`TWITTER_API_SECRET=${v}`, v])(an(50)),
  'mattermost-access-token': ((v) => [`MATTERMOST_TOKEN=${v}`, v])(lo(26)),
  // LLM providers
  'openai-api-key': 'sk-proj-' + url(74) + 'T3BlbkFJ' + url(74),
  'openai-project-key': 'sk-proj-' + url(120),
  'anthropic-api-key': 'sk-ant-api03-' + url(93) + 'AA',
  'anthropic-admin-key': 'sk-ant-admin01-' + url(93) + 'AA',
  'anthropic-oauth-token': 'sk-ant-oat01-' + url(93) + 'AA',
  'huggingface-access-token': 'hf_' + al(34),
  'huggingface-org-token': 'api_org_' + al(34),
  'cohere-api-key': ((v) => [`COHERE_API_KEY=${v}`, v])(an(40)),
  'mistral-api-key': ((v) => [`MISTRAL_API_KEY=${v}`, v])(an(32)),
  'groq-api-key': 'gsk_' + an(52),
  'replicate-api-token': 'r8_' + an(37),
  'perplexity-api-key': 'pplx-' + an(48),
  'google-gemini-api-key': ((v) => [`GEMINI_API_KEY=${v}`, v])('AIza' + url(35)),
  'deepseek-api-key': ((v) => [`DEEPSEEK_API_KEY=${v}`, v])('sk-' + hex(32)),
  'xai-api-key': 'xai-' + an(80),
  'openrouter-api-key': 'sk-or-v1-' + hex(64),
  'langsmith-api-key': 'lsv2_pt_' + hex(32) + '_' + hex(10),
  'pinecone-api-key': 'pcsk_' + an(6) + '_' + an(64),
  'elevenlabs-api-key': ((v) => [`ELEVENLABS_API_KEY=${v}`, v])('sk_' + hex(48)),
  'cerebras-api-key': 'csk-' + lo(48),
  'nvidia-api-key': 'nvapi-' + url(64),
  'azure-openai-api-key': ((v) => [`AZURE_OPENAI_API_KEY=${v}`, v])(hex(32)),
  'together-api-key': ((v) => [`TOGETHER_API_KEY=${v}`, v])(hex(64)),
  'fireworks-api-key': ((v) => [`FIREWORKS_API_KEY=${v}`, v])('fw_' + an(24)),
  'assemblyai-api-key': ((v) => [`ASSEMBLYAI_API_KEY=${v}`, v])(hex(32)),
  'stability-api-key': ((v) => [`STABILITY_API_KEY=${v}`, v])('sk-' + an(48)),
  // monitoring
  'datadog-api-key': ((v) => [`DD_API_KEY=${v}`, v])(hex(32)),
  'datadog-app-key': ((v) => [`DD_APP_KEY=${v}`, v])(hex(40)),
  'new-relic-user-api-key': 'NRAK-' + up(27),
  'new-relic-insert-key': 'NRII-' + url(32),
  'new-relic-license-key': hex(36) + 'NRAL',
  'new-relic-browser-key': 'NRJS-' + hex(19),
  'sentry-dsn': ((v) => [`SENTRY_DSN=https://${v}@o123456.ingest.sentry.io/4505`, v])(hex(32)),
  'sentry-org-token': 'sntrys_eyJ' + b64(120),
  'sentry-user-token': 'sntryu_' + hex(64),
  'grafana-api-key': 'eyJrIjoi' + an(72),
  'grafana-cloud-token': 'glc_' + an(120),
  'grafana-service-account-token': 'glsa_' + an(32) + '_' + hex(8),
  'pagerduty-api-key': ((v) => [`PAGERDUTY_API_KEY=${v}`, v])(an(20)),
  'dynatrace-api-token': 'dt0c01.' + up(24) + '.' + up(64),
  'splunk-hec-token': ((v) => [`SPLUNK_HEC_TOKEN=${v}`, v])(uuid()),
  'rollbar-access-token': ((v) => [`ROLLBAR_ACCESS_TOKEN=${v}`, v])(hex(32)),
  'bugsnag-api-key': ((v) => [`BUGSNAG_API_KEY=${v}`, v])(hex(32)),
  'opsgenie-api-key': ((v) => [`OPSGENIE_API_KEY=${v}`, v])(uuid()),
  'honeycomb-api-key': ((v) => [`HONEYCOMB_API_KEY=${v}`, v])(an(32)),
  'launchdarkly-access-token': ((v) => [`LAUNCHDARKLY_SDK_KEY=${v}`, v])('sdk-' + uuid()),
  'posthog-personal-api-key': 'phx_' + an(43),
  // other SaaS
  'postman-api-key': 'PMAK-' + hex(24) + '-' + hex(34),
  'contentful-pat': 'CFPAT-' + url(43),
  'age-secret-key': 'AGE-SECRET-KEY-1' + pick('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58),
  'onepassword-service-account-token': 'ops_eyJ' + b64(300),
  'mapbox-secret-token': 'sk.eyJ' + url(80) + '.' + url(22),
  'typeform-api-token': 'tfp_' + url(59),
  'frameio-api-token': 'fio-u-' + url(64),
  'prefect-api-key': 'pnu_' + an(36),
  'readme-api-key': 'rdme_' + lo(70),
  'scalingo-api-token': 'tk-us-' + url(48),
  'harness-api-key': 'pat.' + url(22) + '.' + hex(24) + '.' + an(20),
  'infracost-api-token': 'ico-' + an(32),
  'linear-api-key': 'lin_api_' + an(40),
  'notion-integration-token': 'secret_' + an(43),
  'notion-api-token': 'ntn_' + dig(11) + an(35),
  'airtable-pat': 'pat' + an(14) + '.' + hex(64),
  'asana-pat': ((v) => [`ASANA_TOKEN=${v}`, v])(`2/${dig(16)}/${dig(16)}:${an(32)}`),
  'okta-api-token': ((v) => [`OKTA_API_TOKEN=${v}`, v])('00' + url(40)),
  'dropbox-api-token': 'sl.' + url(140),
  'figma-pat': 'figd_' + url(40),
  'hubspot-private-app-token': 'pat-na1-' + uuid(),
  'zendesk-api-token': ((v) => [`ZENDESK_API_TOKEN=${v}`, v])(an(40)),
  'algolia-admin-key': ((v) => [`ALGOLIA_ADMIN_KEY=${v}`, v])(hex(32)),
  'firebase-cloud-messaging-key': 'AAAA' + an(7) + ':APA91b' + url(134),
  'auth0-client-secret': ((v) => [`AUTH0_CLIENT_SECRET=${v}`, v])(url(64)),
  'trello-api-token': ((v) => [`TRELLO_TOKEN=${v}`, v])('ATTA' + hex(64)),
  'salesforce-access-token': '00D' + an(15) + '!' + an(100),
  'ngrok-authtoken': ((v) => [`NGROK_AUTHTOKEN=${v}`, v])(an(27) + '_' + an(22)),
  // databases
  'base64-database-url': ((v) => [`data:\n  DATABASE_URL: ${v}\nkind: Secret`, v])(base64(`postgres://payroll:${an(20)}@10.42.3.17:5432/payroll`)),
  'postgres-url': ((v) => [`DATABASE_URL=${v}`, v])(`postgres://app:${pw()}@db.internal:5432/app`),
  'mysql-url': `mysql://root:${pw()}@10.0.0.5:3306/shop`,
  'mysql-cli-password': ((v) => [`mysql -h db.internal -u root -p'${v}' shop`, v])(pw()),
  'mongodb-url': `mongodb+srv://admin:${pw()}@cluster0.ab1cd.mongodb.net/test?retryWrites=true`,
  'redis-url': ((v) => [`REDIS_URL=${v}`, v])(`redis://:${pw()}@cache.internal:6379/0`),
  'amqp-url': `amqps://worker:${pw()}@mq.internal:5671/vhost`,
  'mssql-url': `sqlserver://sa:${pw()}@sql.internal:1433`,
  'jdbc-url-password': ((v) => [`jdbc:postgresql://db:5432/app?user=app&password=${v}`, v])(pw()),
  'ado-connection-string-password': ((v) => [`Server=tcp:sql.example.net,1433;Initial Catalog=shop;User ID=shopuser;Password=${v};Encrypt=True;`, v])(pw()),
  // formats and generic
  'private-key-pem': `${BEGIN}RSA PRIVATE KEY-----\n${lines(10)}\n${END}RSA PRIVATE KEY-----`,
  'pgp-private-key-block': `${BEGIN}PGP PRIVATE KEY BLOCK-----\n\n${lines(12)}\n=${an(4)}\n${END}PGP PRIVATE KEY BLOCK-----`,
  'putty-private-key': `PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key-2024\nPublic-Lines: 2\n${lines(2)}\nPrivate-Lines: 2\n${lines(2)}\nPrivate-MAC: ${hex(40)}`,
  'kubeconfig-client-key': ((v) => [`users:\n- name: admin\n  user:\n    client-key-data: ${v}\n`, v])(base64(BEGIN + 'RSA PRIVATE KEY-----\n' + lines(3))),
  jwt: [base64url('{"alg":"HS256","typ":"JWT"}'), base64url(`{"sub":"${dig(10)}","name":"Jane Doe","iat":1516239022}`), url(43)].join('.'),
  'basic-auth-header': ((v) => [`Authorization: Basic ${v}`, v])(base64('admin:' + pw())),
  'bearer-token': ((v) => [`curl -H "Authorization: Bearer ${v}" https://api.example.com`, v])(an(40)),
  'url-credentials': ((v) => [`git clone https://deploy:${v}@git.example.com/team/repo.git`, v])(pw()),
  'netrc-password': ((v) => [`machine api.example.com login deploy password ${v}`, v])(pw()),
  'curl-user-password': ((v) => [`curl -u ${v} https://api.example.com/v1/items`, v])('admin:' + pw()),
  'sshpass-password': ((v) => [`sshpass -p '${v}' ssh deploy@host`, v])(pw()),
  'docker-login-password': ((v) => [`docker login -u deploy -p ${v} registry.example.com`, v])(pw()),
  'xml-password': ((v) => [`<server><id>nexus</id><username>deploy</username><password>${v}</password></server>`, v])(pw()),
  'php-define-secret': ((v) => [`define( 'DB_PASSWORD', '${v}' );`, v])(pw()),
  'prose-password': ['The password is: Xk9#mQ2vLp7.', 'Xk9#mQ2vLp7'],
  'private-key-pem-partial': ((v) => [`pasted from the key file:\n${v}\n(rest cut off)`, v])(`${BEGIN}RSA PRIVATE KEY-----\n${lines(4)}`),
  'authorization-header': ((v) => [`curl -H "Authorization: Token ${v}" https://api.example.com/v1/items`, v])(an(32)),
  'session-cookie': ((v) => [`curl -H "Cookie: PHPSESSID=${v}; theme=dark" https://shop.example.com/cart`, v])('9t2k' + an(24)),
  'credential-argument': ((v) => [`System.setProperty("API_TOKEN", "${v}");`, v])(an(20)),
  'generic-secret': ['password = "mySecretPassword123"', 'mySecretPassword123'],
  'backblaze-b2-application-key': ((v) => [`[b2]\ntype = b2\naccount = 002a1b2c3d4e5f60000000001\nkey = ${v}`, v])('K002' + 'aZ' + an(25)),
  'chat-password-reply': ['<a> can you reset my pw?\n<b> done, it\'s Qz7!rT4wPm for now', 'Qz7!rT4wPm']
}

function normalise (example: Example): [string, string] {
  return typeof example === 'string' ? [`the value ${example} was pasted here`, example] : example
}

function spans (text: string): Array<{ ruleId?: string, value: string }> {
  return findSecrets(text).map((m) => ({ ruleId: m.ruleId, value: text.slice(m.start, m.end) }))
}

t.test('rules: unique kebab-case ids, keywords, global regexes, at least 130', async (t) => {
  t.ok(secretRules.length >= 130, `${secretRules.length} rules`)
  const ids = secretRules.map((r) => r.id)
  t.equal(new Set(ids).size, ids.length, 'rule ids are unique')
  for (const rule of secretRules) {
    t.match(rule.id, /^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${rule.id} is kebab-case`)
    t.ok(rule.keywords.length > 0 && rule.keywords.every((k) => k === k.toLowerCase()), `${rule.id} has lower-case keywords`)
    t.ok(rule.regex.global, `${rule.id} regex is global`)
    t.ok(rule.description.length > 10, `${rule.id} has a description`)
  }
})

t.test('every rule has a positive example, and it fires with the right span and keywords', async (t) => {
  t.same(Object.keys(examples).sort(), secretRules.map((r) => r.id).sort(), 'one example per rule, no more')
  for (const rule of secretRules) {
    const example = examples[rule.id]
    if (example === undefined) continue
    const [text, expected] = normalise(example)
    t.ok(rule.keywords.some((k) => text.toLowerCase().includes(k)), `${rule.id}: a keyword occurs in its example`)
    const hits = [...runRule(rule, text)].map((m) => text.slice(m.start, m.end))
    t.ok(hits.includes(expected), `${rule.id} finds its example`, { hits, expected })
    const reported = spans(text).find((s) => s.value === expected)
    t.equal(reported?.ruleId, rule.id, `${rule.id} names the finding in findSecrets`, { found: spans(text) })
  }
})

t.test('reference vector and brief examples', async (t) => {
  t.same(spans('AKIAIOSFODNN7EXAMPLE'), [{ ruleId: 'aws-access-key', value: 'AKIAIOSFODNN7EXAMPLE' }])
  t.same(spans('password = "mySecretPassword123"'), [{ ruleId: 'generic-secret', value: 'mySecretPassword123' }])
  t.same(spans('Das Passwort lautet: Qz7!rT4wPm, bitte nicht weitergeben.'), [{ ruleId: 'prose-password', value: 'Qz7!rT4wPm' }])
  t.same(spans('The password is changeme and the passphrase was correcthorse.'), [], 'placeholders and plain words in prose are not secrets')
  t.same(spans('https://user:pass@host'), [{ ruleId: 'url-credentials', value: 'pass' }])
  const result = scan('key id AKIAIOSFODNN7EXAMPLE in the log', [secretDetector], [])
  t.equal(result.findings.length, 1)
  t.equal(result.findings[0].pii_type, 'SECRET')
  t.equal(result.findings[0].rule_id, 'aws-access-key')
  t.equal(result.findings[0].text, 'AKIAIOSFODNN7EXAMPLE')
  t.equal(result.anonymisedText, 'key id [SECRET_1] in the log')
})

t.test('generic assignments in code, .env, YAML, JSON, headers', async (t) => {
  const v = pw()
  const cases: Array<[string, string]> = [
    [`DB_PASSWORD=${v}`, v],
    [`export API_TOKEN="${v}"`, v],
    [`db:\n  password: ${v}\n`, v],
    [`{"clientSecret": "${v}", "user": "x"}`, v],
    [`$config['api_key'] = '${v}';`, v],
    [`secret_key := "${v}"`, v],
    [`X-Api-Key: ${v}`, v],
    [`spring.datasource.password=${v}`, v],
    [`'auth_token' => '${v}',`, v],
    [`const privateKey = \`${v}\``, v],
    [`PASSWD: '${v}'`, v]
  ]
  for (const [text, expected] of cases) {
    t.same(spans(text), [{ ruleId: 'generic-secret', value: expected }], text)
  }
  t.ok(isSecretKeyName('DB_PASSWORD'))
  t.ok(isSecretKeyName('x-api-key'))
  t.ok(isSecretKeyName('clientSecret'))
  t.notOk(isSecretKeyName('author'))
  t.notOk(isSecretKeyName('tokenizer'))
  t.notOk(isSecretKeyName('password_length'))
  t.notOk(isSecretKeyName('next_page_token'))
  t.notOk(isSecretKeyName('public_key'))
  t.notOk(isSecretKeyName('key'))
})

t.test('isSecretKeyName reads the last two words as splitting the whole name does', async (t) => {
  // The words as the rule defines them (split before a capital after a lower-case letter or digit, and at
  // anything but ASCII letters and digits); the verdict on the last two alone, joined by '_', must be the same.
  const bySplitting = (name: string): boolean => {
    const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '')
    // A version word at the end (v2, 4) is left out: "smtp_password_v4" is a password's key.
    if (words.length > 1 && /^v?\d{1,2}$/.test(words[words.length - 1])) words.pop()
    if (words.length === 0) return false
    const last = words[words.length - 1].replace(/\d+$/, '')
    if (last === '') return false
    return isSecretKeyName(words.length > 1 ? `${words[words.length - 2]}_${last}` : last)
  }
  const parts = ['pass', 'Pass', 'PASSWORD', 'pwd', 'key', 'Key', 'KEY', 'api', 'Api', 'API', 'next', 'Page', 'public', 'secret', 'Secret', 'token', 'TOKEN',
    'client', 'access', 'Private', 'apikey', 'ApiKey', 'db', 'a', 'A', 'x', '1', '12', 'v', 'V', '_', '-', '.', ' ', '__', 'é', 'İ', '\u212a']
  let agree = 0
  for (let n = 0; n < 20000; n++) {
    let name = ''
    for (let k = 1 + rand(5); k > 0; k--) name += parts[rand(parts.length)]
    if (isSecretKeyName(name) === bySplitting(name)) agree++
    else t.fail(name)
  }
  t.equal(agree, 20000)
})

t.test('negatives: placeholders, templates, docs text, identifiers, hashes', async (t) => {
  const negatives = [
    'password: changeme',
    'password = "changeme"',
    'password = "xxxxxxxxxx"',
    'password: "********"',
    'password=<password>',
    'password: $' + '{DB_PASSWORD}',
    'password: "{{ vault_db_password }}"',
    'password = process.env.DB_PASSWORD',
    'password = os.getenv("DB_PASSWORD")',
    'api_key = settings.API_KEY',
    'token: null',
    'auth: true',
    'secret: false',
    'password: ""',
    'password: see vault',
    'The password: see the vault entry for details.',
    'token = getToken()',
    'password: !vault |',
    'password = your_password_here',
    'API_KEY=YOUR_API_KEY',
    'author: "Jane Doe 2024"',
    'tokenizer: gpt2-large-v2',
    'max_tokens: 4096',
    'next_page_token: CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA3',
    'password_length = 12345678',
    '"integrity": "sha512-7m1HkJ9xQ2Lr8sBvY3pK0nW5cD6fG7hJ8kL9mN0pQ1rS2tU3vW4xY5zA6bC7dE8fG9hJ0kL1mN2pQ3rS4tU5vW6x=="',
    'checksum = "sha256:3f786850e387550fdab836ed7e6dc881de23001b3f786850e387550fdab836ed"',
    'request id 550e8400-e29b-41d4-a716-446655440000 failed',
    'fixed in commit 3f786850e387550fdab836ed7e6dc881de23001b',
    'colour #ff00aa, version 1.2.3, order 2024-000123, price 19.99 EUR',
    'The secret to good bread is time. Use a token gesture.',
    'Authorization: Bearer <token>',
    'Authorization: Bearer YOUR_ACCESS_TOKEN',
    'Authorization: Basic information is missing',
    'postgres://user:$' + '{DB_PASSWORD}@localhost:5432/app',
    'https://user:<password>@example.com/',
    'https://example.com:8443/path?q=1',
    'http://intranet.local/wiki/Secrets',
    `${BEGIN}RSA PRIVATE KEY-----\nMIIE...\n${END}RSA PRIVATE KEY-----`,
    'ghp_' + 'x'.repeat(36),
    'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX',
    'docker run -u 1000:1000 curl',
    'define( \'AUTH_KEY\', \'put your unique phrase here\' );',
    'const firstToken = tokens[0], secret = this.secrets[0]',
    '(err, publicKey: string, privateKey: NonSharedBuffer) => void',
    'var ReactPropTypesSecret = \'SECRET_DO_NOT_PASS_THIS_OR_YOU_WILL_BE_FIRED\';',
    'fastify.register(plugin, { secret: [secret1, secret2] })',
    'connect(host=host, user=user, password=db_password)'
  ]
  for (const text of negatives) {
    t.same(spans(text), [], text)
  }
})

t.test('through the engine: value only, placeholders numbered, mixed with prose', async (t) => {
  const token = 'ghp_' + an(36)
  const dbPassword = pw()
  const text = `Deploy with GITHUB_TOKEN=${token} and DATABASE_URL=postgres://app:${dbPassword}@db:5432/app, then ${token} again.`
  const result = scan(text, [secretDetector], [])
  t.same(result.findings.map((f) => [f.rule_id, f.text, f.placeholder]), [
    ['github-pat', token, '[SECRET_1]'],
    ['postgres-url', `postgres://app:${dbPassword}@db:5432/app`, '[SECRET_2]'],
    ['github-pat', token, '[SECRET_1]']
  ])
  t.ok(result.findings.every((f) => typeof f.rule_id === 'string' && f.rule_id !== ''), 'every finding has a rule_id')
  t.equal(result.anonymisedText, 'Deploy with GITHUB_TOKEN=[SECRET_1] and DATABASE_URL=[SECRET_2], then [SECRET_1] again.')
})

t.test('private key blocks are matched whole', async (t) => {
  const block = `${BEGIN}OPENSSH PRIVATE KEY-----\n${lines(6)}\n${END}OPENSSH PRIVATE KEY-----`
  const escaped = `{"private_key": "${BEGIN}PRIVATE KEY-----\\n${lines(5).replace(/\n/g, '\\n')}\\n${END}PRIVATE KEY-----\\n"}`
  t.same(spans(`key:\n${block}\nend`), [{ ruleId: 'private-key-pem', value: block }])
  const hit = spans(escaped).find((s) => s.ruleId === 'private-key-pem')
  t.ok(hit !== undefined && hit.value.startsWith(BEGIN) && hit.value.endsWith('KEY-----'), 'JSON-escaped PEM in a service-account file')
})

t.test('keyword prefilter finds overlapping and case-folded keywords in one pass', async (t) => {
  const index = new KeywordIndex(['abc', 'bcd', 'c', 'password', 'pass', 'sk-ant-'])
  const seen = index.scan('xxABCDxx PASSWORD sk-ant-')
  t.same([...seen], [1, 1, 1, 1, 1, 1])
  t.same([...index.scan('ab bd pas')], [0, 0, 0, 0, 0, 0])
  t.same([...index.scan('äbd ünd ßk')], [0, 0, 0, 0, 0, 0])
  t.throws(() => new KeywordIndex(['Upper']))
})

t.test('keyword pass: every occurrence of every keyword at its position, as a direct search finds them', async (t) => {
  // Random keywords over a small alphabet (many shared prefixes and overlaps, so the failure links and
  // the character classes matter), random texts with upper case and non-ASCII characters.
  const alphabet = 'abcd-_.:=AB ü1'
  const pickFrom = (chars: string, n: number) => Array.from({ length: n }, () => chars[rand(chars.length)]).join('')
  for (let round = 0; round < 60; round++) {
    const keywords = [...new Set(Array.from({ length: 1 + rand(12) }, () => pickFrom('abcd-_.:=1', 1 + rand(5))))]
    const index = new KeywordIndex(keywords)
    const wanted = Uint8Array.from(keywords, () => rand(2))
    const text = pickFrom(alphabet, rand(300))
    const { ids, positions } = index.scanWithPositions(text, wanted, new Int32Array(keywords.length))
    const folded = text.toLowerCase()
    const expected = keywords.map((keyword) => {
      const at: number[] = []
      for (let i = folded.indexOf(keyword); i !== -1; i = folded.indexOf(keyword, i + 1)) at.push(i)
      return at
    })
    t.same([...ids].sort((a, b) => a - b), expected.flatMap((at, id) => at.length > 0 ? [id] : []), `keywords seen, round ${round}`)
    for (let id = 0; id < keywords.length; id++) {
      if (wanted[id] === 1 && expected[id].length > 0) t.same(positions[id], expected[id], `positions of ${JSON.stringify(keywords[id])} in ${JSON.stringify(text)}`)
    }
    t.same([...index.scan(text)], expected.map((at) => at.length > 0 ? 1 : 0), `scan, round ${round}`)
  }
})

t.test('hostile inputs complete', async (t) => {
  const inputs = [
    'password='.repeat(120_000), 'A'.repeat(1 << 20), '='.repeat(1 << 20), 'a'.repeat(1 << 20), '1'.repeat(1 << 20),
    '@'.repeat(1 << 20), ' '.repeat(1 << 20), 'A1'.repeat(1 << 19), '-'.repeat(1 << 20), 'eyJ.'.repeat(1 << 18),
    'token: '.repeat(150_000), `${BEGIN}PRIVATE KEY-----\nAAAA`.repeat(30_000), 'postgres://a:'.repeat(80_000),
    'Server=a;Password=x;'.repeat(50_000), 'Bearer '.repeat(150_000), 'key-'.repeat(1 << 18),
    '<apiToken>'.repeat(100_000), '"token", '.repeat(100_000), 'Authorization: Token '.repeat(50_000), 's.'.repeat(1 << 19),
    `${BEGIN}PRIVATE KEY-----\n${'A'.repeat(64)}\n`.repeat(10_000), 'token string '.repeat(80_000), 'key ::= '.repeat(120_000)
  ]
  for (const text of inputs) {
    const started = performance.now()
    t.ok(Array.isArray(findSecrets(text)))
    t.comment(`${JSON.stringify(text.slice(0, 20))}… ${(text.length / 1e6).toFixed(1)} MB: ${(performance.now() - started).toFixed(0)} ms`)
  }
})

t.test('docs/secret-rules.md is in sync with the rules', async (t) => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'secret-rules.md'), 'utf8')
  t.equal(doc, renderSecretRulesDoc(), 'run `npx tsx scripts/secret-rules-doc.ts` after changing rules')
  for (const rule of secretRules) t.ok(doc.includes(`| \`${rule.id}\` |`), `${rule.id} documented`)
})

t.test('issue 8: assignment syntaxes beyond key = "value", and the false alarms', async (t) => {
  const values = (text: string): string[] => findSecrets(text).map((m) => text.slice(m.start, m.end))
  const v = 'Xk29dLq8Zr4mWp7t'
  const cases: Record<string, string> = {
    'Go typed var': `var apiToken string = "${v}"`,
    'TypeScript annotation': `const token: string = "${v}"`,
    'XML element': `<apiToken>${v}</apiToken>`,
    'PHP .=': `$secret .= "${v}";`,
    'Makefile ::=': `DEPLOY_TOKEN ::= ${v}`,
    'Makefile :::=': `DB_PASSWORD :::= ${v}`,
    'Makefile ?=': `API_KEY ?= ${v}`,
    'Java setProperty': `System.setProperty("TOKEN", "${v}");`,
    'curl Authorization: Token': `curl -H "Authorization: Token ${v}" https://api.example.com`,
    'curl --user quoted': `curl --user deploy:'${v}' https://ci.example.com`
  }
  for (const [label, text] of Object.entries(cases)) t.same(values(text), [v], label)
  t.same(values('sgp_a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0'), ['sgp_a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0'], 'Sourcegraph token without the instance part')
  t.same(values('VAULT_ADDR=https://vault:8200 s.Xy7Kp2Lm9Qr4Tv6Wz1Ab3Cd5'), ['s.Xy7Kp2Lm9Qr4Tv6Wz1Ab3Cd5'], 'Vault token before 1.10')
  t.same(values('see docs.example.com and s.abcdefghijklmnopqrstuvwx'), [], 'not every s. + 24 letters')
  const pem = `-----BEGIN PRIVATE KEY-----\n${lines(3)}`
  t.same(values(`the key starts with\n${pem}\n`), [pem], 'PEM header on its own line, END missing')
  t.same(values('Put the key between -----BEGIN PRIVATE KEY----- and -----END PRIVATE KEY-----.'), [], 'a PEM header alone is no key')
  // False alarms.
  t.same(values('GITHUB_API_KEY=\nDYNATRACE_API_KEY=\nSLACK_TOKEN=\n'), [], 'an empty assignment does not take the next line')
  t.same(values('GET /static/video_box.ico-7a388b3f2c1d4e5f6a7b8c9d0e1f2a3b.png 200'), [], 'a hash in a file name')
  t.same(values('Pass: C12345678'), [], 'German "Pass:" is a passport')
  t.same(values('<keyboard>Layout9876543</keyboard>'), [], 'an element whose name only contains "key"')
  t.same(values('map.put("monkey", "Banana123Split")'), [])
})
