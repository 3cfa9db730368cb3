/**
 * DATE_OF_BIRTH in documents of more languages and layouts, written for this test: birth labels of
 * Eastern and Southern Europe, the Middle East and Asia, Korean and Hungarian dates, month names in the
 * genitive (Russian, Czech), and chat answers that give the birth date after another requested value.
 * `{{TYPE:value}}` must be found whole; `[[TYPE:value]]` must not be reported as TYPE.
 */
import t from 'tap'
import { checkMarkedDocuments } from './marked-documents.ts'

const documents = [
  // Indonesian transcript header and Malay form: their month names (fifteenth round)
  'Nama : Dewi Lestari\nTempat/Tgl. Lahir : Semarang, {{DATE_OF_BIRTH:17 Agustus 2001}}\nTanggal cetak : [[DATE_OF_BIRTH:2 September 2024]]',
  'Tarikh lahir: {{DATE_OF_BIRTH:3 Ogos 1990}}; tarikh mohon: [[DATE_OF_BIRTH:12 Disember 2024]]',
  // Hungarian school form: place and time of birth in one field, aligned
  'Tanuló neve:                  Kovács Bence\nSzületési hely, idő:          Budapest, {{DATE_OF_BIRTH:2018. október 3.}}\nBeiratkozás:                  [[DATE_OF_BIRTH:2024. szeptember 1.]]',
  // Russian visa support form
  `Анкета заявителя
Фамилия, имя: Смирнова Анна
Дата рождения: {{DATE_OF_BIRTH:17.04.1991}}
Дата выдачи паспорта: [[DATE_OF_BIRTH:03.02.2019]]`,
  // Russian, genitive month name in running text
  'Я, Иванов Пётр Сергеевич, родился {{DATE_OF_BIRTH:5 марта 1984}} года в Туле. Договор от [[DATE_OF_BIRTH:12 мая 2021]] года.',
  // Greek registry extract
  `Επώνυμο: Κωνσταντίνου
Ημερομηνία γέννησης: {{DATE_OF_BIRTH:02/11/1979}}
Ημερομηνία έκδοσης: [[DATE_OF_BIRTH:14/06/2022]]`,
  // Hungarian utility letter: year first, month name
  'Ügyfél: Kovács Eszter (szül. {{DATE_OF_BIRTH:1990. március 4.}}) Leolvasás dátuma: [[DATE_OF_BIRTH:2025. november 30.]]',
  // Hungarian form field
  'Születési dátum: {{DATE_OF_BIRTH:1978.08.19}}\nKiállítás dátuma: [[DATE_OF_BIRTH:2020.01.10]]',
  // Czech and Slovak
  'Jméno: Tomáš Dvořák, datum narození: {{DATE_OF_BIRTH:9. července 1988}}, trvalý pobyt Brno.',
  'Meno: Zuzana Horváthová\nDátum narodenia: {{DATE_OF_BIRTH:23.01.1995}}',
  // Croatian, Romanian, Lithuanian, Ukrainian
  'Ime i prezime: Ivana Kovačević\nDatum rođenja: {{DATE_OF_BIRTH:30.09.1986}}',
  'Nume: Popescu Andrei, data nașterii: {{DATE_OF_BIRTH:11.12.1975}}, CNP urmează.',
  'Vardas, pavardė: Jonas Petrauskas\nGimimo data: {{DATE_OF_BIRTH:1983-06-07}}',
  'ПІБ: Шевченко Олена\nДата народження: {{DATE_OF_BIRTH:21.08.1992}}',
  // Korean form: 생년월일 and a Korean date
  '성명: 박서준 (PARK SEO-JUN)\n생년월일: {{DATE_OF_BIRTH:1992년 3월 8일}}\n작성일: [[DATE_OF_BIRTH:2025년 11월 20일]]',
  // Chinese form
  '姓名：王芳\n出生日期：{{DATE_OF_BIRTH:1989年7月15日}}\n填表日期：[[DATE_OF_BIRTH:2025年10月2日]]',
  // Hebrew and Arabic labels next to an English date
  'שם: Noa Levi | תאריך לידה: {{DATE_OF_BIRTH:04/05/1993}}',
  'الاسم: Omar Haddad — تاريخ الميلاد: {{DATE_OF_BIRTH:12/01/1987}}',
  // Spanish abbreviations
  'Nombre: Lucía Pérez Gómez · Fecha de nac.: {{DATE_OF_BIRTH:11/06/1994}} · Alta: [[DATE_OF_BIRTH:01/09/2024]]',
  'F. de nacimiento {{DATE_OF_BIRTH:02-03-1969}}',
  // Chat: the birth date after the other value the agent asked for
  `Agent (Sam): Can you give me your booking reference and date of birth?
Customer: QX7731, {{DATE_OF_BIRTH:19/07/1983}}
Agent (Sam): Thanks, and the travel date?
Customer: [[DATE_OF_BIRTH:23/12/2025]]`,
  `[10:02] Support: To verify, please send your full name and date of birth.
[10:03] Maria Rossi: Maria Rossi, {{DATE_OF_BIRTH:08/03/1990}}`,
  // Look-alikes: the date is not a birth date
  'Rechnungsdatum: [[DATE_OF_BIRTH:12.03.2024]], Lieferdatum [[DATE_OF_BIRTH:14.03.2024]] (Kunde seit 1998).',
  `Agent: What is your order number and the delivery date?
Customer: 44812, [[DATE_OF_BIRTH:03/10/2024]]`
]

t.test('birth dates in more languages and layouts', async (t) => {
  checkMarkedDocuments(t, documents)
})
