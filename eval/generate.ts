/**
 * Generates the labelled evaluation corpus test/fixtures/corpus.jsonl (`npx tsx eval/generate.ts`).
 *
 * Each document: { id, lang, kind, text, entities: [{ type, start, end, text }] }. Offsets are
 * UTF-16 indices of `text` (JavaScript string indices), `end` exclusive — NOT code points; some
 * chat messages contain emoji on purpose so that the runner's offset conversion is exercised.
 *
 * Every planted value is labelled; the filler text around it contains no personal data, so a
 * finding that overlaps no label is a genuine false positive. About 40 % of the documents hold only
 * hard negatives (order numbers, dates, versions, prices, UUIDs, hashes, …); the others mix them in.
 * Deterministic: one seeded PRNG, no clock, no Math.random.
 */
import { writeFileSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as V from './values.ts'
import { FIRST_NAMES, SURNAMES } from './names.ts'

export interface Entity { type: string, start: number, end: number, text: string }
export interface Doc { id: string, lang: 'de' | 'en', kind: string, text: string, entities: Entity[] }

type Lang = 'de' | 'en'
type Rng = V.Rng
/** A planted value; with pre/post only `v` is the labelled part (URL tokens). */
type Planted = string | { pre: string, v: string, post: string }

class Builder {
  text = ''
  entities: Entity[] = []
  t (s: string): this { this.text += s; return this }
  e (type: string, value: Planted): this {
    if (typeof value !== 'string') return this.t(value.pre).e(type, value.v).t(value.post)
    const start = this.text.length
    this.text += value
    this.entities.push({ type, start, end: this.text.length, text: value })
    return this
  }

  /** Appends a template, putting the planted value where `{v}` stands. */
  fill (template: string, type: string, value: Planted): this {
    const at = template.indexOf('{v}')
    return this.t(template.slice(0, at)).e(type, value).t(template.slice(at + 3))
  }
}

function flat (p: Planted): string { return typeof p === 'string' ? p : p.pre + p.v + p.post }

// ---------------------------------------------------------------------------------------------
// Names

function ascii (s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '')
}

interface Person { first: string, last: string, full: string }
function person (r: Rng): Person {
  const first = r.pick(FIRST_NAMES)
  const last = r.pick(SURNAMES)
  return { first, last, full: `${first} ${last}` }
}

const MAIL_DOMAINS = ['gmx.de', 'web.de', 'posteo.de', 't-online.de', 'mailbox.org', 'outlook.com', 'gmail.com', 'yahoo.co.uk', 'icloud.com', 'firma-nord.de', 'acme-logistik.de', 'brightwave.co.uk', 'helvetia-consult.ch']

function email (r: Rng): string {
  const p = person(r)
  const local = r.pick([`${ascii(p.first)}.${ascii(p.last)}`, `${ascii(p.first)[0]}.${ascii(p.last)}`, `${ascii(p.last)}${r.int(1, 99)}`, `${ascii(p.first)}_${ascii(p.last)}`])
  return `${local}@${r.pick(MAIL_DOMAINS)}`
}

// ---------------------------------------------------------------------------------------------
// Addresses

const DE_STREET_STEMS = ['Haupt', 'Bahnhof', 'Schul', 'Garten', 'Kirch', 'Linden', 'Birken', 'Ahorn', 'Eichen', 'Tulpen', 'Berg', 'Wald', 'Feld', 'Wiesen', 'Mühlen', 'Brunnen', 'Goethe', 'Schiller', 'Lessing', 'Mozart', 'Beethoven', 'Kant', 'Uhland', 'Heine', 'Friedrich-Ebert-', 'Rathaus', 'Markt', 'Sonnen', 'Hafen', 'Industrie']
const DE_STREET_TYPES = ['straße', 'straße', 'str.', 'weg', 'allee', 'gasse', 'platz', 'ring', 'damm']
const DE_CITIES: Array<[string, string]> = [['10115', 'Berlin'], ['10437', 'Berlin'], ['80331', 'München'], ['81667', 'München'], ['20095', 'Hamburg'], ['22767', 'Hamburg'], ['50667', 'Köln'], ['60311', 'Frankfurt am Main'], ['70173', 'Stuttgart'], ['40213', 'Düsseldorf'], ['04109', 'Leipzig'], ['01067', 'Dresden'], ['30159', 'Hannover'], ['90402', 'Nürnberg'], ['28195', 'Bremen'], ['45127', 'Essen'], ['44135', 'Dortmund'], ['79098', 'Freiburg im Breisgau'], ['69117', 'Heidelberg'], ['48143', 'Münster']]
const AT_CITIES: Array<[string, string]> = [['1010', 'Wien'], ['1060', 'Wien'], ['1180', 'Wien'], ['8010', 'Graz'], ['4020', 'Linz'], ['5020', 'Salzburg'], ['6020', 'Innsbruck']]
const CH_CITIES: Array<[string, string]> = [['8001', 'Zürich'], ['8004', 'Zürich'], ['3011', 'Bern'], ['4051', 'Basel'], ['1201', 'Genève'], ['6003', 'Luzern'], ['9000', 'St. Gallen']]
const UK_STREETS = ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue', 'Mill Lane', 'Queens Road', 'Kingsway', 'Oxford Road', 'Manor Close']
const UK_CITIES: Array<[string, string]> = [['London', 'SW1A 2AA'], ['London', 'EC1A 1BB'], ['Manchester', 'M1 1AE'], ['Birmingham', 'B33 8TH'], ['Leeds', 'LS1 4AP'], ['Bristol', 'BS1 5TR'], ['Edinburgh', 'EH1 1YZ'], ['Cardiff', 'CF10 1EP']]
const US_STREETS = ['Main St', 'Oak Street', 'Maple Ave', 'Elm Street', 'Pine St', 'Cedar Lane', 'Washington Blvd', 'Lake Shore Drive', 'Sunset Blvd', 'Broadway']
const US_CITIES: Array<[string, string, string]> = [['Springfield', 'IL', '62701'], ['Austin', 'TX', '78701'], ['Seattle', 'WA', '98101'], ['Boston', 'MA', '02108'], ['Denver', 'CO', '80202'], ['Portland', 'OR', '97205'], ['Chicago', 'IL', '60601'], ['New York', 'NY', '10001']]

function houseNumber (r: Rng): string { return String(r.int(1, 180)) + (r.chance(0.15) ? r.pick(['a', 'b', 'c']) : '') }

