/**
 * More categories of text nobody on the team wrote (issue 8, second round): Nordic and Belgian
 * national identity numbers, passport and licence labels in more languages, BICs in bank statements
 * and payment lines, street addresses of more countries and street-only address fields. Every test
 * runs the engine with EVERY detector, as a request without `detectors` does.
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

/** "TYPE:text" of every finding. */
function found (text: string): string[] {
  return scan(text, builtinDetectors, []).findings.map((f) => `${f.pii_type}:${f.text}`)
}

t.test('PERSONAL_ID: Nordic and Belgian national identity numbers by their check digits', async (t) => {
  // Sweden: Luhn over YYMMDDNNN; the separated form needs no label, the compact one does.
  t.same(found('Personnummer 900101-1239'), ['PERSONAL_ID:900101-1239'])
  t.same(found('Ring 900101-1239 om du kan'), ['PERSONAL_ID:900101-1239'], 'YYMMDD-NNNC is distinctive')
  t.same(found('Personnummer: 198112189876'), ['PERSONAL_ID:198112189876'], 'twelve digits with the century')
  t.same(found('Personnummer 900101-1238'), [], 'wrong Luhn digit')
  t.same(found('order 9001011239 shipped'), [], 'compact ten digits without a label')
  // Norway: two mod-11 check digits.
  t.same(found('Fødselsnummer: 15038512363'), ['PERSONAL_ID:15038512363'])
  t.same(found('fnr 150385 12363'), ['PERSONAL_ID:150385 12363'])
  t.same(found('Fødselsnummer: 15038512364'), [], 'wrong second check digit')
  // Finland: check character mod 31, century sign.
  t.same(found('henkilötunnus 240799-123M'), ['PERSONAL_ID:240799-123M'])
  t.same(found('HETU 150612A456A'), ['PERSONAL_ID:150612A456A'])
  t.same(found('HETU 150612A456B'), [], 'wrong check character')
  // Denmark (no check digit since 2007: label required) and Iceland.
  t.same(found('CPR-nummer: 070761-4285'), ['PERSONAL_ID:070761-4285'])
  t.same(found('Kennitala: 120782-4529'), ['PERSONAL_ID:120782-4529'])
  // Belgium: mod 97, also for births from 2000 (2 prepended).
  t.same(found('Rijksregisternummer: 85.07.30-033.28'), ['PERSONAL_ID:85.07.30-033.28'])
  t.same(found('Numéro de registre national : 85073003328'), ['PERSONAL_ID:85073003328'])
  t.same(found('Belgian national number: 01.01.01-123.01'), ['PERSONAL_ID:01.01.01-123.01'])
  t.same(found('Rijksregisternummer: 85.07.30-033.29'), [], 'wrong mod-97 check')
  t.same(found('Version 10.02.03-456.78'), [], 'a dotted version is no national number')
  t.same(found('Kaartnummer: 591-1234567-53'), ['PERSONAL_ID:591-1234567-53'], 'Belgian eID card number, mod 97')
  t.same(found('Kaartnummer: 591-1234567-54'), [], 'wrong card check')
  t.same(found('Henkilötunnuksen 240799-123M mukaan'), ['PERSONAL_ID:240799-123M'], 'inflected label')
})

t.test('PASSPORT: labels in more languages', async (t) => {
  t.same(found('paspoortnummer NXC3RP9K1'), ['PASSPORT:NXC3RP9K1'])
  t.same(found('Passin numero: XP1234567'), ['PASSPORT:XP1234567'])
  t.same(found('Nº pasaporte: PAA123456'), ['PASSPORT:PAA123456'])
  t.same(found('Numer paszportu: AB1234567'), ['PASSPORT:AB1234567'])
  t.same(found('passaporte n. CA123456'), ['PASSPORT:CA123456'])
  t.same(found('Passport photos: 2 pieces, 35x45 mm'), [], 'no passport number after the label')
})

t.test('DRIVER_LICENSE: more labels, spaced digit groups, spaced UK numbers', async (t) => {
  t.same(found('DL: S530-4120-9876'), ['DRIVER_LICENSE:S530-4120-9876'])
  t.same(found("Driver's lic. # D123-4567-8901"), ['DRIVER_LICENSE:D123-4567-8901'])
  t.same(found('Driver license number 123 456 789 (NY)'), ['DRIVER_LICENSE:123 456 789'])
  t.same(found("Driver's License: 123456789 09/2030"), ['DRIVER_LICENSE:123456789'], 'a following date is not part of it')
  t.same(found('driving licence no. MORGA 753116 SM9IJ 35'), ['DRIVER_LICENSE:MORGA 753116 SM9IJ'])
  t.same(found('Førerkortnummer: 12345678901'), ['DRIVER_LICENSE:12345678901'])
  t.same(found('Kørekort nr. 12345678'), ['DRIVER_LICENSE:12345678'])
  t.same(found('CDL# A1234567'), ['DRIVER_LICENSE:A1234567'])
  t.same(found('License: Apache-2.0'), [], 'a software licence is no driving licence')
})

