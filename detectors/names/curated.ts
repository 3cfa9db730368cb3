/**
 * Hand-curated word lists for the NAME detector: titles, salutations, context labels, and the
 * capitalised words that must never be taken for a name (German nouns, sentence starters, months,
 * places, products, programming words). Lower case throughout. The generated lists (first names,
 * surnames, dictionary words) live in the JSON files beside this one; see scripts/build-name-lists.ts.
 */

const words = (s: string): string[] => s.trim().split(/\s+/)

/** Titles after which a capitalised word is a (sur)name: "Herr Müller", "Dr. Schmidt", "Mr Smith". */
export const TITLES = new Set(words(`
  herr herrn frau fräulein hr fr dr prof professor professorin mr mrs ms miss mx sir dame lady lord
  madame monsieur mme mlle messrs mister missus sr sra señor señora signor signora signore
  familie fam ing dipl mag dhr mevr mevrouw meneer mw drs sig sigra sra srta pan pani
  pastor reverend rev rabbi imam sheikh alhaji alhaja hajia lic licda lcda lcdo arq dott dra mtro mtra mgr dña doña avv geom rag
  auntie aunty uncle cousin tante onkel tía tío tia tio zia zio ciocia wujek
  oma opa omi opi nonna nonno abuela abuelo babcia dziadek grandma grandpa granny grandad mormor farmor morfar farfar
  κύριε κυρία κύριος господин госпожа пані eng sheikha
`))

/** Titles that may follow another title ("Prof. Dr.", "Herr Dr."): skipped, not part of the name. */
export const CHAINABLE_TITLES = new Set(words('dr drs prof professor professorin ing dipl mag med rer nat phil jur'))

/** Greetings after which a capitalised word is very likely a name: "Hallo Anna", "Dear Tom". */
export const SALUTATIONS = new Set(words(`
  hallo hi hey hello dear liebe lieber liebes moin servus grüezi grüß gruss hej hiya howdy
  danke thanks thank thx merci ciao tschüss bye sorry congrats glückwunsch morning evening
  ahoi salut hola hei moi olá oi bonjour buongiorno merhaba szia ahoj cześć witaj hallå goedemorgen geachte
  estimado estimada querido querida caro cara cher chère
  kedves drogi droga szanowny szanowna kära kæreste kjære vážený vážená milý milá dragă stimate stimată sayın
  hoi hejsan tjena moikka terve bonsoir buonasera aloha namaste shalom salaam sawubona jambo habari
  goedemiddag goedenavond goedendag goedemorgen
  здравствуйте привет уважаемый уважаемая дорогой дорогая вітаю шановний шановна αγαπητέ αγαπητή γεια
`))

/** Closing lines; the name follows on the same line after a comma or on the next line. */
export const CLOSINGS = [
  'mit freundlichen grüßen', 'mit freundlichen grüssen', 'freundliche grüße', 'freundliche grüsse',
  'viele grüße', 'viele grüsse', 'liebe grüße', 'liebe grüsse', 'beste grüße', 'beste grüsse',
  'herzliche grüße', 'herzliche grüsse', 'schöne grüße', 'schöne grüsse', 'sonnige grüße', 'grüße', 'grüsse', 'gruß', 'gruss',
  'mfg', 'lg', 'vg', 'bg', 'hg', 'best regards', 'kind regards', 'warm regards', 'regards', 'best wishes',
  'best', 'cheers', 'thanks', 'thank you', 'many thanks', 'sincerely', 'yours sincerely', 'yours truly',
  'yours', 'danke', 'vielen dank', 'bis bald', 'bis dann', 'ciao', 'tschüss', 'br', 'kr', 'all the best',
  'love', 'xoxo', 'take care', 'talk soon', 'euer', 'eure', 'dein', 'deine', 'ihr', 'ihre',
  // Closings of other languages
  'terveisin', 'ystävällisin terveisin', 'bonne journée', 'cordialement', 'bien à vous', 'bien cordialement', 'amitiés',
  'saludos', 'un saludo', 'atentamente', 'cordiali saluti', 'distinti saluti', 'saluti', 'un saluto',
  'met vriendelijke groet', 'vriendelijke groet', 'groeten', 'groet', 'mvg', 'hälsningar', 'med vänlig hälsning',
  'vänliga hälsningar', 'mvh', 'med venlig hilsen', 'venlig hilsen', 'hilsen', 'med vennlig hilsen', 'pozdrawiam',
  'z poważaniem', 's pozdravem', 'üdvözlettel', 'saygılarımla', 'abraços', 'atenciosamente', 'cumprimentos', 'tack', 'kiitos',
  // More closings of e-mails and letters in many countries
  'thanks & regards', 'thanks and regards', 'thanks & rgds', 'regards & thanks', 'with regards', 'with best regards',
  'with kind regards', 'kindest regards', 'warmest regards', 'best rgds', 'rgds', 'warmly', 'warm wishes', 'with thanks',
  'thanks again', 'respectfully', 'yours faithfully', 'sincerely yours', 'ngā mihi', 'nga mihi', 'ngā mihi nui',
  'un abrazo', 'abrazos', 'un saludo cordial', 'saludos cordiales', 'un cordial saludo', 'besos', 'un beso',
  'un abbraccio', 'a presto', 'buona giornata', 'cordialmente', 'bisous', 'bises', 'grosses bises', 'à bientôt',
  'bien amicalement', 'groetjes', 'hartelijke groet', 'hartelijke groeten', 'met vriendelijke groeten',
  'vriendelijke groeten', 'met hartelijke groet', 'mit besten grüßen', 'mit besten grüssen', 'alles liebe', 'herzlichst',
  'lieben gruß', 'lieben gruss', 'schönen gruß', 'schönen gruss', 'kram', 'kramar', 'knus', 'mvh', 'hej hej',
  'parhain terveisin', 'terv', 'pozdrowienia', 'serdecznie pozdrawiam', 'pozdrawiam serdecznie', 's přátelským pozdravem',
  'üdv', 'puszi', 'sevgiler', 'saygılar', 'beijos', 'beijinhos', 'abraço', 'um abraço', 'obrigado', 'obrigada',
  'hormat saya', 'salam', 'trân trọng', 'asante', 'shukran',
  'с уважением', 'с наилучшими пожеланиями', 'всего доброго', 'з повагою', 'з найкращими побажаннями', 'με εκτίμηση',
  'φιλικά', 'με φιλικούς χαιρετισμούς', 'поздрави', 's poštovanjem', 'lp', 'lep pozdrav', 'todah', 'toda'
]

