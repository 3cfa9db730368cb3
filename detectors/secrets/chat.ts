/** Chat, social and mail services. */
import { assigned, custom, HEX32, token, UUID, type SecretRule } from './rule.ts'
import { credibleSecretValue } from './placeholders.ts'

/** A password talked about just before the reply: "can someone reset the admin pw?" … "done, it's X". */
const TALK_ALL = /password|passwort|kennwort|passphrase|passcode|mot de passe|(?<![A-Za-z])pwd?(?![A-Za-z])/gi
/** Literals of which TALK_ALL needs one: without them in the text, no reply is looked at. */
const TALK_WORDS = ['password', 'passwort', 'kennwort', 'passphrase', 'passcode', 'mot de passe', 'pw']

/**
 * A chat reply that gives a password without naming it: the value must look like one (upper and lower
 * case, a digit and a symbol), and a password must be talked about in the 300 characters before it.
 */
function chatPassword (value: string, text: string, start: number): boolean {
  if (!passwordTalkBefore(text, start)) return false
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value) || !/\d/.test(value) || !/[^A-Za-z0-9]/.test(value)) return false
  // Not a path, URL, e-mail address or time of day ("Mon-12:30").
  if (value.includes('/') || /@[\w-]+\.[a-z]{2,}$|\d:\d\d/i.test(value)) return false
  return credibleSecretValue(value, false)
}

/**
 * What the last search covered (text, [from, to), last talk found there or -1): replies come in text
 * order, so each search reads only what is new since the previous one (with an overlap of one term).
 */
let seenText = ''
let seenFrom = 0
let seenTo = 0
let seenTalk = -1

function lastTalk (text: string, from: number, to: number): number {
  const talk = TALK_ALL
  talk.lastIndex = 0
  const window = text.slice(from, to)
  let last = -1
  for (let m = talk.exec(window); m !== null; m = talk.exec(window)) last = from + m.index
  return last
}

function passwordTalkBefore (text: string, start: number): boolean {
  const from = Math.max(0, start - 300)
  if (seenText === text && seenFrom <= from && seenTo >= from && seenTo <= start) {
    const found = lastTalk(text, Math.max(from, seenTo - 16), start)
    if (found !== -1) seenTalk = found
  } else {
    seenText = text
    seenFrom = from
    seenTalk = lastTalk(text, from, start)
  }
  seenTo = start
  return seenTalk >= from
}

