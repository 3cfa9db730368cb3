import t from 'tap'
import name from '../../detectors/builtin/name.ts'
import { RECALL_DOCS } from './name-recall-texts.ts'

/** Names the rules do not reach yet (each listed with why), reported as todo instead of failing. */
const KNOWN_MISSES = new Set([
  'Thi Thu Hang Pham', // "Thi" is a stop word in the lists, so the name after the payment lead is cut
  'Yerlan Abenov' // "Reisende/r:" — the label is cut at the slash
])

/** Whole-name coverage: a finding that covers only part of a name leaks the rest. */
t.test('names of many origins in forms, statements, tables, JSON, mail, chat and tickets are masked whole', async (t) => {
  let total = 0
  let found = 0
  for (const doc of RECALL_DOCS) {
    const matches = [...name.find(doc.text)]
    let from = 0
    for (const value of doc.names) {
      const at = doc.text.indexOf(value, from)
      t.not(at, -1, `${value} is in the text`)
      from = at + value.length
      total++
      const whole = matches.some((m) => m.start <= at && m.end >= at + value.length)
      if (whole) found++
      if (KNOWN_MISSES.has(value)) t.ok(true, `${doc.genre}: ${value}`, { todo: whole ? false : 'not found yet' })
      else t.ok(whole, `${doc.genre}: ${value}`)
    }
    for (const word of doc.not ?? []) {
      const at = doc.text.indexOf(word)
      t.notOk(matches.some((m) => m.start < at + word.length && m.end > at), `${doc.genre}: ${word} is no name`)
    }
  }
  t.ok(found / total >= 0.95, `recall ${found}/${total}`)
})

t.test('payment leads, header labels and display names need two name-like words or an address', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Überweisung an Fatemeh Hosseini'), ['Fatemeh Hosseini'])
  t.same(found('Lastschrift an Vodafone'), [], 'one unknown word after a payment lead is a merchant')
  t.same(found('To: Serkan Aydın'), ['Serkan Aydın'])
  t.same(found('Please send it to: Accounting Department'), [])
  t.same(found('Reply from Oyelami Bankole <ob@example.ng>'), ['Oyelami Bankole'])
  t.same(found('Support <support@example.com>'), [], 'a group noun before an address')
  t.same(found('"payee_name": "Wanjiru Kamau"'), ['Wanjiru Kamau'])
  t.same(found('"file_name": "Quarterly Report"'), [])
  t.same(found('BACS CREDIT FROM MARIA GONZALEZ'), ['MARIA GONZALEZ'])
  t.same(found('PAYPAL EUROPE SARL'), [])
  t.same(found('Payee,Amount\nChukwuemeka Obi,-250.00\nNetflix Inc,-12.99'), ['Chukwuemeka Obi'])
  t.same(found('name;city\nOyelami B. Bankole;Lagos\nTEMITOPE ADEWALE;Ibadan\nACTIVE USER;Abuja'), ['Oyelami B. Bankole', 'TEMITOPE ADEWALE'], 'initials and capitals in a name column')
})

t.test('transcripts, agents, and companies or streets that look like names', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Olufemi: the refund never arrived\nAgent Charlotte: Thanks, checking now\nOlufemi: ok thanks'), ['Olufemi', 'Charlotte', 'Olufemi'], 'a speaker that takes turns')
  t.same(found('Fastify: a web framework\nPino: a logger'), [], 'glossary terms do not repeat')
  t.same(found('Papa: Ja, klar\nPapa: bis später'), [], 'family words are no names')
  t.same(found('Oda: 506\nOda: 507'), [], 'a field with a number is no speech')
  t.same(found('Agent (Kyle): Hi Shauna'), ['Kyle', 'Shauna'])
  t.same(found('"name":"Fromagerie Duval SARL"'), [], 'a company before its legal form')
  t.same(found('Adresse : 17 rue Paul Bert, 69003 Lyon'), [], 'a street after its type word')
  t.same(found('Unit: 55 Charles St E'), [], 'a street before its type word')
  t.same(found('Team name: Nairobi Nodes'), [], 'a team is no person')
  t.same(found('Account holder: Sefo Tuilagi'), ['Sefo Tuilagi'])
})

