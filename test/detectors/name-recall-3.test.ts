import t from 'tap'
import name from '../../detectors/builtin/name.ts'
import { checkNames as check } from './name-documents.ts'

/**
 * Texts written for NAME's third recall round (not taken from any evaluation corpus), one group per
 * rule: each lists the names that must be masked whole and look-alikes that must stay unmasked.
 */

t.test('names of more countries: West, East and Southern Africa, Arab world, Iran, Asia, Ireland, Eastern Europe', async (t) => {
  check(t, [
    {
      genre: 'reference letter (Lebanon)',
      text: 'To whom it may concern,\nI have known Rami Khoury for three years. Rami is diligent and kind.\nBest regards,\nProf. Leila Haddad',
      names: ['Rami Khoury', 'Rami', 'Leila Haddad'],
      not: ['To whom']
    },
    {
      genre: 'delivery chat (Nigeria)',
      text: 'Please deliver it to Chukwuemeka Obi at the front desk. Thanks, Adaeze Okonkwo',
      names: ['Chukwuemeka Obi', 'Adaeze Okonkwo'],
      not: ['Please', 'Thanks']
    },
    {
      genre: 'bank confirmation (Ireland)',
      text: 'Payment confirmation\nFrom account: Current ~ 4410 (Cian Murphy)\nTo: Aoife Byrne\nReference: Rent December',
      names: ['Cian Murphy', 'Aoife Byrne'],
      not: ['Current', 'Rent December']
    },
    {
      genre: 'contract (Ukraine)',
      text: 'Service agreement\nContractor: FOP Oleksandr Tkachenko, tax no. 3291740000\nClient: Nordlicht Software GmbH, represented by Dmytro Kovalenko',
      names: ['Oleksandr Tkachenko', 'Dmytro Kovalenko'],
      not: ['Nordlicht Software', 'Service']
    },
    {
      genre: 'call notes (Kenya, South Africa)',
      text: 'Caller: Grace Wanjiku Mwangi, policyholder\nSpoke with Sizwe Khumalo and Thandiwe Ndlovu about the claim.',
      names: ['Grace Wanjiku Mwangi', 'Sizwe Khumalo', 'Thandiwe Ndlovu'],
      not: ['Caller', 'Spoke']
    },
    {
      genre: 'HR form (Vietnam, with accents)',
      text: 'Full name in native alphabet: Nguyễn Văn Thành\nEmergency contact: Trần Thị Lan Phương',
      names: ['Nguyễn Văn Thành', 'Trần Thị Lan Phương']
    },
    {
      genre: 'CSV (Poland, Turkey, Iran, Japan)',
      text: 'id,contact,city\n1,Paweł Wróblewski,Kraków\n2,Çağrı Öztürk,İzmir\n3,Mahsa Rezaei,Shiraz\n4,Haruka Fujimoto,Sapporo',
      names: ['Paweł Wróblewski', 'Çağrı Öztürk', 'Mahsa Rezaei', 'Haruka Fujimoto'],
      not: ['Kraków', 'Shiraz', 'Sapporo']
    },
    {
      genre: 'bank statement in capitals (India, UK)',
      text: '04/10/26  NEFT CR-SBIN0001234-PRIYA NARAYANAN-RENT\n09 Oct  FPO KOWALCZYK P  25.00\n12 Oct  BGC UNIVERSITY OF LEEDS SALARY',
      names: ['PRIYA NARAYANAN'],
      not: ['UNIVERSITY', 'LEEDS', 'SALARY']
    }
  ])
})

t.test('look-alikes stay unmasked after the list grew', async (t) => {
  const found = (text: string): string[] => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Hong Kong has new rules for Sri Lanka travellers.'), [], 'places')
  t.same(found('Renault raised prices in Paris and Lyon.'), [], 'a car brand and cities')
  t.same(found('Adı Soyadı / Name: Elif Şahin'), ['Elif Şahin'], 'a Turkish label is no name')
  t.same(found('Welcome to Northwind, Aisling!'), ['Aisling'], 'a firm before an addressed name is no surname')
  t.same(found('Überweisung von Fatemeh Hosseini Miete Mai'), ['Fatemeh Hosseini'], 'after a payment lead a third unlisted word is the purpose')
  t.same(found('Olumide and Chiara will attend.'), ['Olumide', 'Chiara'])
})