function address (r: Rng, lang: Lang): string {
  const region = lang === 'de' ? r.pick(['DE', 'DE', 'DE', 'AT', 'CH', 'UK', 'US']) : r.pick(['UK', 'UK', 'US', 'US', 'DE', 'AT', 'CH'])
  const sep = r.pick([', ', ', ', ' '])
  if (region === 'DE' || region === 'AT' || region === 'CH') {
    let street = r.pick(DE_STREET_STEMS) + r.pick(DE_STREET_TYPES)
    if (region === 'CH') street = street.replace('straße', 'strasse')
    if (r.chance(0.1)) street = r.pick(['Am Stadtpark', 'Unter den Linden', 'An der Alster', 'Im Winkel', 'Auf der Höhe'])
    const [plz, city] = r.pick(region === 'DE' ? DE_CITIES : region === 'AT' ? AT_CITIES : CH_CITIES)
    const prefix = region === 'DE' ? '' : r.chance(0.3) ? `${region === 'AT' ? 'A' : 'CH'}-` : ''
    return `${street} ${houseNumber(r)}${sep}${prefix}${plz} ${city}`
  }
  if (region === 'UK') {
    const [city, pc] = r.pick(UK_CITIES)
    return `${r.int(1, 250)} ${r.pick(UK_STREETS)}, ${city} ${pc}`
  }
  const [city, st, zip] = r.pick(US_CITIES)
  return `${r.int(100, 9999)} ${r.pick(US_STREETS)}, ${city}, ${st} ${zip}`
}

// ---------------------------------------------------------------------------------------------
// Planted-value specs: one generator, prose templates per language, and keys for key=value forms

interface Spec { id: string, type: string, gen: (r: Rng, lang: Lang) => Planted, de: string[], en: string[], keys: string[] }

const DB_USERS = ['app', 'shop_user', 'svc_orders', 'reporting', 'admin', 'postgres', 'etl']
const HOSTS = ['db.internal', 'db-prod-2.cluster.local', 'pg.example.net', 'mysql.intra.example', 'cache.internal']

function connectionString (r: Rng): Planted {
  const scheme = r.pick(['postgres', 'postgresql', 'mysql', 'mongodb+srv', 'redis', 'amqp'])
  const user = scheme === 'redis' ? '' : r.pick(DB_USERS)
  const host = r.pick(HOSTS)
  const port = { postgres: 5432, postgresql: 5432, mysql: 3306, 'mongodb+srv': 27017, redis: 6379, amqp: 5672 }[scheme]
  const tail = scheme === 'mongodb+srv' ? `@${host}/orders?retryWrites=true` : `@${host}:${port}/${r.pick(['shop', 'billing', 'app', '0'])}`
  // The whole URL is the secret (SECRET masks database URLs whole: README, detector catalog).
  return `${scheme}://${user}:${V.secret(r, 'urlpassword')}${tail}`
}

function urlWithSecret (r: Rng): Planted {
  const host = r.pick(['api.example.com', 'hooks.example.org', 'files.example.net', 'cdn.example.io', 'reports.example.de'])
  const path = r.pick(['/v1/export', '/download/report.pdf', '/webhook/incoming', '/api/items', '/share'])
  const param = r.pick(['token', 'api_key', 'access_token', 'apikey', 'secret', 'auth', 'sig', 'key'])
  const value = V.secret(r, 'token')
  if (r.chance(0.5)) return { pre: `https://${host}${path}?${param}=`, v: value, post: r.chance(0.5) ? '&page=2' : '' }
  return { pre: `https://${host}${path}?page=${r.int(1, 9)}&${param}=`, v: value, post: '' }
}

