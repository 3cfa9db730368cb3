import t from 'tap'
import name from '../../detectors/builtin/name.ts'
import { scan } from '../../detectors/engine.ts'
import { checkHostileInputs } from './hostile-inputs.ts'

function found (text: string): string[] {
  return [...name.find(text)].map((m) => text.slice(m.start, m.end))
}

// [text, expected names in order]
const POSITIVE: Array<[string, string[]]> = [
  ['Sehr geehrte Frau Dr. Anna Schmidt, vielen Dank für Ihre Nachricht.', ['Anna Schmidt']],
  ['Sehr geehrter Herr Müller,\nanbei die Unterlagen.', ['Müller']],
  ['Hallo Anna, kannst du mir die Rechnung schicken?', ['Anna']],
  ['Hi Tom, thanks for the update!', ['Tom']],
  ['Dear Mr. Smith, please find attached the invoice.', ['Smith']],
  ['Dear Sarah, I hope you are well.', ['Sarah']],
  ['Liebe Claudia, lieber Stefan, danke für alles.', ['Claudia', 'Stefan']],
  ['Herr Dr. Schmidt ist heute nicht im Büro.', ['Schmidt']],
  ['Prof. Dr. Wolfgang Hoffmann hält den Vortrag.', ['Wolfgang Hoffmann']],
  ['Bitte wenden Sie sich an Frau Weber.', ['Weber']],
  ['Rückfragen bitte an Hr. Becker oder Fr. Wagner.', ['Becker', 'Wagner']],
  ['Mrs Johnson and Ms. Davis joined the call.', ['Johnson', 'Davis']],
  ['Thomas Müller hat das Tor geschossen.', ['Thomas Müller']],
  ['Gestern hat Julia Fischer angerufen.', ['Julia Fischer']],
  ['Laut Peter Schneider ist das Projekt fertig.', ['Peter Schneider']],
  ['The report was written by Emily Clark.', ['Emily Clark']],
  ['I met Michael Brown at the conference.', ['Michael Brown']],
  ['Ludwig van Beethoven wurde in Bonn geboren.', ['Ludwig van Beethoven']],
  ['Die Kommissionspräsidentin Ursula von der Leyen sprach.', ['Ursula von der Leyen']],
  ['Hans-Peter Meier übernimmt die Leitung.', ['Hans-Peter Meier']],
  ['Die Akte von Sabine Müller-Lüdenscheidt liegt vor.', ['Sabine Müller-Lüdenscheidt']],
  ['Anna-Lena Krause ist neu im Team.', ['Anna-Lena Krause']],
  ['Mary-Jane Watson called yesterday.', ['Mary-Jane Watson']],
  ['John F. Kennedy was president.', ['John F. Kennedy']],
  ['Mrs O\'Brien spoke with Mr McDonald.', ['O\'Brien', 'McDonald']],
  ['Kevin O\'Connor will join us.', ['Kevin O\'Connor']],
  ['Jürgen Weiß und Günther Groß kommen später.', ['Jürgen Weiß', 'Günther Groß']],
  ['Mit freundlichen Grüßen\nKatrin Schulz', ['Katrin Schulz']],
  ['Mit freundlichen Grüßen\n\nMaximilian Schwarz\nVertrieb', ['Maximilian Schwarz']],
  ['Viele Grüße, Lukas', ['Lukas']],
  ['Viele Grüße\nSvenja', ['Svenja']],
  ['Best regards,\nJohn Smith', ['John Smith']],
  ['Cheers,\nDave', ['Dave']],
  ['Kind regards,\nRebecca Thompson\nHead of Sales', ['Rebecca Thompson']],
  ['LG Nicole', ['Nicole']],
  ['Thanks,\nOliver', ['Oliver']],
  ['My name is Xaver Quastenberg.', ['Xaver Quastenberg']],
  ['Mein Name ist Tobias Brandstetter.', ['Tobias Brandstetter']],
  ['Ich heiße Leonie und komme aus Köln.', ['Leonie']],
  ['Hi, I\'m Jessica from accounting.', ['Jessica']],
  ['Name: Kowalski', ['Kowalski']],
  ['Name: Jan Nowak', ['Jan Nowak']],
  ['Ansprechpartner: Bernd Hartmann', ['Bernd Hartmann']],
  ['Ticket #4711 assigned to Priya Sharma', ['Priya Sharma']],
  ['Bug reported by Carlos Mendoza on staging.', ['Carlos Mendoza']],
  ['From: Laura Bianchi <laura@example.com>', ['Laura Bianchi']],
  ['Cc: Markus Lehmann', ['Markus Lehmann']],
  ['{"first_name": "Anna", "last_name": "Schmidt"}', ['Anna', 'Schmidt']],
  ['{"vorname":"Jonas","nachname":"Keller"}', ['Jonas', 'Keller']],
  ['id,first_name,last_name\n1,Anna,Schmidt\n2,Tom,Baker', ['Anna', 'Schmidt', 'Tom', 'Baker']],
  ['Vorname;Nachname;Ort\nFelix;Wolf;Berlin', ['Felix', 'Wolf']],
  ['id\tname\temail\n7\tSophie Laurent\tsl@example.org', ['Sophie Laurent']],
  ['Ich habe mit Thomas gesprochen.', ['Thomas']],
  ['Can you ask Jennifer about the budget?', ['Jennifer']],
  ['@Sebastian kannst du das reviewen?', ['Sebastian']],
  ['Das hat Sarah gestern gesagt.', ['Sarah']],
  ['Will Smith and Mark Zuckerberg were there.', ['Will Smith', 'Mark Zuckerberg']],
  ['Grüß dich Moritz!', ['Moritz']],
  ['Moin Hauke, alles klar?', ['Hauke']],
  ['Familie Nguyen zieht nächste Woche ein.', ['Nguyen']],
  ['Lisa\'s laptop is broken.', ['Lisa']],
  ['Mehmet Yılmaz und Ayşe Demir haben unterschrieben.', ['Mehmet Yılmaz', 'Ayşe Demir']],
  ['Signed by Dr. Rajesh Kumar', ['Rajesh Kumar']],
  ['Erstellt von Stefanie Vogel am 12.03.2024', ['Stefanie Vogel']],
  ['Dear Professor Whitfield,', ['Whitfield']],
  ['Guten Tag Frau Yilmaz, wie besprochen ...', ['Yilmaz']]
]

