import t from 'tap'
import { checkNames as check } from './name-documents.ts'

/**
 * Texts written for NAME's eighth recall round (seventeenth round of issue 8; not taken from any
 * evaluation corpus). Each lists the names that must be masked whole (in the order they occur) and
 * look-alikes that must stay unmasked.
 */

t.test('self-introductions in other languages', async (t) => {
  check(t, [
    { genre: 'Spanish support chat', text: '¡Buenas tardes! Soy Andrés, de atención al cliente. ¿En qué te ayudo?', names: ['Andrés'] },
    { genre: 'Spanish flat-share chat', text: 'Hola, me llamo Paloma Ibarra y vi el anuncio de la habitación.', names: ['Paloma Ibarra'] },
    { genre: 'Italian voicemail', text: 'Buongiorno, mi chiamo Giulia Ferraro, la richiamo domani.', names: ['Giulia Ferraro'] },
    { genre: 'French e-mail', text: "Bonjour, je m'appelle Inès Moreau et je vous écris pour la location.", names: ['Inès Moreau'] },
    { genre: 'Dutch chat', text: 'Hallo, ik ben Sander, de nieuwe collega van finance.', names: ['Sander'] },
    { genre: 'Portuguese chat', text: 'Oi, tudo bem? Sou Renata, a vizinha do 302.', names: ['Renata'] },
    { genre: 'not a name after soy', text: 'Soy cliente Premium desde 2020 y sono stati gentili.', names: [], not: ['Premium'] }
  ])
})

t.test('surnames in capitals in tables, and plural name columns', async (t) => {
  check(t, [
    {
      genre: 'pandas output of an HR table',
      text: 'Out[7]:\n  matricule       nom   prenom        ville\n0  M-001207    MERCIER  Camille        Lyon\n1  M-001233    HADJ     Yanis          Lille\n',
      names: ['MERCIER', 'Camille', 'HADJ', 'Yanis']
    },
    {
      genre: 'CSV with a surname column',
      text: 'id;nom;prenom;ville\n88;OUAZZANI;Samir;Nantes\n89;KERBRAT;Gwenaëlle;Brest\n',
      names: ['OUAZZANI', 'Samir', 'KERBRAT', 'Gwenaëlle']
    },
    {
      genre: 'AU rollover CSV with given_names',
      text: 'member_number,surname,given_names,state\n40031177,OKAFOR,Chidi,NSW\n40031190,WALLACE,Bronwyn Jane,VIC\n',
      names: ['OKAFOR', 'Chidi', 'WALLACE', 'Bronwyn Jane']
    },
    {
      genre: 'words in capitals in a surname column',
      text: 'id,nom,prenom\n1,TEST,Demo\n2,UNKNOWN,Client\n',
      names: [],
      not: ['TEST', 'UNKNOWN']
    },
    {
      genre: 'capitals in a column that names no surname',
      text: '  code     name          city\n0  F-12    ACME GMBH     BERLIN\n',
      names: [],
      not: ['ACME GMBH', 'BERLIN']
    }
  ])
})

t.test('signature labels of more languages, and pupils', async (t) => {
  check(t, [
    { genre: 'Polish form', text: 'Data: 14.05.2025\nCzytelny podpis: K. Wróblewska', names: ['K. Wróblewska'] },
    { genre: 'Dutch form', text: 'Plaats: Utrecht\nHandtekening: P. de Vries', names: ['P. de Vries'] },
    { genre: 'Portuguese form', text: 'Assinatura: Joana Falcão\nData: 02/06/2025', names: ['Joana Falcão'] },
    { genre: 'US school letter', text: 'Please return the form by Friday.\nStudent: Priya\nGrade: 7', names: ['Priya'] },
    { genre: 'Dutch school note', text: 'Leerling: Daan, groep 6', names: ['Daan'] },
    { genre: 'no name after the label', text: 'Student: Yes\nPodpis: brak', names: [], not: ['Yes'] }
  ])
})

