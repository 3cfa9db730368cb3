import t from 'tap'
import { checkNames as check } from './name-documents.ts'

/**
 * Texts written for NAME's seventh recall round (sixteenth round of issue 8; not taken from any
 * evaluation corpus). Each lists the names that must be masked whole (in the order they occur) and
 * look-alikes that must stay unmasked.
 */

t.test('Jan is a first name; the month is written with a day or a year', async (t) => {
  check(t, [
    { genre: 'Dutch e-mail', text: 'Hoi Jan,\n\nkun je de offerte nog even checken?', names: ['Jan'] },
    { genre: 'Czech form', text: 'Jméno: Jan Dvořák\nTelefon: 603 112 908', names: ['Jan Dvořák'] },
    { genre: 'Flemish form with an unknown surname', text: 'Name: Jan De Ridder\nCity: Gent', names: ['Jan De Ridder'] },
    { genre: 'statement period', text: 'Statement period: Jan 2025 – Mar 2025\nOpening balance 1,204.55', names: [], not: ['Jan'] },
    { genre: 'invoice date', text: 'Invoice date: 14 Jan 2025, due 13 Feb 2025', names: [], not: ['Jan'] }
  ])
})

t.test('"call" and "ring" before a name', async (t) => {
  check(t, [
    { genre: 'on-call runbook', text: 'If the pager is silent, call Stavros Georgiou on his mobile.', names: ['Stavros Georgiou'] },
    { genre: 'UK office note', text: 'Please ring Siobhan tomorrow about the lease.', names: ['Siobhan'] },
    { genre: 'German chat', text: 'ruf Katja an, sie hat den Schlüssel', names: ['Katja'] },
    { genre: 'support phrases', text: 'Call Center hours changed. Please call Support first.', names: [], not: ['Center', 'Support'] }
  ])
})

t.test('a surname in capitals before the given names', async (t) => {
  check(t, [
    { genre: 'HK insurance letter', text: 'Dear Ms TSANG Ka Yan,\nYour claim has been received.', names: ['TSANG Ka Yan'] },
    { genre: 'SG onboarding form', text: 'Applicant: LAU Chi Keung (S-pass holder), joining 3 March', names: ['LAU Chi Keung'] },
    { genre: 'MY staff list', text: 'Prepared by NG Siew Ling and TEO Boon Hock, Finance', names: ['NG Siew Ling', 'TEO Boon Hock'] },
    { genre: 'SG school roll', text: 'Pupil: KOH Jia Wen Chloe, Class 4B', names: ['KOH Jia Wen Chloe'] },
    { genre: 'French hospital record', text: 'Patiente : LEFEBVRE Anne-Sophie, née le 04/05/1979', names: ['LEFEBVRE Anne-Sophie'] },
    { genre: 'US tax letter in capitals', text: 'Department of the Treasury\nInternal Revenue Service\nOgden, UT 84201-0038\n\nCHEUNG WAI KEUNG\n1120 N CLARK ST APT 4\nCHICAGO IL 60610', names: ['CHEUNG WAI KEUNG'] },
    { genre: 'SG payslip in capitals', text: 'Employee: LIM SOO HOON   NRIC: S****412J', names: ['LIM SOO HOON'] },
    { genre: 'buildings and roads', text: 'Meet at TAN Building, then walk down LEE Road to the MRT.', names: [], not: ['TAN Building', 'LEE Road'] },
    { genre: 'buildings in capitals', text: 'VENUE: TAN BUILDING, LEVEL 3 / PARKING AT LEE ROAD', names: [], not: ['TAN BUILDING', 'LEE ROAD'] }
  ])
})

t.test('"SURNAME, FIRST I" in capitals, as US claim forms write it', async (t) => {
  check(t, [
    { genre: 'CMS-1500 claim', text: "2. PATIENT'S NAME (Last Name, First Name, Middle Initial)\nHOLLOWAY, DENISE M\n3. PATIENT'S BIRTH DATE", names: ['HOLLOWAY, DENISE M'] },
    { genre: 'W-2 box', text: 'e Employee name\nKOWALSKI, PETER J', names: ['KOWALSKI, PETER J'] }
  ])
})