const SPECS: Spec[] = [
  { id: 'iban', type: 'IBAN', gen: (r) => V.formatIban(r, V.iban(r)), de: ['Bitte überweisen Sie den Betrag auf das Konto {v}.', 'Meine IBAN lautet {v}.', 'Kontoverbindung: IBAN {v}', 'Die Erstattung geht an {v}, danke!'], en: ['Please transfer the amount to {v}.', 'My IBAN is {v}.', 'Bank details: IBAN {v}', 'The refund goes to account {v}.'], keys: ['iban', 'bank_iban', 'payout_iban'] },
  { id: 'card', type: 'CREDIT_CARD', gen: (r) => V.formatCard(r, V.creditCard(r).digits), de: ['Die Zahlung mit Karte {v} ist fehlgeschlagen.', 'Kreditkarte: {v}', 'Bitte belasten Sie meine Karte {v}.'], en: ['Card number: {v}', 'Please charge my card {v}.', 'The payment with {v} was declined.'], keys: ['card_number', 'cc_number', 'pan'] },
  { id: 'email', type: 'EMAIL', gen: (r) => email(r), de: ['Schreib mir an {v}.', 'Kontakt: {v}', 'Bitte antworten Sie an {v}.'], en: ['Drop me a line at {v}.', 'Contact: {v}', 'Please reply to {v}.'], keys: ['email', 'contact_email', 'user_email'] },
  { id: 'phone', type: 'PHONE', gen: (r) => V.phone(r), de: ['Ruf mich an unter {v}.', 'Tel.: {v}', 'Mobil: {v}', 'Sie erreichen mich unter {v}.'], en: ['Call me on {v}.', 'Phone: {v}', 'Mobile: {v}', 'You can reach me at {v}.'], keys: ['phone', 'tel', 'mobile'] },
  { id: 'ipv4', type: 'IP_ADDRESS', gen: (r) => V.ipv4(r), de: ['Zugriff von {v} wurde blockiert.', 'Der Client hat die IP {v}.'], en: ['Login from {v} was blocked.', 'Client IP: {v}'], keys: ['ip', 'client_ip', 'remote_addr'] },
  { id: 'ipv6', type: 'IP_ADDRESS', gen: (r) => V.ipv6(r), de: ['Anfrage von {v} abgelehnt.', 'IPv6-Adresse: {v}'], en: ['Request from {v} rejected.', 'IPv6 address: {v}'], keys: ['ip', 'client_ip6'] },
  { id: 'mac', type: 'MAC_ADDRESS', gen: (r) => V.mac(r), de: ['MAC-Adresse {v}', 'Das Gerät {v} hat sich verbunden.'], en: ['MAC address {v}', 'Device {v} connected to the access point.'], keys: ['mac', 'hwaddr', 'mac_address'] },
  { id: 'taxid', type: 'TAX_ID', gen: (r) => { const t = V.taxId(r); return r.chance(0.4) ? V.group(t, [2, 3, 3, 3]) : t }, de: ['Steuer-ID: {v}', 'Meine Steueridentifikationsnummer ist {v}.', 'Steuerliche IdNr. {v}'], en: ['German tax ID: {v}', 'Tax identification number (Steuer-ID) {v}'], keys: ['steuer_id', 'tax_id', 'steuerid'] },
  { id: 'kvnr', type: 'KVNR', gen: (r) => V.kvnr(r), de: ['Krankenversichertennummer: {v}', 'KVNR {v}', 'Versichertennummer {v} (TK)'], en: ['Health insurance number (KVNR): {v}', 'Insurance no. {v}'], keys: ['kvnr', 'versichertennummer'] },
  { id: 'rvnr', type: 'SOCIAL_SECURITY', gen: (r) => { const v = V.rvnr(r); return r.chance(0.5) ? v.spaced : v.compact }, de: ['Sozialversicherungsnummer: {v}', 'Rentenversicherungsnummer {v}', 'SV-Nummer: {v}'], en: ['German social security number: {v}', 'Pension insurance number {v}'], keys: ['sv_nummer', 'rvnr', 'social_security_number'] },
  { id: 'vat', type: 'VAT_ID', gen: (r) => V.vatId(r), de: ['USt-IdNr.: {v}', 'Umsatzsteuer-ID {v}'], en: ['VAT ID: {v}', 'VAT number {v}'], keys: ['vat_id', 'ust_id'] },
  { id: 'pid', type: 'PERSONAL_ID', gen: (r) => V.personalId(r), de: ['Personalausweisnummer: {v}', 'Ausweisnummer {v}'], en: ['German ID card number: {v}', 'ID card no. {v}'], keys: ['id_card_number', 'ausweisnummer'] },
  { id: 'passport', type: 'PASSPORT', gen: (r) => V.passport(r), de: ['Reisepassnummer: {v}', 'Passnummer {v}'], en: ['Passport number: {v}', 'Passport no. {v}'], keys: ['passport_number', 'passport_no'] },
  { id: 'dl', type: 'DRIVER_LICENSE', gen: (r) => V.driverLicense(r), de: ['Führerscheinnummer: {v}', 'Führerschein-Nr. {v}'], en: ['Driving licence number: {v}', "Driver's license no. {v}"], keys: ['drivers_license', 'fuehrerschein_nr'] },
  { id: 'plate', type: 'LICENSE_PLATE', gen: (r) => V.licensePlate(r), de: ['Kennzeichen {v}', 'Das Fahrzeug mit dem Kennzeichen {v} parkt in der Einfahrt.', 'Kfz-Kennzeichen: {v}'], en: ['License plate {v}', 'Car registration {v}'], keys: ['license_plate', 'kennzeichen'] },
  { id: 'address', type: 'ADDRESS', gen: (r, lang) => address(r, lang), de: ['Meine Adresse: {v}', 'Lieferadresse: {v}', 'Bitte schicken Sie die Unterlagen an {v}.', 'Neue Anschrift: {v}'], en: ['My address is {v}.', 'Shipping address: {v}', 'Please send it to {v}.'], keys: ['address', 'shipping_address', 'anschrift'] },
  { id: 'dob', type: 'DATE_OF_BIRTH', gen: (r, lang) => V.birthDate(r, lang), de: ['geboren am {v}', 'Geburtsdatum: {v}', 'geb. {v}'], en: ['Date of birth: {v}', 'DOB: {v}', 'born on {v}'], keys: ['date_of_birth', 'dob', 'geburtsdatum'] },
  { id: 'ssn', type: 'US_SSN', gen: (r) => V.usSsn(r), de: ['US-Sozialversicherungsnummer (SSN): {v}'], en: ['SSN: {v}', 'Social Security Number {v}', 'SSN {v}'], keys: ['ssn'] },
  { id: 'itin', type: 'US_ITIN', gen: (r) => V.usItin(r), de: ['ITIN {v}'], en: ['ITIN: {v}', 'Individual Taxpayer Identification Number {v}'], keys: ['itin'] },
  { id: 'nino', type: 'UK_NINO', gen: (r) => V.ukNino(r), de: ['britische National Insurance Number {v}'], en: ['National Insurance number: {v}', 'NI number {v}', 'NINO: {v}'], keys: ['nino', 'ni_number'] },
  { id: 'nhs', type: 'UK_NHS', gen: (r) => V.ukNhs(r), de: ['NHS-Nummer {v}'], en: ['NHS number: {v}', 'NHS No. {v}'], keys: ['nhs_number'] },
  { id: 'nir', type: 'FR_NIR', gen: (r) => V.frNir(r), de: ['französische Sozialversicherungsnummer (NIR) {v}'], en: ['French social security number (NIR): {v}', 'Numéro de sécurité sociale {v}'], keys: ['nir', 'numero_secu'] },
  { id: 'dni', type: 'ES_DNI', gen: (r) => V.esDni(r), de: ['spanische DNI/NIE {v}', 'DNI: {v}'], en: ['DNI/NIE: {v}', 'Spanish ID (DNI) {v}'], keys: ['dni', 'nif'] },
  { id: 'cf', type: 'IT_FISCAL_CODE', gen: (r) => V.itFiscalCode(r), de: ['Codice Fiscale {v}'], en: ['Codice fiscale: {v}', 'Italian tax code {v}'], keys: ['codice_fiscale'] },
  { id: 'bsn', type: 'NL_BSN', gen: (r) => V.nlBsn(r), de: ['BSN {v}', 'niederländische Bürgerservicenummer (BSN) {v}'], en: ['BSN: {v}', 'Burgerservicenummer {v}'], keys: ['bsn'] },
  { id: 'pesel', type: 'PL_PESEL', gen: (r) => V.plPesel(r), de: ['PESEL-Nummer {v}'], en: ['PESEL: {v}', 'PESEL number {v}'], keys: ['pesel'] },
  { id: 'atssn', type: 'AT_SSN', gen: (r) => V.atSsn(r), de: ['österreichische Sozialversicherungsnummer {v}', 'SVNR {v}', 'Versicherungsnummer (ÖGK) {v}'], en: ['Austrian social insurance number {v}'], keys: ['svnr'] },
  { id: 'ahv', type: 'CH_SSN', gen: (r) => V.chSsn(r), de: ['AHV-Nummer: {v}', 'AHV-Nr. {v}'], en: ['Swiss AHV number {v}', 'AVS number {v}'], keys: ['ahv_nr', 'ahv'] },
  { id: 'aadhaar', type: 'IN_AADHAAR', gen: (r) => V.aadhaar(r), de: ['Aadhaar-Nummer {v}'], en: ['Aadhaar: {v}', 'Aadhaar number {v}'], keys: ['aadhaar'] },
  { id: 'pan', type: 'IN_PAN', gen: (r) => V.inPan(r), de: ['indische PAN {v}'], en: ['PAN: {v}', 'PAN card {v}', 'Permanent Account Number {v}'], keys: ['pan_number'] },
  { id: 'nric', type: 'SG_NRIC', gen: (r) => V.sgNric(r), de: ['NRIC {v}'], en: ['NRIC: {v}', 'NRIC/FIN {v}'], keys: ['nric'] },
  { id: 'tfn', type: 'AU_TFN', gen: (r) => V.auTfn(r), de: ['australische Tax File Number (TFN) {v}'], en: ['TFN: {v}', 'Tax file number {v}'], keys: ['tfn'] },
  { id: 'sin', type: 'CA_SIN', gen: (r) => V.caSin(r), de: ['kanadische SIN {v}'], en: ['SIN: {v}', 'Social Insurance Number {v}'], keys: ['sin'] },
  { id: 'bic', type: 'BIC', gen: (r) => V.bic(r), de: ['BIC: {v}', 'BIC/SWIFT {v}'], en: ['SWIFT code {v}', 'BIC {v}'], keys: ['bic', 'swift'] },
  { id: 'btc', type: 'CRYPTO_WALLET', gen: (r) => V.btcAddress(r), de: ['Bitcoin-Adresse: {v}', 'Spenden bitte an {v}'], en: ['BTC address: {v}', 'Send the bitcoin to {v}'], keys: ['btc_address', 'wallet'] },
  { id: 'eth', type: 'CRYPTO_WALLET', gen: (r) => V.ethAddress(r), de: ['ETH-Wallet: {v}', 'Meine Ethereum-Wallet {v}'], en: ['ETH wallet {v}', 'Wallet address (ETH): {v}'], keys: ['eth_wallet', 'wallet_address'] },
  { id: 'aws', type: 'SECRET', gen: (r) => V.secret(r, 'aws'), de: ['Hier der AWS-Key: {v}'], en: ['Here is the AWS key {v}'], keys: ['AWS_ACCESS_KEY_ID', 'aws_access_key_id'] },
  { id: 'github', type: 'SECRET', gen: (r) => V.secret(r, 'github'), de: ['Token für die CI: {v}'], en: ['Use this token for CI: {v}'], keys: ['GITHUB_TOKEN', 'GH_TOKEN'] },
  { id: 'stripe', type: 'SECRET', gen: (r) => V.secret(r, 'stripe'), de: ['Stripe-Key: {v}'], en: ['Stripe secret {v}'], keys: ['STRIPE_SECRET_KEY'] },
  { id: 'slack', type: 'SECRET', gen: (r) => V.secret(r, 'slack'), de: ['Slack-Bot-Token {v}'], en: ['Slack bot token {v}'], keys: ['SLACK_BOT_TOKEN'] },
  { id: 'openai', type: 'SECRET', gen: (r) => V.secret(r, 'openai'), de: ['OpenAI-Key: {v}'], en: ['OpenAI key: {v}'], keys: ['OPENAI_API_KEY'] },
  { id: 'anthropic', type: 'SECRET', gen: (r) => V.secret(r, 'anthropic'), de: ['Anthropic-Key {v}'], en: ['Anthropic API key {v}'], keys: ['ANTHROPIC_API_KEY'] },
  { id: 'jwt', type: 'SECRET', gen: (r) => V.secret(r, 'jwt'), de: ['Authorization: Bearer {v}'], en: ['Authorization: Bearer {v}'], keys: ['access_token', 'jwt'] },
  { id: 'password', type: 'SECRET', gen: (r) => V.secret(r, 'password'), de: ['password = "{v}"', 'Das Passwort lautet: {v}'], en: ['password = "{v}"', 'The password is: {v}'], keys: ['DB_PASSWORD', 'password', 'smtp_password'] },
  { id: 'dsn', type: 'SECRET', gen: (r) => connectionString(r), de: ['Verbindung: {v}', 'Die DB erreichst du über {v}'], en: ['Connect with {v}', 'Connection string: {v}'], keys: ['DATABASE_URL', 'db_url', 'dsn'] },
  { id: 'urlsecret', type: 'URL_SECRET', gen: (r) => urlWithSecret(r), de: ['Webhook-URL: {v}', 'Hier der Link: {v}'], en: ['Callback URL: {v}', 'Open {v} to download it.'], keys: ['WEBHOOK_URL', 'callback_url', 'export_url'] },
  { id: 'name', type: 'NAME', gen: (r) => person(r).full, de: ['{v} hat das Ticket übernommen.', 'Laut {v} ist das schon erledigt.', 'Ich habe gestern mit {v} gesprochen.', '{v} sagte, der Fix sei live.'], en: ['{v} said the fix is live.', 'I spoke with {v} yesterday.', 'According to {v} this is done.', 'Please loop in {v} on this.'], keys: ['name', 'full_name', 'contact_name', 'assignee'] }
]