t.test("psql's rule line under the header", async (t) => {
  check(t, [
    {
      genre: 'psql output in a coding-agent session',
      text: '  id  | first_name |  last_name  |    phone\n------+------------+-------------+--------------\n 4411 | Marisol    | Vega-Duarte | +15125550183\n 4412 | Deshawn    | Okafor      | +15125550184\n(2 rows)',
      names: ['Marisol', 'Vega-Duarte', 'Deshawn', 'Okafor']
    },
    {
      genre: 'psql output without a name column',
      text: ' id | status  | city\n----+---------+--------\n  7 | Active  | Austin\n',
      names: [],
      not: ['Active', 'Austin']
    }
  ])
})

t.test('rows of a table without a header', async (t) => {
  check(t, [
    {
      genre: 'semicolon export pasted into an assistant chat',
      text: 'Export zonder kopregel, kun je de kolommen raden?\n\n2207;van Leeuwen;Femke;22-07-1990;NL91ABNA0417164300;Utrecht\n2208;Yilmaz;Emre;03-11-1985;NL20INGB0001234567;Zeist\n',
      names: ['van Leeuwen', 'Femke', 'Yilmaz', 'Emre']
    },
    {
      genre: 'tab-separated \\copy rows',
      text: 'Lignes sans en-tête :\n\n7781\tMME\tLEBRUN\tNathalie\tnathalie.lebrun@free.fr\tACTIF\n7782\tM.\tCHEVALIER\tThomas\tt.chevalier@sfr.fr\tACTIF\n',
      names: ['LEBRUN', 'Nathalie', 'CHEVALIER', 'Thomas']
    },
    {
      genre: 'rows without a personal record',
      text: 'Paris;France;Lyon;Europe\nBerlin;Germany;Hamburg;Europe\n',
      names: [],
      not: ['Paris', 'France']
    },
    {
      genre: 'a table with its header is read by its columns',
      text: 'sku;colour;size;ean\nA-100;Rose;Small;4006381333931\n',
      names: [],
      not: ['Rose', 'Small']
    }
  ])
})

t.test('XML elements named by a name key', async (t) => {
  check(t, [
    {
      genre: 'SOAP payload of an Italian tax form',
      text: '<d:contribuente><d:cognome>ESPOSITO</d:cognome><d:nome>CARMELA</d:nome><d:dataNascita>1961-05-30</d:dataNascita></d:contribuente>',
      names: ['ESPOSITO', 'CARMELA']
    },
    { genre: 'XML export', text: '<customer><firstName>Tomasz</firstName><lastName>Zielonka</lastName></customer>', names: ['Tomasz', 'Zielonka'] },
    {
      genre: 'elements that name no person',
      text: '<title>Release Notes</title><city>Berlin</city><name>Build</name><surname>Test</surname>',
      names: [],
      not: ['Release Notes', 'Berlin', 'Build', 'Test']
    }
  ])
})

t.test('transcript speakers with the message on the time line', async (t) => {
  check(t, [
    {
      genre: 'support chat export',
      text: 'Bot 10:02  Hi! How can I help?\nKirra 10:03  my parcel never arrived\nWiremu (Parcel Hub) 10:04  Sorry to hear that, can you give me the tracking number?\nKirra 10:05  PH-22817\nWiremu (Parcel Hub) 10:06  Thanks, checking now.\n',
      names: ['Kirra', 'Wiremu', 'Kirra', 'Wiremu']
    },
    {
      genre: 'one status line is no transcript',
      text: 'Deploy 09:04  done, all green\nNext run at noon.',
      names: [],
      not: ['Deploy']
    }
  ])
})

t.test('French labels of a person\'s names', async (t) => {
  check(t, [
    {
      genre: 'French administrative form',
      text: "Nom de naissance : GAUTHIER\nNom d'usage : PERRIN\nPrénom(s) : Solène",
      names: ['GAUTHIER', 'PERRIN', 'Solène']
    },
    { genre: 'French family form', text: 'Nom de famille : Lefort\nVille : Nantes', names: ['Lefort'] }
  ])
})