t.test('values of name fields: capitals, initials, particles, other scripts', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Nom / Surname: TAKAHASHI            Prénom / First name: KENJI'), ['TAKAHASHI', 'KENJI'])
  t.same(found('3. First name(s): MINJI\n4. Date of birth: 01.02.1990'), ['MINJI'])
  t.same(found('Achternaam: de Vries    Voornamen: Sanne Marieke'), ['de Vries', 'Sanne Marieke'])
  t.same(found('"lastName": "von Arnim",'), ['von Arnim'])
  t.same(found('Signature: H. Choi'), ['H. Choi'])
  t.same(found('Guest name / 姓名: 王小明 (WANG XIAOMING)'), ['王小明', 'WANG XIAOMING'])
  t.same(found('Surname: NOT PROVIDED'), [], 'dictionary words in capitals')
  t.same(found('name: "MyApp",\nsignature: SignatureBundle'), [], 'identifiers')
})

t.test('greetings, closings, titles and table columns of more languages', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Hei Mikko,\n\nkiitos!\n\nTerveisin,\nLiisa'), ['Mikko', 'Liisa'])
  t.same(found('Cordiali saluti\nSegreteria – Viale Monza 140'), [], 'an office after a closing')
  t.same(found('Dhr. Bakker komt morgen'), ['Bakker'])
  t.same(found('Ad,Soyad,Telefon\nMehmet,Demir,0532\nAyşe,Kaya,0542'), ['Mehmet', 'Demir', 'Ayşe', 'Kaya'])
  t.same(found('first,last\nBrianna,O\'Neill\nDeShawn,Williams\nBram,van Dijk'), ['Brianna', 'O\'Neill', 'DeShawn', 'Williams', 'Bram', 'van Dijk'])
})

t.test('names in capitals with titles, initials and particles', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('MR DANIEL J FORSYTH\nFlat 4'), ['DANIEL J FORSYTH'])
  t.same(found('Chase Total Checking\nMARCUS T. OKAFOR\n2219 W BELMONT'), ['MARCUS T. OKAFOR'])
  t.same(found('21 Oct  SO  M SCHNEIDER RENT OCT'), ['M SCHNEIDER'])
  t.same(found('PAYMENT ADVICE / AVIS DE PAIEMENT'), [], 'a first name before a particle and an unlisted word')
  t.same(found('Name (last, first, middle): Ramirez, Luis\nAddress: 4521 N 35th Ave, Phoenix, AZ'), ['Ramirez, Luis'])
})

t.test('a name found once is a name at its other places, but not inside a firm', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Subject: Welcome to Northwind, Aisling!\n\nDear Aisling,\nwelcome aboard.'), ['Aisling', 'Aisling'])
  t.same(found('Contact: Joost Visser\nSupplier: Kaashandel Visser BV'), ['Joost Visser'])
})

t.test('address blocks, JSON name objects and surname-first display names', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Steinstraße 39\n\nFrau\nOlena Shevchenko\nRheinische Str. 141'), ['Olena Shevchenko'])
  t.same(found('{"name": {"first": "Aiko", "last": "Fujita"}}'), ['Aiko', 'Fujita'])
  t.same(found('{"first": "Chapter One"}'), [], 'dictionary words under a name key')
  t.same(found('From: "Kowalski, Jan" <jan.kowalski@example.pl>'), ['Kowalski, Jan'])
})

t.test('values under weaker labels and on the next line, capitals surname-first, dash signatures', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Sender: NGUYEN THI THU HANG\nAmount: 4,500,000 VND'), ['NGUYEN THI THU HANG'])
  t.same(found('Sender: ACME TRADING LTD'), [], 'a firm under a weak label')
  t.same(found('TO:\nAMÉLIE CÔTÉ\n4521 RUE SAINT-DENIS'), ['AMÉLIE CÔTÉ'])
  t.same(found('Recipient: 陈伟  +86 186 2946 6423'), ['陈伟'])
  t.same(found('Dauerauftrag an OBERMAIER, LUKAS Taschengeld'), ['OBERMAIER, LUKAS'])
  t.same(found('Contact me.\n— Maricel Santos, Kape Kapi PH'), ['Maricel Santos'])
  t.same(found('Notes\n– Kubernetes Cluster\n– Fix Bug'), [], 'a list after dashes')
})