// ---------------------------------------------------------------------------------------------
// Hard negatives: realistic values that are NOT personal data

interface Neg { de: string, en: string, kv: [string, string] }

function uuid (r: Rng): string { return `${r.chars(8, V.HEX)}-${r.chars(4, V.HEX)}-4${r.chars(3, V.HEX)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(3, V.HEX)}-${r.chars(12, V.HEX)}` }

function isbn13 (r: Rng): string {
  const twelve = '978' + r.pick(['3', '1', '0']) + r.digits(8)
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3)
  const all = twelve + String((10 - (sum % 10)) % 10)
  return `${all.slice(0, 3)}-${all[3]}-${all.slice(4, 6)}-${all.slice(6, 12)}-${all[12]}`
}

const DE_NOUNS = ['Abrechnung', 'Anlage', 'Betriebskosten', 'Datenschutz', 'Rechnung', 'Lieferung', 'Kundenservice', 'Vertrag', 'Kündigung', 'Zahlung', 'Mahnung', 'Sommerfest', 'Betriebsrat', 'Wartung', 'Termin', 'Urlaubsantrag', 'Freigabe', 'Abteilung', 'Geschäftsführung', 'Inventur', 'Schulung', 'Jahresabschluss', 'Serverraum', 'Hausmeister', 'Bürgeramt', 'Steuerberater', 'Reisekosten', 'Fahrplan']
const EN_HEADINGS = ['Release Notes', 'Action Items', 'Quarterly Business Review', 'Customer Success Update', 'Next Steps', 'Project Phoenix', 'Budget Planning', 'Team Offsite', 'Security Update', 'Known Issues', 'Migration Plan', 'Incident Report', 'Product Roadmap', 'Sprint Retrospective', 'General Availability', 'Terms Of Service']
const COMPANIES = ['Microsoft Teams', 'Deutsche Bahn', 'Google Meet', 'Deutsche Telekom', 'SAP SuccessFactors', 'Jira Service Management', 'Volkswagen', 'Siemens Healthineers', 'Mercedes-Benz', 'Zoom', 'Adobe Acrobat', 'Amazon Web Services', 'Deutsche Post', 'Lufthansa', 'Commerzbank', 'Salesforce', 'Bosch', 'Allianz']
const CITIES = ['Hamburg', 'Berlin', 'München', 'Wien', 'Zürich', 'London', 'Manchester', 'Boston', 'Leipzig', 'Graz', 'Basel', 'Frankfurt']