t.test('user names of shell prompts and remote logins', async (t) => {
  check(t, [
    { genre: 'shell history', text: 'callum@ops-jump-01:~$ history | tail\n  502  scp backup.sql.gz callum@10.8.1.44:/srv/restore/', names: ['callum', 'callum'] },
    { genre: 'bracketed prompt', text: '[dmitri@build01 ~]$ make release', names: ['dmitri'] },
    { genre: 'service accounts and e-mail', text: 'ubuntu@ip-10-0-1-5:~$ ls\nroot@db:/# psql\nmail deploy@example.com: done', names: [], not: ['ubuntu', 'root', 'deploy'] }
  ])
})

t.test('airline names with two surnames', async (t) => {
  check(t, [
    {
      genre: 'Spanish booking confirmation',
      text: 'PASAJEROS\n1. MORENO SALAS/LUCIA MS Pasaporte PAX518274\n2. VIDAL PONS/ENRIC MR',
      names: ['MORENO SALAS/LUCIA', 'VIDAL PONS/ENRIC']
    },
    { genre: 'boarding pass', text: 'BOARDING PASS  OKAFOR/CHIDI MR  SEAT 14C', names: ['OKAFOR/CHIDI'], not: ['BOARDING PASS'] }
  ])
})

t.test('a header cell naming both name parts, in a semicolon-separated export', async (t) => {
  check(t, [
    {
      genre: 'Spanish payroll CSV as Excel exports it',
      text: 'APELLIDOS, NOMBRE;NIF/NIE;TELÉFONO;FECHA ALTA\n"SERRANO VIDAL, JAVIER";12345678Z;612 33 41 87;01/02/2024\n"NDIAYE, AWA";X1234567L;655 902 114;15/03/2024\n',
      names: ['SERRANO VIDAL, JAVIER', 'NDIAYE, AWA']
    },
    {
      genre: 'the same with two columns: as many commas as semicolons in the header',
      text: 'APELLIDOS, NOMBRE;NIF/NIE\n"SERRANO VIDAL, JAVIER";12345678Z\n',
      names: ['SERRANO VIDAL, JAVIER']
    }
  ])
})

t.test('patient and customer columns of other languages; surname in capitals first in a cell', async (t) => {
  check(t, [
    {
      genre: 'Polish clinic export (tab-separated)',
      text: 'Pacjent\tPESEL\tTelefon\nNOWICKA Barbara\t57041265028\t604 218 377\nWRÓBEL Jan\t83093091311\t+48 512 660 914\n',
      names: ['NOWICKA Barbara', 'WRÓBEL Jan']
    },
    {
      genre: 'Finnish customer list',
      text: 'asiakas;kaupunki;puhelin\nVirtanen Aino;Tampere;040 123 4567\n',
      names: ['Virtanen Aino']
    },
    {
      genre: 'codes in a patient column are no names',
      text: 'Pacjent\tPESEL\nANONIM\t57041265028\nBRAK DANYCH\t83093091311\n',
      names: [],
      not: ['ANONIM']
    }
  ])
})

t.test('a Chinese surname that is also a word, first in a name column', async (t) => {
  check(t, [
    {
      genre: 'markdown table in a coding-agent session',
      text: '| name | nric | mobile |\n|---|---|---|\n| Tan Wei Ming | S4063483E | +65 9123 4471 |\n| Lim Hui Min | S7712345D | +65 8290 3315 |\n',
      names: ['Tan Wei Ming', 'Lim Hui Min']
    },
    { genre: 'colour column', text: 'name|colour\nSand|Tan\n', names: [], not: ['Tan'] }
  ])
})

t.test('the French title M. (Monsieur) before a surname', async (t) => {
  check(t, [
    { genre: 'French medical letter', text: "Indication d'un anti-TNF en RCP. M. Fourcade est joignable au 06 84 12 57 90.", names: ['Fourcade'] },
    { genre: 'French school message', text: 'Bonjour M. Belkacem, oui, merci de mettre un inhalateur dans le sac.', names: ['Belkacem'] }
  ])
})