t.test('BIC: bank-statement columns, next to an IBAN, after payment words', async (t) => {
  t.same(found('Date,Description,Amount,Counterparty IBAN,Counterparty BIC\n2025-03-01,Rent,-850.00,SE4550000000058398257466,ESSESESS'),
    ['IBAN:SE4550000000058398257466', 'BIC:ESSESESS'])
  t.same(found('Zahlungsempfänger: Jan Peeters / BE68539007547034 / GEBABEBB'),
    ['NAME:Jan Peeters', 'IBAN:BE68539007547034', 'BIC:GEBABEBB'])
  t.same(found('Transfer to NDEASESS ref 4432'), ['BIC:NDEASESS'])
  t.same(found('Pankki: OKOYFIHH'), ['BIC:OKOYFIHH'])
  t.same(found('Received from DEUTDEFF500 on 03/01'), ['BIC:DEUTDEFF500'], 'digits in the branch code')
  t.same(found('The TRACKING number is on the label'), [], 'all-caps words stay words')
})

t.test('ADDRESS: more European forms, and the street alone in a labelled field', async (t) => {
  for (const a of ['Rue Neuve 12, 1000 Bruxelles', 'Kerkstraat 45 bus 2, 2000 Antwerpen', 'Karl Johans gate 1, 0154 Oslo',
    'Calle de Alcalá, 48, 3º izq., 28014 Madrid', 'Boulevard Haussmann 40, 75009 Paris', 'Plac Defilad 1, 00-901 Warszawa',
    'Laan van Meerdervoort 70, 2517 AN Den Haag', 'Via Roma, 10 - 00184 Roma (RM)']) {
    t.same(found(`Adresse: ${a}`), [`ADDRESS:${a}`], a)
  }
  t.same(found('street,city,zip\n"Sankt Eriksgatan 117",Stockholm,11343'), ['ADDRESS:Sankt Eriksgatan 117'])
  t.same(found('{"address": "Via Garibaldi 22", "city": "Milano"}'), ['ADDRESS:Via Garibaldi 22'])
  t.same(found('Gatuadress: Storgatan 12'), ['ADDRESS:Storgatan 12'])
  t.same(found('address_line1,postcode\n"14 Elm Grove",SW1A 1AA'), ['ADDRESS:14 Elm Grove'])
  t.same(found('The street was closed near 10 Main Street yesterday'), [], 'a street in prose without postcode or label')
  t.same(found('id,street,house\n1,Main Street,12'), [], 'no house number in the street cell')
})

t.test('DATE_OF_BIRTH: birth words and month names of more languages', async (t) => {
  t.same(found('Fecha de nacimiento: 3 de mayo de 1979'), ['DATE_OF_BIRTH:3 de mayo de 1979'])
  t.same(found('Nato il 3 maggio 1979 a Roma'), ['DATE_OF_BIRTH:3 maggio 1979'])
  t.same(found('Født: 05.05.1985'), ['DATE_OF_BIRTH:05.05.1985'])
  t.same(found('Födelsedatum: 1985-05-05'), ['DATE_OF_BIRTH:1985-05-05'])
  t.same(found('Syntymäaika: 5.5.1985'), ['DATE_OF_BIRTH:5.5.1985'])
  t.same(found('Data urodzenia: 5 maja 1985 r.'), ['DATE_OF_BIRTH:5 maja 1985'])
  t.same(found('Réunion le 3 mai 2019 à Lyon'), [], 'a date without a birth word')
})

t.test('NAME: form labels and CSV columns in more languages', async (t) => {
  t.same(found('Förnamn: Ingrid\nEfternamn: Lindqvist'), ['NAME:Ingrid', 'NAME:Lindqvist'])
  t.same(found('Etunimi: Aino\nSukunimi: Korhonen'), ['NAME:Aino', 'NAME:Korhonen'])
  t.same(found('prénom;nom;email\nAurélie;Lefèvre;a@b.fr'), ['NAME:Aurélie', 'NAME:Lefèvre', 'EMAIL:a@b.fr'])
  t.same(found('nombre,apellidos,ciudad\nLucía,Fernández Ruiz,Sevilla'), ['NAME:Lucía', 'NAME:Fernández Ruiz'])
  t.same(found('nominal,limit\nHigh,Low'), [], 'column names that only contain a hint')
})