function negatives (r: Rng): Neg {
  const kind = r.int(0, 27)
  const year = r.int(2019, 2025)
  const p2 = (n: number): string => String(n).padStart(2, '0')
  switch (kind) {
    case 0: { const v = `RE-${year}-${String(r.int(1, 99999)).padStart(5, '0')}`; return { de: `Die Rechnung ${v} ist noch offen.`, en: `Invoice ${v} is still open.`, kv: ['invoice_no', v] } }
    case 1: { const v = String(r.int(100000000, 999999999)); return { de: `Bestellnummer ${v} wurde versandt.`, en: `Order ${v} has shipped.`, kv: ['order_id', v] } }
    case 2: { const v = `#${r.int(1000, 9999)}`; return { de: `Siehe Ticket ${v} für Details.`, en: `See issue ${v} for details.`, kv: ['issue', v] } }
    case 3: { const d = `${p2(r.int(1, 28))}.${p2(r.int(1, 12))}.${year}`; const t = `${p2(r.int(7, 19))}:${p2(r.int(0, 59))}`; return { de: `Der Termin ist am ${d} um ${t} Uhr.`, en: `The meeting is on ${year}-${p2(r.int(1, 12))}-${p2(r.int(1, 28))} at ${t}.`, kv: ['created_at', `${year}-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}T${t}:${p2(r.int(0, 59))}Z`] } }
    case 4: { const v = `${r.int(1, 12)}.${r.int(0, 20)}.${r.int(0, 40)}`; return { de: `Bitte auf Version ${v} aktualisieren.`, en: `Please upgrade to v${v}.`, kv: ['version', v] } }
    case 5: { const v = `10.0.${r.int(10000, 22631)}.${r.int(1, 3000)}`; return { de: `Betroffen ist Windows Build ${v}.`, en: `Affected: Windows build ${v}.`, kv: ['os_build', v] } }
    case 6: { const e = r.int(1, 2999); const c = p2(r.int(0, 99)); const de = e >= 1000 ? `${Math.floor(e / 1000)}.${String(e % 1000).padStart(3, '0')},${c} €` : `${e},${c} €`; const en = e >= 1000 ? `$${Math.floor(e / 1000)},${String(e % 1000).padStart(3, '0')}.${c}` : `$${e}.${c}`; return { de: `Der Preis beträgt ${de} inkl. MwSt.`, en: `The price is ${en} incl. tax.`, kv: ['amount', `${e}.${c}`] } }
    case 7: { const v = uuid(r); return { de: `Request-ID ${v} im Log gefunden.`, en: `Request ID ${v} found in the log.`, kv: ['request_id', v] } }
    case 8: { const v = r.chars(40, V.HEX); return { de: `Der Fix ist in Commit ${v.slice(0, 7)} gelandet.`, en: `Fixed in commit ${v}.`, kv: ['commit', v] } }
    case 9: { const v = `#${r.chars(6, V.HEX)}`; return { de: `Die Akzentfarbe ist ${v}.`, en: `The accent colour is ${v}.`, kv: ['color', v] } }
    case 10: { const v = V.badCard(r); return { de: `Die Referenz ${v} ist ungültig.`, en: `Reference ${v} is invalid.`, kv: ['reference', v] } }
    case 11: { const v = V.formatIban(r, V.badIban(r)); return { de: `Die IBAN ${v} hat eine falsche Prüfziffer.`, en: `The IBAN ${v} has a wrong check digit.`, kv: ['rejected_iban', v] } }
    case 12: { const v = r.chance(0.5) ? '00340434' + r.digits(12) : '1Z' + r.chars(6, V.UPPER + V.DIGITS) + r.digits(10); return { de: `Sendungsnummer: ${v}`, en: `Tracking number: ${v}`, kv: ['tracking', v] } }
    case 13: { const a = r.pick(DE_NOUNS); const b = r.pick(DE_NOUNS); return { de: `${a} und ${b}: Bitte bis Freitag prüfen.`, en: `${r.pick(EN_HEADINGS)}: please review by Friday.`, kv: ['title', r.pick(EN_HEADINGS)] } }
    case 14: { const v = `SKU-${r.chars(2, V.UPPER)}${r.digits(2)}-${r.digits(2)}`; return { de: `Artikel ${v} ist wieder lieferbar.`, en: `Item ${v} is back in stock.`, kv: ['sku', v] } }
    case 15: { const v = `${year}${p2(r.int(1, 12))}${p2(r.int(1, 28))}.${r.int(1, 9)}`; return { de: `Build ${v} ist grün.`, en: `Build ${v} passed.`, kv: ['build', v] } }
    case 16: { const v = r.pick([80, 443, 3000, 5432, 6379, 8080, 8443, 9090, 9881, 27017]); return { de: `Der Dienst lauscht auf Port ${v}.`, en: `The service listens on localhost:${v}.`, kv: ['port', String(v)] } }
    case 17: { const v = `${r.int(1, 999)},${r.int(0, 9)} ${r.pick(['MB', 'GB', 'KB'])}`; return { de: `Die Datei ist ${v} groß.`, en: `The file is ${v.replace(',', '.')} large.`, kv: ['size_bytes', String(r.int(1000, 99999999))] } }
    case 18: { const v = isbn13(r); return { de: `Das Buch hat die ISBN ${v}.`, en: `The book has ISBN ${v}.`, kv: ['isbn', v] } }
    case 19: { const v = String(r.int(1000, 9999)); return { de: `Raum ${v} im dritten Stock, Durchwahl -${r.int(10, 99)}.`, en: `Room ${v} on the third floor, extension ${r.int(10, 99)}.`, kv: ['room', v] } }
    case 20: { const v = `https://docs.example.org/${r.pick(['guide', 'faq', 'api'])}?page=${r.int(1, 9)}&lang=${r.pick(['de', 'en'])}`; return { de: `Die Doku findest du unter ${v}`, en: `The docs are at ${v}`, kv: ['docs_url', v] } }
    case 21: { const kv = r.pick<[string, string]>([['PASSWORD', 'changeme'], ['API_KEY', '$' + '{API_KEY}'], ['SECRET_KEY', '<your-secret-here>'], ['DB_PASSWORD', ''], ['TOKEN', 'xxx'], ['password', 'REPLACE_ME'], ['api_token', '$' + '{{ secrets.API_TOKEN }}']]); return { de: `In der .env steht nur ${kv[0]}=${kv[1]} als Platzhalter.`, en: `The .env only has ${kv[0]}=${kv[1]} as a placeholder.`, kv } }
    case 22: { const v = r.pick(COMPANIES); return { de: `Das Meeting findet über ${v} statt.`, en: `Let's use ${v} for the call.`, kv: ['vendor', v] } }
    case 23: { const v = r.pick(CITIES); return { de: `Das Team sitzt in ${v}.`, en: `Our office is in ${v}.`, kv: ['city', v] } }
    case 24: { const v = `${p2(r.int(0, 23))}:${p2(r.int(0, 59))}:${p2(r.int(0, 59))}`; return { de: `Der Job lief bis ${v}.`, en: `The job ran until ${v}.`, kv: ['duration', v] } }
    case 25: { const v = r.chars(64, V.HEX); return { de: `SHA-256 der Datei: ${v}`, en: `SHA-256 checksum: ${v}`, kv: ['sha256', v] } }
    case 26: { const v = `${r.int(1, 99)} %`; return { de: `Die CPU-Auslastung liegt bei ${v}.`, en: `CPU usage is at ${v}.`, kv: ['cpu', v] } }
    default: { const v = `KD-${r.int(10000, 99999)}`; return { de: `Kundennummer ${v}, Vertrag ${r.int(1000000, 9999999)}.`, en: `Customer no. ${v}, contract ${r.int(1000000, 9999999)}.`, kv: ['customer_no', v] } }
  }
}