const NEGATIVE: string[] = [
  'Die Rechnung für Bestellung 12345 ist da.',
  'Bitte prüfen Sie die Lieferung und die Zahlung.',
  'Das Haus am See ist verkauft.',
  'Frage zur Bestellung: wann kommt das Paket?',
  'Microsoft Teams und Google Cloud laufen stabil.',
  'Die Deutsche Bank hat die Zinsen erhöht.',
  'We migrated to Amazon Web Services last year.',
  'Meeting am Montag in Berlin, Hauptstraße 5.',
  'Our office is on Main Street in London.',
  'Der Termin ist im Mai, nicht im Juni.',
  'See you on Monday in June.',
  'April showers bring May flowers.',
  'ERROR NullPointerException at com.example.Main.run(Main.java:42)',
  'TypeError: Cannot read properties of undefined',
  'GET /api/users 200 OK; POST /api/orders 500 Internal Server Error',
  '2024-03-12 10:00:01 WARN Connection refused, retrying',
  'Exception in thread "main" java.lang.IllegalStateException',
  'Traceback (most recent call last): File "app.py", line 3',
  'Sehr geehrte Damen und Herren,',
  'Dear Sir or Madam,',
  'Dear Customer, your order has shipped.',
  'Hallo Team, kurzes Update zum Release.',
  'Hi all, quick reminder about the meeting.',
  'Liebe Kolleginnen und Kollegen,',
  'Liebe Grüße und bis bald',
  'Hallo zusammen!',
  'Hello World',
  'Guten Morgen, wie geht es?',
  'Frohe Weihnachten und ein gutes neues Jahr!',
  'Die Bestellnummer lautet 4711-0815.',
  'Version 2.3.1 was released on 2024-01-15.',
  'Preis: 19,99 EUR inkl. MwSt.',
  'UUID 550e8400-e29b-41d4-a716-446655440000',
  'commit 9fceb02d0ae598e95dc970b74767f19372d61af8',
  'Color #FF5733 and #00ff00',
  'The Quick Brown Fox Jumps Over The Lazy Dog',
  'Please Review The Attached Document Before Friday',
  'Wir sehen uns in München oder Hamburg.',
  'Paris and Rome are beautiful in spring.',
  'Die Straße ist wegen Bauarbeiten gesperrt.',
  'Kubernetes Deployment failed: ImagePullBackOff',
  'JavaScript and TypeScript are popular.',
  'Der Kunde hat die Ware zurückgeschickt.',
  'Unser Vertrieb meldet sich bei Ihnen.',
  'Mit freundlichen Grüßen\nIhr Kundenservice',
  'Best regards,\nThe Support Team',
  'Viele Grüße\nDas Team von Beispiel GmbH',
  'Name: Dokumentation Q3',
  'Kontakt: Vertrieb',
  'id,product,price\n1,Widget,9.99\n2,Gadget,19.99',
  'name,version\nExpress,4.18.2',
  'Windows Update and Office 365 are scheduled.',
  'Die Sonne scheint und der Wind weht.',
  'Winter is coming, Sommer ist vorbei.',
  'Bitte Rückruf unter 030 1234567.',
  'Die Besprechung wurde auf Dienstag verschoben.',
  'Thank you for your order!',
  'Danke für die schnelle Antwort.',
  'Hope you are doing well.',
  'Will this work on Linux?',
  'Mark the date in your calendar.',
  'Bill Payment Due',
  'Grant Application Deadline',
  'Der Fuchs und der Wolf im Wald.',
  'Stein auf Stein, Berg und Tal.',
  'Status: Pending Approval',
  'Owner: DevOps',
  'To: All Staff'
]