/**
 * Phrases directly before a name, with a flag: true when an unknown capitalised word is accepted
 * after them ("my name is Xaver"), false when the word must be a known first name or surname.
 */
export const LEAD_PHRASES: ReadonlyArray<readonly [string, boolean]> = [
  ['my name is', true], ["my name's", true], ['mein name ist', true], ['ich heiße', true], ['ich heisse', true],
  ['name is', true], ['called', false], ['named', true], ['namens', true], ['genannt', false],
  ['i am', false], ["i'm", false], ['ich bin', false], ['this is', false], ['hier ist', false], ['hier spricht', true],
  // Self-introductions of other languages ("Soy Luis", "mi chiamo Giulia", "je m'appelle Inès")
  ['soy', false], ['sono', false], ['je suis', false], ['ik ben', false], ['jestem', false], ['sou', false],
  ['me llamo', true], ['mi nombre es', true], ['mi chiamo', true], ["je m'appelle", true], ['je m’appelle', true],
  ['mijn naam is', true], ['me chamo', true], ['meu nome é', true], ['nazywam się', true], ['jag heter', true],
  ['jeg heter', true], ['jeg hedder', true], ['ik heet', true],
  ['name on card', true], ['name on the card', true], ['signed by', true], ['assigned to', true], ['reported by', true], ['created by', true], ['written by', true],
  ['approved by', true], ['sent by', true], ['submitted by', true], ['requested by', true], ['reviewed by', true],
  ['authored by', true], ['owned by', true], ['managed by', true], ['contact', false], ['kontaktieren sie', false],
  ['zugewiesen an', true], ['erstellt von', true], ['gemeldet von', true], ['geschrieben von', true],
  ['genehmigt von', true], ['gesendet von', true], ['unterschrieben von', true], ['im auftrag von', true],
  ['née', true], ['geborene', true], ['geb.', true], ['z domu', true], ['born', true], ['i.a.', true], ['i. a.', true], ['i.v.', true], ['i. v.', true], ['gez.', true], ['ppa.', true],
  ['cc', true], ['bcc', true], ['an', false], ['mit', false], ['with', false], ['von', false], ['from', false], ['by', false],
  ['für', false], ['for', false], ['und', false], ['and', false], ['to', false], ['bei', false], ['ask', false], ['frag', false],
  ['frage', false], ['fragen', false], ['fragen sie', false], ['tell', false], ['call', false], ['ring', false], ['ruf', false], ['sag', false], ['ping', false], ['@', true],
  ['loop in', true], ['looping in', true], ['according to', false], ['laut', false], ['talked to', false], ['spoke to', false],
  ['spoke with', false], ['handed over to', true], ['escalated to', true], ['übergeben an', true], ['eskaliert an', true],
  ['gesprochen mit', false], ['telefoniert mit', false], ['rücksprache mit', false],
  ['forwarded to', true], ['forwarded it to', true], ['weitergeleitet an', true],
  // Greetings of two words ("Good morning Tendai", "Kia ora Tane", "Dzień dobry Pani Agnieszko")
  ['good morning', true], ['good afternoon', true], ['good evening', true], ['guten morgen', true], ['guten tag', true],
  ['guten abend', true], ['buenos días', true], ['buenos dias', true], ['buenas tardes', true], ['bom dia', true],
  ['boa tarde', true], ['kia ora', true], ['dzień dobry', true], ['dobrý den', true], ['jó napot', true], ['god morgen', true],
  ['hyvää huomenta', true], ['xin chào', true], ['selamat pagi', true], ['assalamu alaikum', true], ['salam alaikum', true],
  // Occasions in the purpose of a payment ("Geburtstag Lina", "birthday money Mia", "zakgeld Daan")
  ['geburtstag', false], ['birthday', false], ['bday', false], ['verjaardag', false], ['anniversaire', false],
  ['cumpleaños', false], ['compleanno', false], ['urodziny', false], ['taschengeld', false], ['zakgeld', false],
  ['pocket money', false], ['birthday money', false], ['allowance', false],
  // Payment lines of bank statements: PAIR_LEADS below, two name-like words after them are a name.
  ['transfer to', false], ['transfer from', false], ['payment to', false], ['payment from', false], ['paid to', false],
  ['received from', false], ['standing order to', false], ['credit from', false], ['debit to', false], ['refund to', false],
  ['überweisung an', false], ['überweisung von', false], ['gutschrift von', false], ['lastschrift von', false],
  ['lastschrift an', false], ['dauerauftrag an', false], ['zahlung an', false], ['zahlung von', false], ['überweisung', false],
  ['virement de', false], ['virement à', false], ['transferencia a', false], ['transferencia de', false], ['bonifico a', false],
  ['overboeking naar', false], ['overboeking van', false], ['ontvangen van', false], ['betaald aan', false],
  ['overgemaakt aan', false], ['overgemaakt naar', false], ['przelew od', false], ['przelew do', false],
  ['bijschrijving van', false], ['overschrijving naar', false], ['overschrijving van', false], ['storting van', false],
  ['betaling aan', false], ['betaling van', false], ['virement reçu de', false], ['virement en faveur de', false],
  ['transferencia recibida de', false], ['bizum de', false], ['bizum a', false], ['bonifico da', false],
  ['bonifico a favore di', false], ['transferência de', false], ['transferência para', false], ['pix de', false],
  ['pix para', false], ['swish från', false], ['swish till', false], ['överföring till', false], ['överföring från', false],
  ['vipps fra', false], ['vipps til', false], ['overføring til', false], ['overføring fra', false], ['mobilepay fra', false],
  ['overførsel til', false], ['overførsel fra', false], ['zelle to', false], ['zelle from', false], ['venmo from', false],
  ['venmo to', false], ['e-transfer to', false], ['e-transfer from', false],
  // "… by" of tickets and forms: two name-like words after them are a name ("Handled by Siobhán Ní Bhriain")
  ['handled by', false], ['prepared by', false], ['checked by', false], ['verified by', false], ['issued by', false],
  ['processed by', false], ['entered by', false], ['updated by', false], ['modified by', false], ['closed by', false],
  ['opened by', false], ['raised by', false], ['escalated by', false], ['led by', false], ['hosted by', false],
  ['presented by', false], ['organised by', false], ['organized by', false], ['conducted by', false], ['inspected by', false],
  ['received by', false], ['collected by', false], ['ordered by', false], ['booked by', false], ['witnessed by', false],
  ['certified by', false], ['authorised by', false], ['authorized by', false], ['accepted by', false], ['completed by', false],
  ['bearbeitet von', false], ['geprüft von', false], ['unterzeichnet von', false], ['ausgestellt von', false],
  ['angelegt von', false], ['geändert von', false], ['abgeholt von', false], ['vertreten durch', false],
  ['appoint', false], ['appoints', false], ['hereby appoint', false], ['bevollmächtige', false], ['ernenne', false],
  ['deliver to', false], ['delivered to', false], ['shipped to', false], ['issued to', false], ['addressed to', false], ['ship to', false], ['bill to', false], ['sold to', false], ['invoice to', false],
  ['lieferung an', false], ['rechnung an', false], ['zustellung an', false],
  // Chat and receipts: "Agent Mel:", "Agentin Jasmin:", "Camarero: Jordi"
  // Titles written in small letters in running text ("la signora Bassi", "il dott. Moretti", "pane Dvořáku")
  ['signora', true], ['signor', true], ['signore', true], ['sig.', true], ['sig.ra', true], ['dott.', true], ['dott.ssa', true],
  ['dottoressa', true], ['dottor', true], ['avv.', true], ['señor', true], ['señora', true], ['señorita', true], ['sr.', true],
  ['sra.', true], ['srta.', true], ['doña', true], ['monsieur', true], ['madame', true], ['mademoiselle', true], ['maître', true],
  ['docteur', true], ['m.', true], ['de heer', true], ['mevrouw', true], ['meneer', true], ['pana', true], ['panu', true], ['panią', true],
  ['pane', true], ['paní', true], ['senhor', true], ['senhora', true],
  ['κυρία', true], ['κύριε', true], ['κύριος', true], ['господин', true], ['госпожа', true],
  // Relatives and people close to the writer ("your cousin Ifeanyi", "my colleague Siobhan", "meine Kollegin Aylin")
  ['cousin', true], ['aunt', true], ['nephew', true], ['niece', true], ['wife', true], ['husband', true], ['son', true],
  ['daughter', true], ['brother', true], ['sister', true], ['colleague', true], ['neighbour', true], ['neighbor', true],
  ['friend', true], ['boyfriend', true], ['girlfriend', true], ['fiancé', true], ['fiancée', true], ['grandson', true],
  ['granddaughter', true], ['kollegin', true], ['kollege', true], ['cousine', true], ['neffe', true], ['nichte', true],
  ['schwester', true], ['bruder', true], ['tochter', true], ['sohn', true],
  ['maken', true], ['makan', true], ['sambo', true], ['dottern', true], ['sonen', true], ['córka', true], ['żona', true],
  ['mąż', true], ['hija', true], ['hijo', true], ['esposa', true], ['esposo', true], ['marido', true], ['figlia', true],
  ['figlio', true], ['moglie', true], ['marito', true], ['épouse', true], ['époux', true], ['filha', true], ['filho', true],
  ['dochter', true], ['zoon', true], ['echtgenoot', true], ['echtgenote', true],
  // Lawyers and notaries before their name ("адвокат Ненад Стојановић", "abogada Lucía Romero", "Rechtsanwältin Petra Kuhn")
  ['адвокат', true], ['avvocato', true], ['avvocata', true], ['abogado', true], ['abogada', true], ['advogado', true],
  ['advogada', true], ['avocat', true], ['avocate', true], ['rechtsanwalt', true], ['rechtsanwältin', true], ['notario', true],
  ['notaria', true], ['notaire', true], ['notaio', true], ['notar', true], ['notarin', true],
  // Prepositions of other languages that lead to a person as often as to a thing ("talt med Søren", "naar Ruud")
  ['med', false], ['til', false], ['naar', false], ['met', false], ['voor', false], ['avec', false], ['pour', false],
  ['con', false], ['para', false], ['per', false], ['com', false], ['dla', false], ['kanssa', false],
  ['agent', true], ['agentin', true], ['agente', true], ['camarero', true], ['camarera', true], ['kellner', true],
  ['kellnerin', true], ['cashier', true], ['kassierer', true], ['kassiererin', true]
]