const FILLER = {
  de: ['Danke für die schnelle Rückmeldung.', 'Ich melde mich morgen noch einmal.', 'Können wir das im nächsten Meeting besprechen?', 'Das Problem tritt seit dem letzten Update auf.', 'Bitte gib kurz Bescheid, wenn es Neuigkeiten gibt.', 'Anbei die angeforderten Unterlagen.', 'Leider funktioniert der Login immer noch nicht.', 'Der Export läuft jetzt deutlich schneller.', 'Wir haben die Konfiguration angepasst.', 'Ist das so in Ordnung für dich?', 'Die Kollegen aus dem Vertrieb sind informiert.', 'Das Deployment ist für heute Abend geplant.'],
  en: ['Thanks for the quick reply.', 'I will follow up tomorrow.', 'Can we discuss this in the next meeting?', 'The issue started after the last update.', 'Let me know if anything changes.', 'Please find the requested documents attached.', 'The login still does not work for me.', 'The export is much faster now.', 'We adjusted the configuration.', 'Does that work for you?', 'The sales team has been informed.', 'The deployment is scheduled for tonight.']
}
const EMOJI = ['👍', '🙂', '🚀', '🎉', '😅', '✅']

// ---------------------------------------------------------------------------------------------
// Document kinds

interface Plan { specs: Spec[], negs: number }

function proseBody (b: Builder, r: Rng, lang: Lang, plan: Plan): void {
  const items: Array<Spec | 'neg' | 'fill'> = [...plan.specs, ...Array(plan.negs).fill('neg'), ...Array(r.int(1, 2)).fill('fill')]
  for (let i = items.length - 1; i > 0; i--) { const j = r.int(0, i); [items[i], items[j]] = [items[j], items[i]] }
  items.forEach((item, i) => {
    if (i > 0) b.t(r.chance(0.3) ? '\n' : ' ')
    if (item === 'neg') b.t(negatives(r)[lang])
    else if (item === 'fill') b.t(r.pick(FILLER[lang]))
    else {
      b.fill(r.pick(item[lang]), item.type, item.gen(r, lang))
      if (!/[.!?:]$/.test(b.text) && r.chance(0.5)) b.t('.')
    }
  })
}

function chat (b: Builder, r: Rng, lang: Lang, plan: Plan, positive: boolean): void {
  if (positive && r.chance(0.5)) {
    const p = person(r)
    b.t(r.pick(lang === 'de' ? ['Hi ', 'Hallo ', 'Hey '] : ['Hi ', 'Hey ', 'Morning '])).e('NAME', p.first).t(r.pick([', ', '! ', ' ']))
  } else if (r.chance(0.4)) b.t(r.pick(EMOJI) + ' ')
  proseBody(b, r, lang, plan)
  if (r.chance(0.4)) b.t(' ' + r.pick(EMOJI))
}

function signature (b: Builder, r: Rng, lang: Lang, named: boolean): void {
  b.t('\n\n' + r.pick(lang === 'de' ? ['Mit freundlichen Grüßen', 'Viele Grüße', 'Beste Grüße', 'LG'] : ['Best regards,', 'Kind regards,', 'Cheers,', 'Thanks,']) + '\n')
  if (named) {
    const p = person(r)
    b.e('NAME', p.full).t('\n')
  } else b.t(lang === 'de' ? 'Ihr Support-Team\n' : 'The Support Team\n')
  b.t(r.pick(['Beispiel GmbH', 'Nordlicht Software AG', 'Example Ltd', 'Brightwave Analytics', 'Alpenblick Consulting GmbH']))
}