t.test('finds names with exact spans', async (t) => {
  t.ok(POSITIVE.length >= 60)
  for (const [text, expected] of POSITIVE) t.same(found(text), expected, text)
})

t.test('does not report capitalised words, places, products, log words', async (t) => {
  t.ok(NEGATIVE.length >= 60)
  for (const text of NEGATIVE) t.same(found(text), [], text)
})

t.test('title and salutation are not part of the span', async (t) => {
  t.same(found('Herr Müller'), ['Müller'])
  t.same(found('Dr. Anna Schmidt'), ['Anna Schmidt'])
  t.same(found('Mr. Smith'), ['Smith'])
})

t.test('confidence reflects evidence', async (t) => {
  const [full] = name.find('Thomas Müller hat angerufen.')
  t.ok(full.confidence >= 0.85)
  const [lone] = name.find('Ich habe mit Thomas gesprochen.')
  t.ok(lone.confidence < full.confidence)
  for (const m of name.find('Dear Mr. Smith, Hallo Anna, Best regards,\nJohn Smith')) {
    t.ok(m.confidence >= 0.6 && m.confidence <= 0.95)
  }
})

t.test('through the engine', async (t) => {
  const result = scan('Hallo Anna, bitte ruf Herrn Müller an. Gruß, Thomas Becker', [name], [])
  t.same(result.findings.map((f) => f.text), ['Anna', 'Müller', 'Thomas Becker'])
  t.equal(result.anonymisedText, 'Hallo [NAME_1], bitte ruf Herrn [NAME_2] an. Gruß, [NAME_3]')
  t.equal(result.findings[0].pii_type, 'NAME')
  const whitelisted = scan('Hallo Anna, Herr Müller', [name], ['anna'])
  t.same(whitelisted.findings.map((f) => f.text), ['Müller'])
  const emoji = scan('😀 Hallo Anna', [name], [])
  t.same(emoji.findings.map((f) => [f.start, f.end]), [[8, 12]])
})