/** Lead phrases of payment lines after which two name-like words are a name, even unknown ones. */
export const PAIR_LEADS = new Set(LEAD_PHRASES.slice(LEAD_PHRASES.findIndex(([p]) => p === 'transfer to'), LEAD_PHRASES.findIndex(([p]) => p === 'agent')).map(([p]) => p))

/** Label prefixes before "name" that name a person's name: "payee_name", "ownerName", "Kundenname". */
export const NAME_KEY_PREFIXES = new Set(words(`
  owner holder accountholder payee payer beneficiary recipient sender customer client contact employee patient member
  guest tenant driver passenger student parent manager creator reviewer approver signer cardholder applicant person
  full first last given family middle maiden birth legal real account_holder kunden mitarbeiter empfänger absender
  inhaber kontoinhaber patienten mieter ansprech auftraggeber begünstigten vor nach familien geburts
`).map((w) => w.replace(/_/g, '')))

/** Field labels ("Name:", "first_name=", "\"vorname\": ") after which the value is a name. */
export const LABELS = new Set(words(`
  name names fullname full_name full-name firstname first_name first-name givenname given_name given-name
  lastname last_name last-name surname familyname family_name family-name middlename middle_name
  vorname vornamen nachname familienname zuname rufname geburtsname
  kontakt contact ansprechpartner ansprechpartnerin ansprechperson kontaktperson contact_person contactperson
  assignee reporter melder melderin author autor autorin owner inhaber inhaberin verfasser verfasserin absender absenderin
  empfänger empfängerin recipient sender from to cc bcc von an kunde kundin customer client patient patientin
  mitarbeiter mitarbeiterin employee bearbeiter bearbeiterin sachbearbeiter sachbearbeiterin
  antragsteller antragstellerin unterzeichner signatory signed attendee teilnehmer teilnehmerin
  user username benutzer person passenger passagier guest gast mieter mieterin vermieter tenant landlord
  manager lead developer entwickler requester approver reviewer rep spouse ehepartner vater mutter father mother
  kind child contact_name customer_name user_name display_name displayname nickname
  destinatario remitente destinataire expéditeur mittente destinatário remetente ontvanger afzender penerima pengirim
  counterparty gegenpartei landlord
  companion co-applicant coapplicant partner guarantor referee reference referans referent referente nominee carer caregiver
  supervisor trainer coach doctor physician dentist teacher lawyer attorney advisor adviser interviewer witness heir
  ehegatte ehegattin ehepartnerin cónyuge conyuge puoliso małżonek małżonka echtgenoot echtgenote ægtefælle ektefelle
  coniuge cônjuge conjoint conjointe époux épouse husband wife
  member subscriber dependent dependant claimant defendant plaintiff respondent petitioner appellant borrower debtor buyer purchaser
  student pupil schüler schülerin élève alumno alumna leerling uczeń uczennica studente
  οδηγός leder
  差出人 宛先 宛名 送信者 受取人 担当者 寄件人 收件人 发件人 联系人 收货人 寄件者 收件者 申请人 负责人 사람 담당 담당자 수령인 보내는분 받는분
`))