t.test('chat speakers next to clock times: IRC, Slack, Teams', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('[2026-11-20 16:01] <rohit> can someone reset\n[2026-11-20 16:03] <svenja> done'), ['rohit', 'svenja'])
  t.same(found('Slack #x\ndana.k 10:41 AM\ncustomer on the line\nmikael.s 10:43 AM\nchecked it'), ['dana.k', 'mikael.s'])
  t.same(found('Müller, Andreas (extern) 14:02\nHi, my VPN\nHelpdesk – Serkan Aydemir 14:05\nHi Andreas'), ['Müller, Andreas', 'Serkan Aydemir', 'Andreas'])
  t.same(found('Agenda\nKickoff 10:00\nwelcome everyone\nLunch 12:30\nfood'), [], 'an agenda')
  t.same(found('12:00:01 <div> tag opened'), [], 'HTML tags')
})

t.test('dot leaders, name phrases, surname-first fields, titles before a noun surname', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('First Name ........ Ahmad\nLast Name ......... Rezaei\nBirth Date ........ 1985'), ['Ahmad', 'Rezaei'])
  t.same(found('Name in Arabic: ليلى حداد\nNational number: 9901'), ['ليلى حداد'])
  t.same(found('rent,950.00,,AT51 9063 0713 1050 6733,Gruber Josef'), ['Gruber Josef'])
  t.same(found('vertreten durch Herrn Wolfgang Bergmann (nachfolgend Arbeitgeber)'), ['Wolfgang Bergmann'])
  t.same(found('Hi Małgorzata Token für die CI'), ['Małgorzata'], 'a greeting is no title')
})

t.test('form fields two blanks apart, businesses named after their type', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Vårdnadshavare 1: Karin Andersson  Personnummer: 721003-6047'), ['Karin Andersson'])
  t.same(found('FICHE\nHôtel Le Petit Saint-Germain ★★★'), [])
  t.same(found('Made in Malaysia. Robert Bosch Power Tools GmbH, 70538 Stuttgart'), [], 'a firm named after its founder')
  t.same(found('Robert Bosch, Power Tools GmbH'), ['Robert Bosch'], 'a person before the firm, set off by a comma')
})

t.test('CSV columns named by a person role, titles in name cells', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Guest,Room\nDr. Anna Schmidt,214\nOyelami Bankole,215\nNot Assigned,216'), ['Dr. Anna Schmidt', 'Oyelami Bankole'])
  t.same(found('Teilnehmer;Kurs\nAyşe Yıldız;Yoga\nOffen;Pilates'), ['Ayşe Yıldız'])
})

t.test('names joined by "and" to a found name, and "… by" leads', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Olumide and Chiara will attend the workshop.'), ['Olumide', 'Chiara'])
  t.same(found('Berlin and Anna'), ['Anna'], 'a place is no name')
  t.same(found('Hi Emine, Numéro de sécurité sociale'), ['Emine'], 'a comma joins no names')
  t.same(found('Handled by Siobhán Ní Bhriain'), ['Siobhán Ní Bhriain'])
  t.same(found('Processed by Stripe'), [], 'one unlisted word after a "by" lead')
})

t.test('delivery labels, titled values, appointments, JSON arrays', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Deliver to:\nMrs P Okafor-Hughes\nFlat 3'), ['P Okafor-Hughes'])
  t.same(found('Deliver to:\nAcme Warehouse\nUnit 3'), [], 'a warehouse')
  t.same(found('hereby appoint Sibusiso Khumalo, identity number 8811'), ['Sibusiso Khumalo'])
  t.same(found('"given": ["Eleanor", "Grace"]'), ['Eleanor', 'Grace'])
})

t.test('a name cell made only of titles is no name and no error', async (t) => {
  const found = (text: string) => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('id,name\n1,Dr Mr\n'), [])
  t.same(found('id,name\n1,Dr Mr\n2,Anna Kowalska\n'), ['Anna Kowalska'])
})