export const chatRules: SecretRule[] = [
  custom('chat-password-reply', 'A password given in a chat reply after talk of a password ("reset the admin pw?" … "done, it\'s Wiki!Adm1n#2026 for now").',
    ["it's", 'it is', "c'est"], /(?<![A-Za-z])(?:it's|it is|c'est)\s{1,3}["'`]?([^\s"'`]{7,63}[^\s"'`.,;:!?)])/gi,
    { validate: chatPassword, context: TALK_WORDS, entropy: 0, confidence: 0.75 }),
  token('slack-bot-token', 'Slack bot token (xoxb-).', ['xoxb-'], 'xoxb-[0-9]{8,14}-[0-9]{8,14}-[A-Za-z0-9]{20,40}'),
  token('slack-user-token', 'Slack user token (xoxp-).', ['xoxp-'], 'xoxp-[0-9]{8,14}-[0-9]{8,14}-[0-9]{8,14}-[A-Za-z0-9]{28,40}'),
  token('slack-app-token', 'Slack app-level token (xapp-).', ['xapp-'], 'xapp-\\d-[A-Z0-9]{9,12}-\\d{10,14}-[a-f0-9]{64}'),
  token('slack-config-access-token', 'Slack configuration access token (xoxe.xoxp-/xoxe.xoxb-).', ['xoxe.xox'], 'xoxe\\.xox[bp]-\\d-[A-Z0-9]{163,166}'),
  token('slack-config-refresh-token', 'Slack configuration refresh token (xoxe-).', ['xoxe-'], 'xoxe-\\d-[A-Z0-9]{146}'),
  token('slack-legacy-token', 'Slack legacy, workspace or refresh token (xoxa-/xoxo-/xoxr-/xoxs-).', ['xoxa-', 'xoxo-', 'xoxr-', 'xoxs-'],
    'xox[aors]-(?:\\d{1,14}-){1,3}[A-Za-z0-9]{10,64}'),
  token('slack-webhook-url', 'Slack incoming webhook or workflow trigger URL.', ['hooks.slack.com'],
    'https://hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/+\\-]{20,120}'),
  token('discord-bot-token', 'Discord bot token (three dot-separated base64 parts), when Discord is mentioned.', ['discord'],
    '[MNO][A-Za-z0-9_\\-]{23,25}\\.[A-Za-z0-9_\\-]{6}\\.[A-Za-z0-9_\\-]{27,38}'),
  token('discord-webhook-url', 'Discord webhook URL with its token.', ['/api/webhooks/'],
    'https://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/\\d{17,20}/[A-Za-z0-9_\\-]{60,68}'),
  // Also glued to "bot" in the Bot API's URLs (https://api.telegram.org/bot<token>/sendMessage).
  token('telegram-bot-token', 'Telegram Bot API token (bot id:AA…), also in a Bot API URL after /bot.', [':aa'], '\\d{8,10}:AA[A-Za-z0-9_\\-]{33}', { gluedAfter: '\\/bot' }),
  token('twilio-api-key', 'Twilio API key SID (SK + 32 hex).', ['sk'], 'SK[0-9a-fA-F]{32}'),
  assigned('twilio-auth-token', 'Twilio auth token (32 hex) assigned to a Twilio name.', ['twilio'], 'twilio', HEX32),
  token('sendgrid-api-key', 'SendGrid API key (SG.).', ['sg.'], 'SG\\.[A-Za-z0-9_\\-]{22}\\.[A-Za-z0-9_\\-]{43}'),
  token('mailgun-api-key', 'Mailgun API key (key- + 32 hex).', ['key-'], 'key-[0-9a-f]{32}'),
  assigned('mailgun-private-key', 'Mailgun private API key assigned to a Mailgun name.', ['mailgun'], 'mailgun', '[a-f0-9]{32}-[a-f0-9]{8}-[a-f0-9]{8}'),
  token('mailchimp-api-key', 'Mailchimp API key (32 hex + data centre).', ['-us'], '[0-9a-f]{32}-us\\d{1,2}'),
  assigned('mandrill-api-key', 'Mandrill (Mailchimp Transactional) API key assigned to a Mandrill name.', ['mandrill'], 'mandrill', 'md-[A-Za-z0-9_\\-]{22}|[A-Za-z0-9_\\-]{22}'),
  assigned('postmark-server-token', 'Postmark server or account token (UUID) assigned to a Postmark name.', ['postmark'], 'postmark', UUID),
  token('brevo-api-key', 'Brevo (Sendinblue) API key (xkeysib-).', ['xkeysib-'], 'xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}'),
  token('brevo-smtp-key', 'Brevo (Sendinblue) SMTP key (xsmtpsib-).', ['xsmtpsib-'], 'xsmtpsib-[a-f0-9]{64}-[A-Za-z0-9]{16}'),
  assigned('mailjet-api-secret', 'Mailjet API secret (32 hex) assigned to a Mailjet name.', ['mailjet'], 'mailjet', HEX32),
  token('resend-api-key', 'Resend API key (re_).', ['re_'], 're_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}', { entropy: 3.5 }),
  token('microsoft-teams-webhook', 'Microsoft Teams incoming webhook URL.', ['webhook.office.com'],
    'https://[a-z0-9\\-]{1,64}\\.webhook\\.office\\.com/webhookb2/[a-f0-9\\-]{36}@[a-f0-9\\-]{36}/IncomingWebhook/[A-Za-z0-9]{32}/[a-f0-9\\-]{36}(?:/[A-Za-z0-9_\\-]{20,64})?'),
  token('facebook-access-token', 'Facebook / Meta Graph API access token (EAA…).', ['eaa'], 'EAA[A-Za-z0-9]{100,400}', { entropy: 4 }),
  assigned('facebook-app-secret', 'Facebook app secret (32 hex) assigned to a Facebook name.', ['facebook', 'fb_app', 'fb-app'], 'facebook|fb[_\\-]app', HEX32),
  token('twitter-bearer-token', 'X / Twitter API bearer token (AAAA…).', ['aaaaaaaaaaaaaaaaaaaaaa'], 'A{22}[A-Za-z0-9%]{80,200}', { allowRuns: true, entropy: 3.5 }),
  assigned('twitter-api-secret', 'X / Twitter API secret assigned to a Twitter name.', ['twitter'], 'twitter', '[A-Za-z0-9]{50}'),
  assigned('mattermost-access-token', 'Mattermost access token assigned to a Mattermost name.', ['mattermost'], 'mattermost', '[a-z0-9]{26}')
]