/** Labels after which any capitalised value is accepted as a name (the others need a known name). */
export const STRONG_LABELS = new Set(words(`
  name fullname full_name full-name firstname first_name first-name givenname given_name given-name
  lastname last_name last-name surname familyname family_name family-name middlename middle_name
  vorname vornamen nachname familienname zuname rufname geburtsname ansprechpartner ansprechpartnerin
  contact_name customer_name user_name display_name displayname kontaktperson contact_person contactperson
  assignee reporter author autor autorin verfasser verfasserin patient patientin
  applicant antragsteller antragstellerin cardholder karteninhaber karteninhaberin kontoinhaber kontoinhaberin
  holder beneficiary begünstigter begünstigte kin guardian erziehungsberechtigter witness zeuge zeugin
  passenger passagier tenant mieter mieterin employee signatory unterzeichner unterzeichnerin
  nombre apellido apellidos nombre_completo nom prénom prenom nom_complet nome cognome nome_completo naam voornaam
  achternaam volledige_naam namn förnamn fornamn efternamn fornavn etternavn efternavn navn etunimi sukunimi nimi
  imię imie nazwisko titulaire bénéficiaire beneficiario intestatario titular kontohaver kontoinnehavare tilinhaltija
  payee payer remitter originator auftraggeber zahlungsempfänger zahlungspflichtiger accountholder policyholder
  versicherungsnehmer versicherungsnehmerin insured versicherte versicherter employeename
  forename forenames initials givennames surnames names family given signature unterschrift gönderen alıcı
  adsoyad soyad soyadı adı nama namalengkap tên neve الاسم اسم 姓名 氏名 お名前 이름 성명
  ασφαλισμένος ασφαλισμένη μάρτυρας δικαιούχος
  podpis handtekening assinatura underskrift allekirjoitus
  фио имя фамилия отчество прізвище ім'я піб име презиме όνομα επώνυμο ονοματεπώνυμο πατρώνυμο μητρώνυμο nume prenume meno priezvisko
  ime prezime příjmení jméno vezetéknév keresztnév név nafn eesnimi perekonnanimi vārds uzvārds vardas pavardė
  begünstigter zahlungspflichtiger policyholder insured guardian nominee roepnaam cognoms cognom prénoms prenoms батькові visitor besucher besucherin
`))