t.test('Japanese, Chinese and Korean names: honorifics, chat speakers, repeats, a name beside its romanisation', async (t) => {
  check(t, [
    {
      genre: 'order mail (Japan)',
      text: 'Subject: ご注文ありがとうございます\n\n山口 莉子 様\nご注文の商品を発送しました。\nお届け先:\n山口 莉子\n〒060-0001 札幌市中央区',
      names: ['山口 莉子', '山口 莉子'],
      not: ['札幌市中央区']
    },
    {
      genre: 'chat export (Japan)',
      text: 'LINE\n佐藤 翔太: 今日の会議は何時から？\n高橋 愛: 15時からです\n佐藤 翔太: 了解、ありがとう\n高橋 愛: 資料も送ります',
      names: ['佐藤 翔太', '高橋 愛', '佐藤 翔太', '高橋 愛']
    },
    {
      genre: 'business card (China)',
      text: 'Best regards,\nLiu Yang 刘洋\nSales Manager, Shenzhen',
      names: ['Liu Yang', '刘洋'],
      not: ['Shenzhen']
    },
    {
      genre: 'ticket (Japan, Latin honorific)',
      text: 'Thanks, Kobayashi-san. 田中さんにも連絡しました。',
      names: ['Kobayashi', '田中']
    }
  ])
  const found = (text: string): string[] => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('お客様各位\nご担当者様\n皆様、いつもありがとうございます。'), [], 'customers, the person in charge, everyone')
  t.same(found('注意: 火気厳禁\n注意: 土足禁止'), [], 'a repeated notice label is no speaker')
  t.same(found('営業部: 10名\n開発部: 12名'), [], 'department lines are no chat')
  const hostile = '田中さん '.repeat(100_000)
  const started = performance.now()
  const hits = [...name.find(hostile)].length
  t.comment(`NAME on ${(hostile.length / 1e6).toFixed(1)} M chars of honorifics: ${(performance.now() - started).toFixed(0)} ms, ${hits} hits`)
  t.ok(hits > 0)
})

t.test('first names in small letters: chat greetings, sign-offs and chat-export speakers', async (t) => {
  check(t, [
    {
      genre: 'SMS (Australia)',
      text: 'hey priya\nsorry for the late reply, my new number is 0421 000 111\ntalk soon xx\nmaeve',
      names: ['priya', 'maeve'],
      not: ['sorry', 'number']
    },
    {
      genre: 'WhatsApp (Germany)',
      text: 'hallo jonas, bist du morgen da?\nlg\nhey, danke dir! Cheers jonas',
      names: ['jonas', 'jonas'],
      not: ['hallo', 'danke']
    },
    {
      genre: 'Discord export',
      text: 'Discord #ops\nmehmet_k: anyone seen the deploy logs?\nsakura.dev: checking now\nmehmet_k: thx, the job failed at 02:14\nsakura.dev: restarted it',
      names: ['mehmet_k', 'sakura.dev', 'mehmet_k', 'sakura.dev'],
      not: ['anyone', 'checking']
    }
  ])
  const found = (text: string): string[] => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found("greet('hi'); // => 'hi fred'"), [], 'a greeting inside a code comment')
  t.same(found('hey team\nhi all\nhello world\nthanks will do'), [], 'groups, words and ambiguous names')
  t.same(found('error: disk full\nwarning: retrying\nerror: disk full\nwarning: gave up'), [], 'log levels are no speakers')
  t.same(found('anna: hi\nanna: are you there?'), [], 'one speaker alone is no chat export')
  t.same(found('hey sam.k@example.org'), [], 'part of an address')
})