t.test('the user of a home directory or a login variable', async (t) => {
  check(t, [
    { genre: 'Python traceback', text: 'Traceback (most recent call last):\n  File "/home/oksana.petrenko/src/billing/run.py", line 88, in <module>', names: ['oksana.petrenko'] },
    { genre: 'macOS crash report', text: 'Path: /Users/giulia/Library/Application Support/Slack/app', names: ['giulia'] },
    { genre: 'Windows event', text: 'Image: C:\\Users\\rahul.mehta\\AppData\\Local\\Temp\\setup.exe', names: ['rahul.mehta'] },
    { genre: 'environment dump', text: 'SHELL=/bin/zsh\nUSER=benedikt.krause\nLANG=de_DE.UTF-8', names: ['benedikt.krause'] },
    { genre: 'service accounts', text: 'cd /home/ubuntu/app && cp /Users/runner/work/a /home/node/b /home/admin/c', names: [], not: ['ubuntu', 'runner', 'node', 'admin'] }
  ])
})

t.test('parties and members as field labels', async (t) => {
  check(t, [
    { genre: 'health plan card', text: 'Plan: Gold PPO\nMember: Keshawn D. Ellison\nMember ID: XGH448120931', names: ['Keshawn D. Ellison'], not: ['Gold'] },
    { genre: 'court filing', text: 'Plaintiff: Marisol Q. Echeverria\nDefendant: Acme Logistics LLC', names: ['Marisol Q. Echeverria'], not: ['Acme'] },
    { genre: 'loan file', text: 'Borrower: Tevita Fifita\nCo-borrower: none', names: ['Tevita Fifita'] }
  ])
})

t.test('Vietnamese names, capitalised or in capitals', async (t) => {
  check(t, [
    { genre: 'visa application list', text: 'Travellers:\n1. ĐẶNG VĂN HÙNG – passport C5521873\n2. VÕ THỊ NGỌC ÁNH – passport C6630192', names: ['ĐẶNG VĂN HÙNG', 'VÕ THỊ NGỌC ÁNH'] },
    { genre: 'Vietnamese e-mail closing', text: 'Cảm ơn anh.\nTrân trọng,\nHuỳnh Minh Khoa - Phòng Kế toán', names: ['Huỳnh Minh Khoa'] },
    { genre: 'hotel booking table', text: '| Room | Guest | Nights |\n| 412 | BÙI THU TRANG | 3 |', names: ['BÙI THU TRANG'] }
  ])
})

t.test('user handles as JSON string values of user keys', async (t) => {
  check(t, [
    { genre: 'GitHub push webhook', text: '{"pusher": {"name": "marek-kowalczyk", "email": "marek@example.org"}, "sender": {"login": "marek-kowalczyk", "id": 4417}}', names: ['marek-kowalczyk', 'marek-kowalczyk'] },
    { genre: 'API user record', text: '{"username": "chiara.romano", "role": "editor"}', names: ['chiara.romano'] },
    { genre: 'bot accounts', text: '{"login": "dependabot-bot", "user": "admin", "name": "release-please"}', names: [], not: ['dependabot-bot', 'admin', 'release-please'] }
  ])
})

t.test('"Surname, First" filling a pair of brackets', async (t) => {
  check(t, [
    { genre: 'migration diff', text: '- konto 200417 (Brandstetter, Jörg) - telefon: 0171/442819\n+ konto 200417 (Brandstetter-Öztürk, Ayşe) - telefon: 0221 94 33', names: ['Brandstetter, Jörg', 'Brandstetter-Öztürk, Ayşe'] },
    { genre: 'CRM note', text: 'Rückruf erbeten (Hoffmann, Anna), Vertrag 88-1204', names: ['Hoffmann, Anna'] },
    { genre: 'places and things in brackets', text: 'Office (Berlin, Germany) and build (Release, Max) notes', names: [], not: ['Berlin', 'Release'] }
  ])
})