/**
 * Nationality and language adjectives and nouns: never names, even where a name list has them
 * ("German" is a Spanish first name, "English" an English surname).
 */
export const NATIONALITIES = new Set(words(`
  german germans deutsch deutsche deutscher deutschen english englisch englische englischer french französisch
  französische austrian österreichisch österreichische swiss schweizer schweizerisch italian italienisch
  spanish spanisch portuguese portugiesisch dutch niederländisch holländisch belgian belgisch danish dänisch
  swedish schwedisch norwegian norwegisch finnish finnisch polish polnisch czech tschechisch slovak slowakisch
  hungarian ungarisch romanian rumänisch bulgarian bulgarisch greek griechisch turkish türkisch russian russisch
  ukrainian ukrainisch croatian kroatisch serbian serbisch slovenian slowenisch irish irisch scottish
  schottisch welsh walisisch british britisch american amerikanisch canadian kanadisch australian australisch
  mexican mexikanisch brazilian brasilianisch argentinian argentine chinese chinesisch japanese japanisch
  korean koreanisch indian indisch pakistani arabic arabisch arab persian persisch israeli hebrew hebräisch
  african afrikanisch european europäisch asian asiatisch latin latein lateinisch nordic scandinavian
  skandinavisch baltic estonian latvian lithuanian icelandic isländisch luxembourgish hindi urdu bengali
  vietnamese thai indonesian filipino malay swahili
`))

/**
 * Last parts of hyphenated compounds that name a group, not a person: "Support-Team", "Nordlicht-Service".
 */
export const GROUP_NOUNS = new Set(words(`
  team teams service services support abteilung abteilungen gruppe group center centre zentrale desk office
  büro hotline helpdesk verwaltung vertrieb buchhaltung management leitung crew squad staff department dept
  unit stelle einheit redaktion sekretariat kundenservice kundendienst kundensupport systems solutions
  segreteria secretariat secrétariat secretaría secretariaat reception rezeption recepción administration
  administración amministrazione direzione
  stichting vereniging gemeente stiftung verein fundación fundação fondazione associazione asociación association
  société foundation trust charity kommune
`))

/**
 * Role nouns that may follow a title without being a name: "Frau Ministerin", "Herr Präsident", "Mr. President".
 */
export const ROLE_NOUNS = new Set(words(`
  präsident präsidentin minister ministerin bürgermeister bürgermeisterin doktor doktorin direktor direktorin
  vorsitzender vorsitzende pfarrer pfarrerin kommissar kommissarin rat rätin richter richterin anwalt anwältin
  kanzler kanzlerin botschafter botschafterin abgeordneter abgeordnete ober nachbar nachbarin
  president chairman chairwoman chair ambassador speaker officer secretary governor mayor judge senator
  minister chancellor justice commissioner inspector detective sergeant captain colonel general major
  lieutenant admiral bishop reverend pastor father mother sister brother
  papa mama mutti vati oma opa mom mum dad daddy mommy mummy granny grandma grandpa nana
`))