t.test('forms laid out in columns, tables with headers in other scripts, initials before a surname', async (t) => {
  check(t, [
    {
      genre: 'KYC form export (France)',
      text: 'Civilité  Mme    Nom  Lefebvre    Prénom  Camille\nNé(e) le  04 mai 1990  à  Lille\nProfession  architecte',
      names: ['Lefebvre', 'Camille'],
      not: ['Lille', 'Profession']
    },
    {
      genre: 'registration form (Germany, tab layout)',
      text: 'Nachname\tBrandt\nVorname\tLeonie\nStraße\tLindenweg 4',
      names: ['Brandt', 'Leonie'],
      not: ['Lindenweg']
    },
    {
      genre: 'CSV with a Chinese header',
      text: '姓名,电话,城市\n王小明,138-0000-0000,上海\n李娜,139-1111-2222,深圳',
      names: ['王小明', '李娜'],
      not: ['上海', '深圳']
    },
    {
      genre: 'CSV with a Russian header',
      text: 'Имя;Телефон;Город\nИван Петров;+7 900 000-00-00;Москва\nОльга Смирнова;+7 901 000-00-00;Казань',
      names: ['Иван Петров', 'Ольга Смирнова'],
      not: ['Москва']
    },
    {
      genre: 'CSV with a long Spanish name',
      text: 'nombre;ciudad\nMaría José García de la Fuente Ortega;Sevilla',
      names: ['María José García de la Fuente Ortega'],
      not: ['Sevilla']
    },
    {
      genre: 'contract witnesses (South Africa, Netherlands)',
      text: 'Signed at Durban on 20 November 2026.\nWitnesses:\n1. A. van Wyk\n2. M. Jacobs\n3. J. R. Okafor',
      names: ['A. van Wyk', 'M. Jacobs', 'J. R. Okafor'],
      not: ['Durban']
    }
  ])
  const found = (text: string): string[] => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Name    Description    Type\nlimit   Maximum rows   number'), [], 'a column header row')
  t.same(found('Team name  Falcons'), [], 'a thing named')
  t.same(found('Please see Appendix B. Section 4 covers it.'), [], 'an initial before a word')
  t.same(found('备注,金额\n王小明说,100'), [], 'a table without a name column')
})

t.test('"Surname, First" filling a field, and later elements of a JSON name array', async (t) => {
  check(t, [
    {
      genre: 'rental application in columns (Germany)',
      text: 'Name, Vorname            Schäfer, Jonas                        Demir, Elif\ngeb. am                  02.06.1993                    29.12.1994',
      names: ['Schäfer, Jonas', 'Demir, Elif']
    },
    {
      genre: 'FHIR patient (JSON)',
      text: '{"resourceType": "Patient", "name": [{"family": "Thompson", "given": ["Eleanor", "Grace"], "prefix": ["Mrs"]}], "tags": ["Urgent", "Review"]}',
      names: ['Thompson', 'Eleanor', 'Grace'],
      not: ['Urgent', 'Review', 'Patient']
    }
  ])
  const found = (text: string): string[] => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.notOk(found('Update, Anna\nBerlin, Jonas').some((v) => v.includes('Update') || v.includes('Berlin')), 'a word or a place before the comma')
  t.same(found('"tags": ["Grace", "Hope"]'), [], 'an array under another key')
  const hostile = '","['.repeat(250_000)
  t.doesNotThrow(() => name.find(hostile), 'nested array openers do not recurse')
})

t.test('more column names and labels: bank exports, slash headers, other languages, surnames in capitals', async (t) => {
  check(t, [
    {
      genre: 'German bank CSV export',
      text: 'Buchungstag;Beguenstigter/Zahlungspflichtiger;Verwendungszweck;Betrag\n01.11.2026;Kerstin Vogel;Miete November;-650,00\n02.11.2026;AMAZON EU SARL;Bestellung 302;-12,99',
      names: ['Kerstin Vogel'],
      not: ['AMAZON', 'Miete November']
    },
    {
      genre: 'CRM export with surnames in capitals',
      text: 'last_name,first_name,company\nNGUYEN,Lan,Saigon Trading\nOKAFOR,Chidi,Lagos Foods\nACME,Inc,Acme',
      names: ['NGUYEN', 'Lan', 'OKAFOR', 'Chidi'],
      not: ['ACME', 'Saigon Trading']
    },
    {
      genre: 'Romanian and Serbian CSV',
      text: 'Nume;Prenume;Oraș\nPopescu;Andreea;Cluj\n\nPrezime,Ime,Grad\nJovanović,Milica,Niš',
      names: ['Popescu', 'Andreea', 'Jovanović', 'Milica'],
      not: ['Cluj']
    },
    {
      genre: 'forms in Russian, Ukrainian and Spanish',
      text: 'Фамилия: Петрова\nИмя: Анна\nПрізвище: Коваленко\nDestinatario: Lucía Fernández Ruiz',
      names: ['Петрова', 'Анна', 'Коваленко', 'Lucía Fernández Ruiz']
    }
  ])
  const found = (text: string): string[] => [...name.find(text)].map((m) => text.slice(m.start, m.end))
  t.same(found('Afzender: Bol.com, Papendorpseweg 100'), [], 'a shop as sender')
  t.same(found('Counterparty;Amount\nSTRIPE;10.00\nN/A;0'), [], 'a firm or N/A in capitals')
})