function mail (b: Builder, r: Rng, lang: Lang, plan: Plan, positive: boolean): void {
  b.t((lang === 'de' ? 'Betreff: ' : 'Subject: ') + (lang === 'de' ? `${r.pick(DE_NOUNS)} ${r.pick(['März', 'Q3', '2024', 'Update'])}` : r.pick(EN_HEADINGS)) + '\n\n')
  const p = person(r)
  const style = positive ? r.int(0, 3) : 3
  if (lang === 'de') {
    if (style === 0) b.t(`Sehr geehrte${r.chance(0.5) ? ' Frau' : 'r Herr'} `).e('NAME', p.last).t(',')
    else if (style === 1) b.t('Hallo ').e('NAME', p.first).t(',')
    else if (style === 2) b.t(r.pick(['Liebe ', 'Lieber '])).e('NAME', p.full).t(',')
    else b.t('Sehr geehrte Damen und Herren,')
  } else {
    if (style === 0) b.t(`Dear ${r.pick(['Ms', 'Mr', 'Dr', 'Mrs'])} `).e('NAME', p.last).t(',')
    else if (style === 1) b.t('Hi ').e('NAME', p.first).t(',')
    else if (style === 2) b.t('Dear ').e('NAME', p.full).t(',')
    else b.t('Dear Sir or Madam,')
  }
  b.t('\n\n')
  proseBody(b, r, lang, plan)
  signature(b, r, lang, positive && r.chance(0.8))
}

function ticket (b: Builder, r: Rng, lang: Lang, plan: Plan, positive: boolean): void {
  b.t(`Ticket #${r.int(10000, 99999)} – ${lang === 'de' ? r.pick(DE_NOUNS) + ' ' + r.pick(['funktioniert nicht', 'fehlerhaft', 'verzögert']) : r.pick(EN_HEADINGS)}\n`)
  b.t(`${lang === 'de' ? 'Status: offen | Priorität' : 'Status: open | Priority'}: ${r.pick(['P1', 'P2', 'P3', 'high', 'low'])}\n`)
  if (positive && r.chance(0.7)) b.t(lang === 'de' ? 'Zugewiesen an: ' : 'Assigned to: ').e('NAME', person(r).full).t('\n')
  else b.t(lang === 'de' ? 'Zugewiesen an: 2nd-Level-Support\n' : 'Assigned to: Tier 2 Support\n')
  if (positive && r.chance(0.4)) b.t(lang === 'de' ? 'Gemeldet von: ' : 'Reporter: ').e('NAME', person(r).full).t('\n')
  b.t(lang === 'de' ? 'Beschreibung:\n' : 'Description:\n')
  proseBody(b, r, lang, plan)
}

function kvValue (spec: Spec, r: Rng, lang: Lang): Planted { return spec.gen(r, lang) }

function log (b: Builder, r: Rng, lang: Lang, plan: Plan): void {
  const items: Array<Spec | 'neg'> = [...plan.specs, ...Array(plan.negs).fill('neg')]
  let ts = Date.UTC(2024, r.int(0, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59), r.int(0, 59))
  for (const item of items) {
    ts += r.int(1, 90000)
    b.t(`${new Date(ts).toISOString()} ${r.pick(['INFO ', 'WARN ', 'ERROR', 'DEBUG'])} [${r.pick(['auth', 'billing', 'api', 'worker', 'mailer'])}] `)
    b.t(r.pick(['request handled', 'login failed', 'payment updated', 'job finished', 'profile saved', 'retrying']) + ' ')
    if (item === 'neg') {
      const [k, v] = negatives(r).kv
      b.t(`${k}=${v.includes(' ') ? JSON.stringify(v) : v}`)
    } else {
      const value = kvValue(item, r, lang)
      const quote = flat(value).includes(' ') || flat(value).includes(',')
      b.t(`${r.pick(item.keys).toLowerCase()}=${quote ? '"' : ''}`).e(item.type, value).t(quote ? '"' : '')
    }
    b.t(` duration_ms=${r.int(1, 900)}\n`)
  }
}

function env (b: Builder, r: Rng, lang: Lang, plan: Plan): void {
  b.t(lang === 'de' ? '# Konfiguration für die Staging-Umgebung\n' : '# staging environment\n')
  b.t(`NODE_ENV=production\nPORT=${r.pick([3000, 8080, 9881])}\n`)
  const items: Array<Spec | 'neg'> = [...plan.specs, ...Array(plan.negs).fill('neg')]
  for (const item of items) {
    if (item === 'neg') { const [k, v] = negatives(r).kv; b.t(`${k.toUpperCase()}=${v}\n`) } else {
      const value = kvValue(item, r, lang)
      const quote = flat(value).includes(' ')
      b.t(`${r.pick(item.keys).toUpperCase()}=${quote ? '"' : ''}`).e(item.type, value).t(`${quote ? '"' : ''}\n`)
    }
  }
}

function yaml (b: Builder, r: Rng, lang: Lang, plan: Plan): void {
  b.t(`service:\n  name: ${r.pick(['billing-api', 'order-service', 'crm-sync', 'mail-relay'])}\n  version: ${r.int(1, 5)}.${r.int(0, 20)}.${r.int(0, 9)}\n  replicas: ${r.int(1, 6)}\nsettings:\n`)
  const items: Array<Spec | 'neg'> = [...plan.specs, ...Array(plan.negs).fill('neg')]
  for (const item of items) {
    if (item === 'neg') { const [k, v] = negatives(r).kv; b.t(`  ${k}: ${JSON.stringify(v)}\n`) } else {
      const value = kvValue(item, r, lang)
      const quote = r.chance(0.5)
      b.t(`  ${r.pick(item.keys).toLowerCase()}: ${quote ? '"' : ''}`).e(item.type, value).t(`${quote ? '"' : ''}\n`)
    }
  }
}