/** Lower-case particles inside names: "Ludwig van Beethoven", "Ursula von der Leyen". */
export const PARTICLES = new Set(words('von van de der den zu zur vom di da do del della dos das du le la ten ter al el bin binti bint ibn y e i st'))

/**
 * Capitalised words that are never names on their own. Known names that are also such words
 * (Mark, Will, Frank, Mai, April) are moved to the ambiguous first names by the list builder.
 */
export const STOPWORDS = new Set(words(`
  der die das den dem des ein eine einen einem einer eines und oder aber wenn dann also auch noch nur schon
  doch bitte danke ich du er sie es wir ihr mein meine dein deine sein seine unser unsere euer eure ihre
  heute morgen gestern hier dort jetzt nun leider vielen viele liebe lieber beste guten gute frohe sehr
  hallo moin servus tschüss ja nein nicht kein keine alle alles jeder jede jedes man mal sonst wie was wer
  wo wann warum weshalb welche welcher welches wieso womit wofür damit dazu dabei daher deshalb darum trotzdem
  falls sobald solange seit bis ab am im in an auf aus bei mit nach von vor zu zum zur über unter neben
  zwischen durch für gegen ohne um als ob weil dass da so nur immer nie oft manchmal vielleicht eventuell
  gerne gern natürlich klar genau richtig falsch neu neue neuer neues alt alte gut schlecht
  erste erster zweite dritte letzte nächste nächster anbei beiliegend betreff betreff: info hinweis achtung
  wichtig dringend fyi bzgl bezüglich anfrage antwort rechnung bestellung lieferung zahlung kunde kunden
  frage fragen problem probleme fehler termin termine meeting besprechung projekt projekte aufgabe aufgaben
  haus firma team gruppe abteilung bereich leitung geschäftsführung geschäftsführer vertrieb support
  service kundenservice technik buchhaltung personal verwaltung sekretariat empfang zentrale kollege kollegin
  kollegen kolleginnen damen herren leute zusammen allerseits welt grüße grüsse gruß gruss dank
  the a an this that these those it he she we they you i my your our their his her its and or but if when
  then also please thanks thank hello hi hey dear regards best kind yes no not today tomorrow yesterday here
  there now new old good great hope all any some every each other another one two three first second last next
  what who whom whose which where why how is are was were be been being have has had do does did done will
  would shall should can could may might must let lets just only still even so as at by for from in into of
  on onto to with within without about above after again against before below between both during further
  once over same such than too under until up very well cheers sincerely yours attached attachment please
  note update updated meeting call team everyone folks guys everybody all customer client user admin
  support sales marketing hr it finance legal office manager director ceo cto cfo staff member members
  invoice order delivery payment account project task ticket issue bug feature request release version
  january february march april may june july august september october november december
  feb mar apr jul aug sep sept oct nov dec
  januar februar märz mai juni juli oktober dezember jänner
  monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun
  montag dienstag mittwoch donnerstag freitag samstag sonntag sonnabend mo di mi do fr sa so
  weekend wochenende week woche month monat year jahr day tag night nacht
  christmas easter weihnachten ostern pfingsten silvester neujahr
  berlin hamburg münchen munich köln cologne frankfurt stuttgart düsseldorf dortmund essen leipzig bremen
  dresden hannover nürnberg duisburg bochum wuppertal bielefeld bonn münster karlsruhe mannheim augsburg
  wiesbaden mainz kiel lübeck rostock potsdam freiburg heidelberg regensburg würzburg ulm erfurt jena
  magdeburg halle kassel göttingen aachen trier saarbrücken wien vienna graz linz salzburg innsbruck
  zürich zurich bern basel genf geneva lausanne luzern london paris rome rom madrid barcelona lisbon lissabon
  amsterdam rotterdam brussels brüssel prague prag warsaw warschau budapest oslo stockholm copenhagen
  kopenhagen helsinki dublin edinburgh manchester liverpool birmingham glasgow oxford cambridge bristol leeds
  york boston chicago houston dallas austin seattle denver atlanta miami phoenix detroit toronto montreal
  vancouver sydney melbourne tokyo beijing shanghai moscow istanbul dubai mumbai delhi singapore
  washington california texas florida bavaria bayern hessen sachsen thüringen brandenburg niedersachsen
  nordrhein westfalen rheinland pfalz saarland schleswig holstein mecklenburg vorpommern baden württemberg
  germany deutschland austria österreich switzerland schweiz france frankreich italy italien spain spanien
  england britain uk usa america amerika europe europa china japan india russia russland poland polen
  netherlands niederlande holland belgium belgien canada kanada australia australien ireland irland
  scotland wales sweden schweden norway norwegen denmark dänemark finland finnland turkey türkei
  street straße strasse str road avenue lane platz weg gasse allee ring main hauptstraße bahnhofstraße
  north south east west nord süd ost west nordsee ostsee rhein elbe donau alpen
  microsoft google amazon apple meta facebook instagram whatsapp twitter linkedin youtube netflix spotify
  teams cloud web services deutsche bank telekom siemens sap oracle ibm azure aws windows office outlook
  excel word powerpoint onedrive sharepoint slack zoom jira confluence github gitlab bitbucket linux ubuntu
  debian docker kubernetes chrome firefox safari edge android ios iphone ipad macbook samsung volkswagen
  audi bmw porsche daimler bosch allianz lufthansa bahn db dhl ups fedex hermes paypal stripe visa
  mastercard amex sparkasse volksbank commerzbank postbank ing dkb n26 revolut vodafone telefonica
  openai chatgpt claude gemini copilot anthropic nvidia intel amd cisco dell hp lenovo adobe salesforce
  shopify wordpress drupal postgres postgresql mysql mongodb redis kafka elastic elasticsearch kibana grafana
  prometheus jenkins terraform ansible nginx apache tomcat node nodejs deno bun python java javascript
  typescript golang rust kotlin swift scala perl php haskell react angular vue svelte next nuxt express
  fastify django flask spring rails laravel symfony
  error exception warning warn info debug trace fatal critical notice null undefined true false none nan
  object string number array boolean promise request response server client service controller handler
  factory module class function method interface type enum struct import export return const let var
  get post put patch delete head options status code message details stack caused traceback file line
  failed failure success ok done pending running started stopped timeout retry connection refused denied
  unauthorized forbidden found internal gateway bad invalid missing unknown default config configuration
  test tests testing build deploy deployment production staging development dev prod local localhost
  database db cache queue worker job jobs event events log logs logger level total sum count amount
  price preis euro eur usd dollar gbp chf betrag summe netto brutto mwst ust steuer tax vat iban bic
  straße hausnummer plz ort stadt land telefon tel fax mobil handy email mail e-mail adresse address
  phone mobile website homepage seite page kapitel chapter abschnitt section anhang appendix
  gmbh ag kg ohg ug ev inc ltd llc corp co plc sa sarl bv nv
  gott god jesus christus allah lord
`))