// Names chosen to be in neither the detector's lists nor the evaluation corpus.
const RARE_NAMES: Array<[string, string[]]> = [
  ['Please loop in Obinna Okonkwo on this.', ['Obinna Okonkwo']],
  ['Assigned to: Tendai Moyo', ['Tendai Moyo']],
  ['Priorität: P2\nZugewiesen an: Rangi Parata\nGemeldet von: Aroha Ngata', ['Rangi Parata', 'Aroha Ngata']],
  ['Reporter: Jae-hyun Kwon', ['Jae-hyun Kwon']],
  ['// TODO(ask): Zoran Brankovic about the cache', ['Zoran Brankovic']],
  ['# TODO(fragen): Ilkka Rautio wegen Timeout', ['Ilkka Rautio']],
  ['cc Bjørnar Løvås', ['Bjørnar Løvås']],
  ['According to Kaito Nakashima this is done.', ['Kaito Nakashima']],
  ['Ich habe gestern mit Nkechi Eze gesprochen.', ['Nkechi Eze']],
  ['Tamar Goldfarb said the fix is live.', ['Tamar Goldfarb']],
  ['Hyun-woo Adjei hat das Ticket übernommen.', ['Hyun-woo Adjei']],
  ['Þórdís Guðmundsdóttir sagte, der Fix sei live.', ['Þórdís Guðmundsdóttir']],
  ["const contactName = 'Ximena Rautio'", ['Ximena Rautio']],
  ['{"customerName": "Emre Öztürk"}', ['Emre Öztürk']],
  ['Sehr geehrter Herr Dörfler,', ['Dörfler']],
  ['Hildegard Dörfler said the fix is live.', ['Hildegard Dörfler']],
  ['Amelia Fitzgerald joined the call.', ['Amelia Fitzgerald']],
  ['id;name;city\n1;Omar Al-Rashid;Hamburg', ['Omar Al-Rashid']],
  ['Bryan English reviewed the change.', ['Bryan English']],
  ['Christian Bates-White approved it.', ['Christian Bates-White']]
]

// Group signatures, headings, nationalities: capitalised, after closings or lead phrases, still not names.
const FALSE_ALARMS: string[] = [
  'Beste Grüße\nIhr Support-Team\nAlpenblick Consulting GmbH',
  'LG\nIhr Service-Team',
  'Viele Grüße\nEuer IT-Team',
  'Viele Grüße\nIhr Team Nordlicht',
  'Mit freundlichen Grüßen\nIhre Buchhaltung',
  'Best regards,\nYour Customer Success team',
  'Thanks,\nthe Sales-Support',
  'Beste Grüße, Ihr Kunden-Service',
  'Subject: General Availability\n\nDear Sir or Madam,',
  'Release Notes: Major Changes\n',
  '## General Availability',
  'German social security number: 12 345',
  'Austrian social insurance number 1234',
  'Swiss German is spoken in Zürich.',
  'The English version follows, the French one later.',
  'Deutsch ist die Amtssprache.',
  'Sehr geehrter Herr Präsident,',
  'Dear Mr. President,',
  'Hong Kong has new rules.',
  'Costa Rica hat schöne Strände.',
  'Tesla Cybertruck has a ramp.',
  'According to Hong Kong Police the case is closed.',
  'We integrate with Cloudflare Workers and Sui Generis rights.',
  'Please review the Follow-up and the Check-in flow.',
  'Maria Online-Shop'
]

t.test('rare and foreign names after lead phrases, labels and before reporting verbs', async (t) => {
  for (const [text, expected] of RARE_NAMES) t.same(found(text), expected, text)
})

t.test('group signatures, Title Case headings and nationality words are not names', async (t) => {
  for (const text of FALSE_ALARMS) t.same(found(text), [], text)
  // A title keeps a dictionary-word surname; a heading of dictionary words without one is no name.
  t.same(found('Subject: Earnest Young\n'), [])
  t.same(found('Dear Mr. Young,'), ['Young'])
  t.same(found('Earnest Young said hi.'), ['Earnest Young'])
  t.same(found('Mit freundlichen Grüßen\nIhr Support-Team\nKatrin Schulz'), ['Katrin Schulz'])
})

t.test('rare names through the engine', async (t) => {
  const result = scan('Beste Grüße\nIhr Support-Team\n\nPS: Please loop in Tendai Moyo on this.', [name], [])
  t.same(result.findings.map((f) => f.text), ['Tendai Moyo'])
  t.equal(result.anonymisedText, 'Beste Grüße\nIhr Support-Team\n\nPS: Please loop in [NAME_1] on this.')
})

t.test('hostile input: valid spans, no crash (time printed, not asserted)', async (t) => {
  checkHostileInputs(t, [name], ['a', '1', '@', ' ', 'A1', '-', 'A', 'Aa ', 'Anna ', 'Herr ', 'Hallo ', 'Name: ', 'A.', 'Mc', "O'", 'Ab-', ',', '\n',
    'Aa Bb said ', 'mit Aa Bb ', 'Ihr Support-Team ', 'Seo-yeon ', 'Aa-bb-', 'Subject: General ', 'TODO(ask): ', 'hat hat hat '])
  t.same(found('name,x\n' + 'Anna,1\n'.repeat(1000)).length, 1000)
})