function json (b: Builder, r: Rng, lang: Lang, plan: Plan): void {
  b.t(`{\n  "id": "${uuid(r)}",\n  "type": "${r.pick(['customer', 'ticket', 'payout', 'user'])}"`)
  const items: Array<Spec | 'neg'> = [...plan.specs, ...Array(plan.negs).fill('neg')]
  for (const item of items) {
    b.t(',\n  ')
    if (item === 'neg') { const [k, v] = negatives(r).kv; b.t(`"${k}": ${JSON.stringify(v)}`) } else {
      b.t(`"${r.pick(item.keys).toLowerCase()}": "`).e(item.type, kvValue(item, r, lang)).t('"')
    }
  }
  b.t('\n}')
}

/** Specs whose values are recognisable without a context word (used for CSV columns). */
const STANDALONE = new Set(['iban', 'card', 'email', 'phone', 'ipv4', 'ipv6', 'mac', 'vat', 'cf', 'ahv', 'btc', 'aws', 'github', 'stripe', 'slack', 'openai', 'anthropic', 'jwt', 'dsn', 'urlsecret', 'address'])

function csv (b: Builder, r: Rng, lang: Lang, plan: Plan, positive: boolean): void {
  const sep = r.pick([',', ';'])
  // Only values that identify themselves: the header is too far away to serve as context.
  const extra = plan.specs.filter((s) => s.type !== 'NAME' && STANDALONE.has(s.id)).slice(0, 2)
  const header = ['id', ...(positive ? ['name'] : []), ...extra.map((s) => s.keys[0].toLowerCase()), 'city', lang === 'de' ? 'betrag' : 'amount', 'created']
  b.t(header.join(sep) + '\n')
  const rows = r.int(2, 6)
  for (let i = 0; i < rows; i++) {
    b.t(String(r.int(1000, 99999)))
    if (positive) b.t(sep).e('NAME', person(r).full)
    for (const s of extra) {
      const v = s.gen(r, lang)
      const quote = flat(v).includes(sep) || flat(v).includes('"')
      b.t(sep + (quote ? '"' : '')).e(s.type, v).t(quote ? '"' : '')
    }
    b.t(`${sep}${r.pick(CITIES)}${sep}${r.int(1, 999)}.${String(r.int(0, 99)).padStart(2, '0')}${sep}${r.int(2019, 2025)}-0${r.int(1, 9)}-1${r.int(0, 9)}\n`)
  }
}

function camel (key: string): string { return key.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) }

function code (b: Builder, r: Rng, lang: Lang, plan: Plan, positive: boolean): void {
  const python = r.chance(0.4)
  const comment = python ? '#' : '//'
  if (positive && r.chance(0.3)) b.t(`${comment} TODO(${lang === 'de' ? 'fragen' : 'ask'}): `).e('NAME', person(r).full).t(lang === 'de' ? ' wegen Retry-Logik\n' : ' about the retry logic\n')
  b.t(python ? 'import os\n\n' : "import { Client } from './client.ts'\n\n")
  const items: Array<Spec | 'neg'> = [...plan.specs, ...Array(plan.negs).fill('neg')]
  for (const item of items) {
    if (item === 'neg') {
      const [k, v] = negatives(r).kv
      b.t(python ? `${k.toUpperCase()} = ${JSON.stringify(v)}\n` : `const ${camel(k)} = ${JSON.stringify(v)}\n`)
    } else {
      const key = r.pick(item.keys)
      const value = kvValue(item, r, lang)
      b.t(python ? `${key.toLowerCase()} = "` : `const ${camel(key)} = '`).e(item.type, value).t(python ? '"\n' : "'\n")
    }
  }
  b.t(python ? `client = Client(timeout=${r.int(5, 60)})\n` : `export const client = new Client({ timeout: ${r.int(1000, 60000)} })\n`)
}

const KINDS = ['chat', 'chat', 'email', 'email', 'ticket', 'log', 'env', 'yaml', 'json', 'csv', 'code', 'code']

export function generateCorpus (seed = 20240611, count = 2400): Doc[] {
  const r = new V.Rng(seed)
  const docs: Doc[] = []
  let cursor = 0
  // Common types appear twice in the rotation.
  const common = new Set(['email', 'phone', 'iban', 'address', 'dob', 'card', 'password', 'dsn'])
  const rotation = SPECS.filter((s) => s.type !== 'NAME').flatMap((s) => common.has(s.id) ? [s, s] : [s])
  const nameSpec = SPECS.find((s) => s.type === 'NAME') as Spec
  for (let i = 0; i < count; i++) {
    const lang: Lang = r.chance(0.5) ? 'de' : 'en'
    const kind = r.pick(KINDS)
    const positive = !r.chance(0.4)
    const specs: Spec[] = []
    if (positive) {
      specs.push(rotation[cursor++ % rotation.length])
      const extras = r.int(0, 2)
      for (let k = 0; k < extras; k++) specs.push(r.chance(0.15) ? nameSpec : r.pick(rotation))
      if (kind !== 'csv' && r.chance(0.2)) specs.push(nameSpec)
    }
    const plan: Plan = { specs, negs: r.int(positive ? 0 : 2, positive ? 2 : 4) }
    const b = new Builder()
    switch (kind) {
      case 'chat': chat(b, r, lang, plan, positive); break
      case 'email': mail(b, r, lang, plan, positive); break
      case 'ticket': ticket(b, r, lang, plan, positive); break
      case 'log': log(b, r, lang, plan); break
      case 'env': env(b, r, lang, plan); break
      case 'yaml': yaml(b, r, lang, plan); break
      case 'json': json(b, r, lang, plan); break
      case 'csv': csv(b, r, lang, plan, positive); break
      default: code(b, r, lang, plan, positive)
    }
    docs.push({ id: `doc-${String(i + 1).padStart(4, '0')}`, lang, kind, text: b.text, entities: b.entities })
  }
  return docs
}

export const CORPUS_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'corpus.jsonl')

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const docs = generateCorpus()
  for (const d of docs) {
    for (const e of d.entities) {
      if (d.text.slice(e.start, e.end) !== e.text) throw new Error(`offset mismatch in ${d.id}`)
    }
  }
  mkdirSync(dirname(CORPUS_PATH), { recursive: true })
  writeFileSync(CORPUS_PATH, docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
  const entities = docs.reduce((n, d) => n + d.entities.length, 0)
  const negOnly = docs.filter((d) => d.entities.length === 0).length
  console.log(`wrote ${docs.length} documents, ${entities} entities, ${negOnly} without any entity → ${CORPUS_PATH}`)
}