/** First names that the dictionaries also list as words but that are overwhelmingly names in text. */
export const CLEAR_FIRST_NAMES = new Set(words(`
  john peter martin maria tom mike max harry jack albert dieter franz kurt dirk malte jan sander lasse pelle
  mats andre andres anders claude victor roger roman josh matt nick rick phil ken jimmy billy bobby tony terry
  sally carol ed eddy derrick brad chad curt earl gene glen hank hector jasper kasper marten mason noel patsy
  patty penny phoebe randy robin rocky sandy sonny troy wade waldo warren viola iris ivy jasmine jade lily
  holly hazel heather daisy rosa rosemary violet olive eve dean till malte mads bo lea jette linde helle
  ernst silvester valentine fidel florin hector serge
`))

/** First names that are also German or English nouns or brands: kept, but only with stronger evidence. */
export const NOUN_FIRST_NAMES = new Set(words(`
  christ columbus kamille madonna monde oma opa santa tod chanel mercedes roma israel medina hilton lincoln
  jordan odessa verona alexandria stanford cruz orion kali gene kellen quinten lourdes kent devon heber mac
  marge zander mio inka monte hagen lupe eden porsche siri alexa cortana tesla victoria florence georgia
  virginia carolina chelsea adelaide jersey kiara prada gucci dior fanta nutella milka lindt kinder
`))

/**
 * Given names and surnames common outside the German- and English-speaking countries (East and South
 * Asia, the Arab world, Turkey, Africa, Eastern Europe, the Nordic and Romance countries) that the
 * generated lists miss. Words of German or English are left out (Li, Le, An, Ali as a word …).
 */
export const INTERNATIONAL_FIRST_NAMES = words(`
  wei mei jun jie hao yan ying xin xiao hui lei ming jing ling qiang tao yong zhen chen
  hiroshi haruto yuki yuto sota kenta takumi daiki ryota yui aoi hina sakura haruka misaki yuna riko
  kenji takeshi akira satoshi naoko keiko yoko hiroko minh anh linh thao huong duc tuan hoang quang
  priya rahul arjun ananya aditya vikram rohit deepak sanjay suresh ramesh lakshmi kavya divya pooja
  neha sunita anil vijay rajesh manoj amit arun karthik nikhil shreya aarav vivaan ishaan
  aisha fatima mohammed muhammad ahmed omar yusuf ibrahim khalid hamza tariq layla zainab mariam
  nour rania samir karim walid hassan hussein abdullah abdul youssef amira yasmin salma
  emre mehmet mustafa ahmet burak murat elif zeynep ayşe fatma emine hatice selin deniz
  oluwaseun chidi ngozi chinedu emeka adebayo kwame kofi ama abena thabo sipho themba lerato zanele
  dmitri dmitry sergei sergey vladimir olga svetlana tatiana natalia irina yuri alexei nikolai
  oksana anastasia ekaterina mikhail pavel andrei bogdan vasile ionut mihai
  sigrid ingrid astrid solveig leif sven bjørn björn nils ulf kjell åsa maja liv freja
  matteo giuseppe giovanni francesca chiara giulia alessandro lorenzo federico
  javier alejandro carmen lucía sofía mateo santiago valentina joão gonçalo inês beatriz
`)

export const INTERNATIONAL_SURNAMES = words(`
  wang zhang liu chen yang huang zhao zhou xu zhu gao guo luo zheng liang xie feng
  sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi kato yoshida yamada sasaki
  yamaguchi matsumoto inoue kimura hayashi shimizu
  nguyen tran pham hoang phan huynh vo dang bui ngo duong
  kim choi kang cho yoon jang lim
  singh kumar sharma patel gupta reddy rao iyer nair menon pillai mehta shah joshi chopra kapoor
  banerjee chatterjee mukherjee bose raghunathan krishnan subramanian venkatesh
  khan ahmed hassan hussein ibrahim abdullah rahman haddad khalil mansour nasser saleh
  yılmaz kaya demir şahin çelik yıldız yıldırım öztürk aydın özdemir arslan doğan kılıç
  okafor okonkwo adeyemi adeleke mensah nkosi dlamini ndlovu mokoena okeke eze
  ivanov smirnov kuznetsov popov petrov sokolov volkov novikov morozov pavlov
  kowalski wiśniewski wójcik kowalczyk kamiński lewandowski zieliński szymański woźniak
  petrović jovanović nikolić marković horvat kovačić novak
  jensen nielsen hansen pedersen andersen johansson andersson karlsson nilsson eriksson larsson
  lindqvist lindberg halvorsen korhonen virtanen mäkinen nieminen
  rossi russo ferrari esposito bianchi romano colombo ricci marino greco bruno gallo conti
  garcía martínez lópez gonzález hernández pérez sánchez ramírez torres flores rivera gómez díaz
  silva santos oliveira souza pereira costa rodrigues fernandes gomes martins carvalho
`)

/** Legal forms: a capitalised run right before one names a company ("Fromagerie Duval SARL", "Kilimanjaro Safaris Ltd"). */
export const LEGAL_FORMS = new Set(words(`
  gmbh ag kg ohg ug se ek e.k. gbr mbh ltd ltd. llc l.l.c. inc inc. corp corp. co co. plc llp lp sa s.a. sas s.a.s. sarl
  s.à.r.l. sl s.l. slu spa s.p.a. srl s.r.l. bv b.v. nv n.v. ab oy oyj as a/s asa aps pty kk k.k. sp. z.o.o. s.r.o. kft
  zrt ltda eirl sc cv c.v. vof cvba bvba sprl
`))

/** Street types: a capitalised run next to one names a street ("Charles St", "rue Paul Bert", "Via Appia Nuova"). */
export const STREET_AFTER = new Set(words(`
  st st. street ave ave. avenue rd rd. road blvd blvd. boulevard ln ln. lane dr. drive way gardens crescent cres terrace
  tce court ct ct. place pl pl. square sq parkway pkwy highway hwy str str. straße strasse weg allee platz gasse ring
  damm ufer chaussee steig pfad raya nte nte. sur norte
`))
export const STREET_BEFORE = new Set(words(`
  rue rua via calle avenida av. avenue viale piazza corso jl jl. jalan ulica ul ul. straat laan plein calea strada
  boulevard bd rambla paseo carrera carrer largo travessa rruga
  hotel hôtel restaurant café cafe bakery bäckerei pub apotheke pharmacy klinik clinic salon atelier
`))

/** Words before "name" in a label that name no person: "Team name", "Company name", "File name". */
export const THING_NAME_PREFIXES = new Set(words(`
  team company firm firma business trade trading brand product project file user host domain bank branch store shop
  hotel street city town country group account app application service device model package module class field
  table column key role org organisation organization event venue course program programme display screen pet
`))

/** Words of the closings of other languages: a closing line, not a name ("Terveisin," "Cordiali saluti"). */
export const FOREIGN_CLOSING_WORDS = new Set(words(`
  terveisin ystävällisin cordialement cordiali distinti saluti saluto saludos saludo atentamente groeten groet
  vriendelijke hälsningar vänlig vänliga hälsning hilsen venlig vennlig pozdrawiam poważaniem pozdravem üdvözlettel
  saygılarımla abraços atenciosamente cumprimentos tack kiitos amitiés
  groetjes abrazo abrazos abbraccio besos bisous bises kram kramar knus puszi sevgiler saygılar beijos beijinhos
  abraço pozdrowienia rgds warmly herzlichst
`))

/** Words for family members in other languages, as chats name their speakers ("Mamá:", "Äiti:"): no names. */
/** Pronouns that chat exports and messengers write as a speaker ("Вы:", "You:", "Ich:"): no names. */
export const SPEAKER_PRONOUNS = new Set(words(`
  you me ich du vous moi yo tú вы ты я aš jag jeg minä sinä jij já én εγώ εσύ أنا أنت
`))

export const FAMILY_WORDS = new Set(words(`
  mamá papá mami papi maman mamie papou mamma mammina babbo nonna nonno mãe pai vovó vovô avó avô
  mor far mormor farmor morfar farfar äiti isä mummo ukki mamusia tata tatuś babcia dziadek anne baba
  abuela abuelo abuelita abuelito tía tío oma opa omi opi mutti vati
`))
