// People, phones, addresses, dates and secrets for the held-out corpus.
import { int, pick, chance, digits, nzdigits, pad, srand, shex, sb64url, sb64, upper } from './lib.mjs'

const strip = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/ł/g, 'l').replace(/ı/g, 'i')
const deTranslit = (s) => s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss')

export const NAMES = {
  de: {
    m: ['Lukas', 'Jonas', 'Maximilian', 'Felix', 'Tobias', 'Stefan', 'Andreas', 'Michael', 'Thomas', 'Jürgen', 'Klaus', 'Wolfgang', 'Matthias', 'Florian', 'Sebastian', 'Jan', 'Niklas', 'Dieter', 'Uwe', 'Bernd', 'Henrik', 'Moritz', 'Till', 'Hans-Peter', 'Karl-Heinz', 'Jörg', 'Björn', 'Torsten', 'Ralf'],
    f: ['Anna', 'Lena', 'Laura', 'Julia', 'Sabine', 'Petra', 'Katharina', 'Sophie', 'Marie', 'Claudia', 'Ute', 'Birgit', 'Heike', 'Anja', 'Jana', 'Franziska', 'Hannah', 'Lea', 'Ingrid', 'Gisela', 'Ursula', 'Charlotte', 'Greta', 'Anna-Lena', 'Jutta', 'Doris', 'Svenja', 'Nadine', 'Kerstin'],
    s: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann', 'Lange', 'Werner', 'Krause', 'Lehmann', 'Köhler', 'Maier', 'Huber', 'Kaiser', 'Fuchs', 'Scholz', 'Möller', 'Jäger', 'Vogel', 'Friedrich', 'Günther', 'Brandt', 'Haas', 'Schubert', 'Lorenz', 'Dietrich', 'Engel', 'Pohl', 'Sommer', 'Gruber', 'Steiner', 'Moser', 'Brunner', 'Keller', 'Baumann', 'Frei', 'Meyer-Landrut', 'Weber-Schäfer', 'von Arnim', 'Oberhuber', 'Eichhorn', 'Winkler', 'Albrecht']
  },
  en: {
    m: ['James', 'Oliver', 'Harry', 'George', 'Jack', 'William', 'Thomas', 'Daniel', 'Michael', 'David', 'Robert', 'Christopher', 'Matthew', 'Ryan', 'Tyler', 'Ethan', 'Noah', 'Liam', 'Connor', 'Brandon', 'Kevin', 'Gareth', 'Callum', 'Rhys'],
    f: ['Emily', 'Olivia', 'Sophie', 'Charlotte', 'Jessica', 'Sarah', 'Emma', 'Hannah', 'Megan', 'Ashley', 'Jennifer', 'Amanda', 'Chloe', 'Grace', 'Lucy', 'Rebecca', 'Siobhan', 'Kayleigh', 'Madison', 'Brittany', 'Holly', 'Niamh', 'Rachel'],
    s: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Miller', 'Davis', 'Anderson', 'Moore', 'Harris', 'Clark', 'Lewis', 'Young', 'King', 'Scott', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Carter', "O'Brien", "O'Connor", 'MacDonald', 'McKenzie', 'Fitzgerald', 'Murphy', 'Kelly', 'Hughes', 'Whitfield', 'Pemberton', 'Thornton']
  },
  fr: {
    m: ['Lucas', 'Hugo', 'Louis', 'Gabriel', 'Théo', 'Antoine', 'Julien', 'Nicolas', 'Mathieu', 'François', 'Jérôme', 'Benoît', 'Jean-Pierre', 'Jean-Baptiste', 'Olivier', 'Thierry'],
    f: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Juliette', 'Élodie', 'Sophie', 'Nathalie', 'Isabelle', 'Céline', 'Marie-Claire', 'Anne-Sophie', 'Aurélie', 'Hélène', 'Margaux'],
    s: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Chevalier', 'Lefebvre', 'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Faure', 'Garnier', 'Roux', 'Morel', 'Perrin']
  },
  es: {
    m: ['Alejandro', 'Pablo', 'Javier', 'Daniel', 'Sergio', 'Carlos', 'David', 'Manuel', 'Jorge', 'Álvaro', 'José Luis', 'Juan Carlos', 'Iñaki', 'Raúl'],
    f: ['Lucía', 'María', 'Carmen', 'Paula', 'Laura', 'Marta', 'Elena', 'Sofía', 'Alba', 'Ana', 'María José', 'Nerea', 'Ainhoa', 'Rocío'],
    s: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Castillo', 'Ortega', 'Rubio', 'Molina', 'Delgado', 'Etxeberria']
  },
  it: {
    m: ['Marco', 'Alessandro', 'Andrea', 'Matteo', 'Lorenzo', 'Luca', 'Giuseppe', 'Francesco', 'Davide', 'Simone', 'Giovanni', 'Stefano', 'Paolo', 'Riccardo'],
    f: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Alessia', 'Valentina', 'Elisa', 'Federica', 'Silvia', 'Giorgia', 'Beatrice', 'Ilaria'],
    s: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', "D'Angelo", 'Di Stefano']
  },
  nl: {
    m: ['Daan', 'Sem', 'Bram', 'Thijs', 'Jeroen', 'Pieter', 'Sander', 'Ruud', 'Joost', 'Maarten', 'Wouter', 'Koen', 'Niels'],
    f: ['Emma', 'Sanne', 'Lotte', 'Femke', 'Anouk', 'Eva', 'Fleur', 'Marieke', 'Ilse', 'Noor', 'Esther', 'Marloes'],
    s: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'Verbruggen', 'Claes', 'Peeters']
  },
  sv: {
    m: ['Erik', 'Lars', 'Karl', 'Anders', 'Johan', 'Per', 'Nils', 'Oskar', 'Axel', 'Björn'],
    f: ['Anna', 'Maria', 'Karin', 'Sara', 'Elin', 'Ingrid', 'Astrid', 'Maja', 'Linnea', 'Ebba'],
    s: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Lindqvist', 'Bergström', 'Lindberg', 'Sjöberg', 'Åberg', 'Lundgren']
  },
  no: {
    m: ['Ole', 'Magnus', 'Henrik', 'Sindre', 'Eirik', 'Håkon', 'Jonas'],
    f: ['Kari', 'Ingrid', 'Silje', 'Nora', 'Ragnhild', 'Solveig', 'Ida'],
    s: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Haugen', 'Bakken', 'Solberg', 'Bjørnstad', 'Aasen', 'Halvorsen']
  },
  da: {
    m: ['Mads', 'Rasmus', 'Søren', 'Frederik', 'Mikkel', 'Jesper'],
    f: ['Mette', 'Freja', 'Signe', 'Sofie', 'Camilla', 'Line'],
    s: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Madsen', 'Kristensen', 'Thomsen']
  },
  fi: {
    m: ['Mikko', 'Juha', 'Antti', 'Jukka', 'Ville', 'Matti'],
    f: ['Aino', 'Eveliina', 'Sanna', 'Johanna', 'Tiina', 'Satu'],
    s: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen']
  },
  pl: {
    m: ['Jakub', 'Kacper', 'Piotr', 'Tomasz', 'Paweł', 'Krzysztof', 'Grzegorz'],
    f: ['Agnieszka', 'Katarzyna', 'Małgorzata', 'Anna', 'Magdalena', 'Zofia', 'Joanna'],
    s: ['Nowak', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kowalski', 'Jankowski']
  },
  tr: {
    m: ['Mehmet', 'Mustafa', 'Ahmet', 'Emre', 'Burak', 'Cem', 'Serkan'],
    f: ['Ayşe', 'Fatma', 'Elif', 'Zeynep', 'Merve', 'Derya'],
    s: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Koç']
  },
  ar: {
    m: ['Mohammed', 'Ahmed', 'Omar', 'Youssef', 'Khalid', 'Karim', 'Tariq'],
    f: ['Fatima', 'Aisha', 'Layla', 'Nour', 'Mariam', 'Yasmin', 'Rania'],
    s: ['Al-Sayed', 'Haddad', 'Khoury', 'Nasser', 'Hassan', 'Saleh', 'El-Amin', 'Abdullah', 'Mansour', 'Farouk', 'Benali', 'El Idrissi']
  },
  in: {
    m: ['Aarav', 'Rohan', 'Arjun', 'Vikram', 'Rahul', 'Sanjay', 'Deepak', 'Karthik', 'Siddharth'],
    f: ['Priya', 'Ananya', 'Divya', 'Kavya', 'Sneha', 'Lakshmi', 'Pooja', 'Meera'],
    s: ['Sharma', 'Patel', 'Gupta', 'Singh', 'Kumar', 'Reddy', 'Iyer', 'Nair', 'Mehta', 'Joshi', 'Banerjee', 'Chatterjee', 'Krishnan', 'Rao', 'Venkataraman']
  },
  zh: { m: ['Wei', 'Hao', 'Jun', 'Lei', 'Xiaoming', 'Zhiwei'], f: ['Fang', 'Jing', 'Yan', 'Mei', 'Xiu Ying', 'Li Na'], s: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou'] },
  ja: { m: ['Haruto', 'Kenji', 'Takeshi', 'Yuto', 'Hiroshi'], f: ['Yuki', 'Sakura', 'Aiko', 'Haruka', 'Yui'], s: ['Tanaka', 'Sato', 'Suzuki', 'Takahashi', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura'] },
  ko: { m: ['Min-jun', 'Seo-jun', 'Ji-ho', 'Hyun-woo'], f: ['Ji-woo', 'Seo-yeon', 'Min-ji', 'Ha-eun'], s: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang'] },
  vi: { m: ['Minh Tuấn', 'Văn An', 'Quốc Bảo'], f: ['Thị Mai', 'Thu Hà', 'Ngọc Lan'], s: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng'] },
  ng: { m: ['Chinedu', 'Oluwaseun', 'Kwame', 'Emeka', 'Tunde'], f: ['Ngozi', 'Amara', 'Abena', 'Folake', 'Chiamaka'], s: ['Okafor', 'Adeyemi', 'Balogun', 'Nwosu', 'Mensah', 'Asante', 'Okonkwo', 'Eze'] },
  pt: { m: ['João', 'Pedro', 'Rafael', 'Tiago', 'Gonçalo'], f: ['Ana', 'Mariana', 'Beatriz', 'Inês', 'Leonor'], s: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Gonçalves', 'Almeida', 'Carvalho'] },
  el: { m: ['Giorgos', 'Dimitris', 'Nikos', 'Kostas'], f: ['Eleni', 'Maria', 'Katerina', 'Sofia'], s: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Papadakis', 'Oikonomou'] },
  ru: { m: ['Dmitri', 'Sergei', 'Oleksandr', 'Andrei', 'Ivan'], f: ['Olga', 'Natalia', 'Iryna', 'Tatiana', 'Yulia'], s: ['Ivanov', 'Smirnov', 'Shevchenko', 'Kovalenko', 'Volkov', 'Popov', 'Morozov'] },
}
const FEM = { pl: (s) => s.replace(/ski$/, 'ska').replace(/cki$/, 'cka'), ru: (s) => (/(ov|in|ev)$/.test(s) ? s + 'a' : s) }

let DOB_COUNTER = 0
export function person (culture, opts = {}) {
  culture = culture || pick(['de', 'de', 'de', 'en', 'en', 'en', 'fr', 'es', 'it', 'nl', 'sv', 'pl', 'tr', 'ar', 'in', 'zh', 'pt', 'ng', 'el', 'ru', 'ja', 'ko', 'vi', 'no', 'da', 'fi'])
  const N = NAMES[culture]
  const sex = opts.sex || (chance(0.5) ? 'f' : 'm')
  const first = pick(N[sex])
  let last = pick(N.s)
  if (sex === 'f' && FEM[culture]) last = FEM[culture](last)
  if (culture === 'es' && chance(0.7)) last = last + ' ' + pick(N.s)
  let full = `${first} ${last}`
  if (['zh', 'ko'].includes(culture) && chance(0.4)) full = `${last} ${first}`
  if (culture === 'vi') full = `${last} ${first}`
  let middle
  if (culture === 'en' && chance(0.2)) { middle = pick(['J.', 'A.', 'M.', 'R.', 'Lee', 'Anne', 'Marie', 'Edward']); full = `${first} ${middle} ${last}` }
  DOB_COUNTER++
  const y = opts.minYear ? int(opts.minYear, opts.maxYear || 2004) : int(1944, 2004)
  const dob = new Date(Date.UTC(y, int(0, 11), int(1, 28)))
  const p = { culture, sex, first, last, full, middle, dob }
  p.email = email(p, opts.domain)
  return p
}
const FREEMAIL = { de: ['gmail.com', 'web.de', 'gmx.de', 't-online.de', 'gmx.net', 'posteo.de', 'outlook.de', 'freenet.de'], en: ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.co.uk', 'icloud.com', 'btinternet.com', 'aol.com', 'proton.me'], fr: ['orange.fr', 'free.fr', 'gmail.com', 'laposte.net', 'hotmail.fr', 'sfr.fr'], es: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net'], it: ['libero.it', 'gmail.com', 'virgilio.it', 'alice.it', 'tiscali.it'], nl: ['ziggo.nl', 'gmail.com', 'kpnmail.nl', 'hotmail.nl', 'xs4all.nl'], sv: ['telia.com', 'gmail.com', 'hotmail.se'], no: ['online.no', 'gmail.com'], da: ['mail.dk', 'gmail.com'], fi: ['gmail.com', 'luukku.com'], pl: ['wp.pl', 'onet.pl', 'gmail.com', 'o2.pl'] }
export function email (p, domain) {
  const f = (p.culture === 'de' ? deTranslit : strip)(p.first).toLowerCase().replace(/[^a-z]/g, '')
  const l = (p.culture === 'de' ? deTranslit : strip)(p.last).toLowerCase().replace(/[^a-z]/g, '')
  const d = domain || pick(FREEMAIL[p.culture] || ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me'])
  const local = pick([`${f}.${l}`, `${f}.${l}`, `${f[0]}.${l}`, `${f}${l}${int(1, 99)}`, `${l}.${f}`, `${f}_${l}`, `${f}${int(70, 99)}`, `${f[0]}${l}`, `${f}.${l}+${pick(['shop', 'news', 'bank', 'work'])}`])
  return `${local}@${d}`
}
export const COMPANIES = [
  { name: 'Nordwind Logistik GmbH', dom: 'nordwind-logistik.de', cc: 'DE' }, { name: 'Kessler & Partner Steuerberatung', dom: 'kessler-partner.de', cc: 'DE' },
  { name: 'Brightline Analytics Ltd', dom: 'brightline.io', cc: 'GB' }, { name: 'Helvetia Trade AG', dom: 'helvetia-trade.ch', cc: 'CH' },
  { name: 'Lumen Health Ltd', dom: 'lumenhealth.co.uk', cc: 'GB' }, { name: 'Solaria Energía S.L.', dom: 'solaria-energia.es', cc: 'ES' },
  { name: 'Ferrovia Tech S.r.l.', dom: 'ferroviatech.it', cc: 'IT' }, { name: 'Tulpenhof B.V.', dom: 'tulpenhof.nl', cc: 'NL' },
  { name: 'Fjordline Data AS', dom: 'fjordline-data.no', cc: 'NO' }, { name: 'Bergmann Maschinenbau GmbH', dom: 'bergmann-mb.de', cc: 'DE' },
  { name: 'Cobalt Ridge Inc.', dom: 'cobaltridge.com', cc: 'US' }, { name: 'Pinecrest Dental Group', dom: 'pinecrestdental.com', cc: 'US' },
  { name: 'Atelier Lumière SARL', dom: 'atelier-lumiere.fr', cc: 'FR' }, { name: 'Donau Software GmbH', dom: 'donausoft.at', cc: 'AT' },
  { name: 'Stadtwerke Musterhausen', dom: 'sw-musterhausen.de', cc: 'DE' }, { name: 'Vinterhav AB', dom: 'vinterhav.se', cc: 'SE' },
  { name: 'Hanse Immobilien KG', dom: 'hanse-immo.de', cc: 'DE' }, { name: 'Quartz Cloud Services', dom: 'quartzcloud.dev', cc: 'US' },
]
export const company = (cc) => pick(cc ? COMPANIES.filter((c) => c.cc === cc).concat([]) : COMPANIES) || pick(COMPANIES)
export const workEmail = (p, dom) => email(p, dom)

// ---------------------------------------------------------------- phones
const g = (s, sizes, sep = ' ') => { const out = []; let i = 0; for (const n of sizes) { out.push(s.slice(i, i + n)); i += n } if (i < s.length) out.push(s.slice(i)); return out.join(sep) }
export function phone (cc, kind) {
  kind = kind || (chance(0.6) ? 'mobile' : 'land')
  const f = {
    DE: () => {
      if (kind === 'mobile') { const pre = pick(['151', '152', '157', '159', '160', '162', '163', '170', '171', '172', '173', '174', '175', '176', '177', '178', '179']); const sub = pre.startsWith('15') ? nzdigits(8) : nzdigits(pick([7, 7, 8])); return pick([`+49 ${pre} ${sub}`, `0${pre} ${sub}`, `0${pre}/${sub}`, `+49 (0)${pre} ${sub}`, `0049 ${pre} ${sub}`, `0${pre}-${sub}`, `+49${pre}${sub}`, `0${pre} ${g(sub, [3, 2, 2])}`]) }
      const [ac, len] = pick([['30', 8], ['40', 8], ['89', 8], ['69', 8], ['221', 7], ['211', 7], ['711', 7], ['341', 7], ['351', 7], ['511', 7], ['911', 7], ['421', 7], ['6221', 6], ['761', 7], ['228', 7]]); const sub = nzdigits(len)
      return pick([`+49 ${ac} ${sub}`, `0${ac} ${sub}`, `0${ac}/${sub}`, `(0${ac}) ${sub}`, `+49 (0)${ac} ${sub}`, `0${ac} ${sub.slice(0, -2)}-${sub.slice(-2)}`, `+49 ${ac} ${sub.slice(0, -3)}-${sub.slice(-3)}`])
    },
    AT: () => { if (kind === 'mobile') { const pre = pick(['664', '650', '676', '699', '660', '681']); const sub = nzdigits(7); return pick([`+43 ${pre} ${sub}`, `0${pre} ${g(sub, [3, 2, 2])}`, `0${pre}/${sub}`, `+43 (0)${pre} ${sub}`]) } const sub = nzdigits(7); return pick([`+43 1 ${sub}`, `01 ${g(sub, [3, 2, 2])}`, `+43 316 ${nzdigits(6)}`, `0662 ${nzdigits(6)}`]) },
    CH: () => { if (kind === 'mobile') { const pre = pick(['76', '77', '78', '79']); const sub = nzdigits(7); return pick([`+41 ${pre} ${g(sub, [3, 2, 2])}`, `0${pre} ${g(sub, [3, 2, 2])}`, `+41${pre}${sub}`, `0041 ${pre} ${g(sub, [3, 2, 2])}`]) } const ac = pick(['44', '43', '31', '61', '22', '21', '41', '71']); const sub = nzdigits(7); return pick([`+41 ${ac} ${g(sub, [3, 2, 2])}`, `0${ac} ${g(sub, [3, 2, 2])}`]) },
    GB: () => {
      if (kind === 'mobile') { const pre = pick(['74', '75', '77', '78', '79']) + digits(2); const sub = nzdigits(6); return pick([`07${pre.slice(1)} ${sub}`.replace(/^07(\d{3})/, '07$1'), `+44 7${pre.slice(1)} ${sub}`, `+44 (0)7${pre.slice(1)} ${g(sub, [3, 3])}`, `07${pre.slice(1)}${sub}`, `07${pre.slice(1)} ${g(sub, [3, 3])}`]) }
      return pick([() => { const s = pick(['7', '8', '3']) + digits(3) + ' ' + nzdigits(4); return pick([`020 ${s}`, `+44 20 ${s}`, `+44 (0)20 ${s}`, `(020) ${s}`]) }, () => { const ac = pick(['161', '113', '117', '131', '141', '121', '114', '115', '191']); const s = String(int(2, 9)) + digits(2) + ' ' + digits(4); return pick([`0${ac} ${s}`, `+44 ${ac} ${s}`, `(0${ac}) ${s}`]) }, () => `01${pick(['223', '865', '904', '273', '392'])} ${nzdigits(6)}`])()
    },
    IE: () => pick([`+353 8${pick([3, 5, 6, 7, 9])} ${nzdigits(3)} ${digits(4)}`, `08${pick([3, 5, 6, 7, 9])} ${nzdigits(3)} ${digits(4)}`, `+353 1 ${nzdigits(3)} ${digits(4)}`]),
    US: () => {
      const ac = pick(['212', '415', '312', '206', '617', '512', '303', '404', '305', '503', '702', '646', '718', '213', '650', '202', '773', '480', '919', '612']); const ex = String(int(2, 9)) + digits(2); const ln = digits(4)
      return pick([`(${ac}) ${ex}-${ln}`, `${ac}-${ex}-${ln}`, `${ac}.${ex}.${ln}`, `+1 ${ac} ${ex} ${ln}`, `+1 (${ac}) ${ex}-${ln}`, `1-${ac}-${ex}-${ln}`, `${ac} ${ex} ${ln}`, `+1-${ac}-${ex}-${ln}`])
    },
    CA: () => { const ac = pick(['604', '416', '514', '403', '613', '778', '905']); return pick([`(${ac}) ${int(2, 9)}${digits(2)}-${digits(4)}`, `+1 ${ac} ${int(2, 9)}${digits(2)} ${digits(4)}`, `${ac}-${int(2, 9)}${digits(2)}-${digits(4)}`]) },
    FR: () => { const n = (kind === 'mobile' ? pick(['6', '7']) : pick(['1', '2', '3', '4', '5'])) + digits(8); const pairs = n.slice(1).match(/../g); return pick([`0${n[0]} ${pairs.join(' ')}`, `0${n[0]}.${pairs.join('.')}`, `+33 ${n[0]} ${pairs.join(' ')}`, `+33 (0)${n[0]} ${pairs.join(' ')}`, `0${n}`, `+33${n}`, `0${n[0]}-${pairs.join('-')}`]) },
    NL: () => { if (kind === 'mobile') { const s = nzdigits(8); return pick([`06-${s}`, `06 ${g(s, [4, 4])}`, `+31 6 ${g(s, [4, 4])}`, `+31 (0)6 ${s}`, `06${s}`, `0031 6 ${s}`]) } const [ac, s] = pick([['20', nzdigits(7)], ['10', nzdigits(7)], ['30', nzdigits(7)], ['70', nzdigits(7)], ['50', nzdigits(7)], ['40', nzdigits(7)]]); return pick([`0${ac}-${g(s, [3, 4], ' ')}`, `+31 ${ac} ${g(s, [3, 4])}`, `0${ac} ${s}`]) },
    BE: () => (kind === 'mobile' ? pick([`+32 4${int(70, 99)} ${digits(2)} ${digits(2)} ${digits(2)}`, `04${int(70, 99)} ${digits(2)} ${digits(2)} ${digits(2)}`, `04${int(70, 99)}/${digits(2)}.${digits(2)}.${digits(2)}`]) : pick([`+32 2 ${nzdigits(3)} ${digits(2)} ${digits(2)}`, `02 ${nzdigits(3)} ${digits(2)} ${digits(2)}`, `03 ${nzdigits(3)} ${digits(2)} ${digits(2)}`])),
    IT: () => { if (kind === 'mobile') { const pre = pick(['320', '328', '333', '338', '340', '347', '349', '366', '380', '393', '331']); const s = nzdigits(7); return pick([`+39 ${pre} ${g(s, [3, 4])}`, `${pre} ${s}`, `${pre} ${g(s, [3, 4])}`, `+39 ${pre}${s}`, `0039 ${pre} ${s}`, `${pre}-${s}`]) } return pick([`06 ${nzdigits(4)} ${digits(4)}`, `+39 06 ${nzdigits(8)}`, `02 ${nzdigits(4)} ${digits(4)}`, `+39 02 ${nzdigits(4)} ${digits(4)}`, `055 ${nzdigits(6)}`, `011 ${nzdigits(7)}`]) },
    ES: () => { if (kind === 'mobile') { const pre = pick(['6', '6', '6', '7' + int(1, 4)]); const s = pre + digits(9 - pre.length); return pick([`+34 ${g(s, [3, 3, 3])}`, `${g(s, [3, 3, 3])}`, `${s.slice(0, 3)} ${g(s.slice(3), [2, 2, 2])}`, `+34${s}`, `(+34) ${g(s, [3, 3, 3])}`]) } const s = pick(['91', '93', '96', '95', '94']) + nzdigits(7); return pick([`${s.slice(0, 2)} ${g(s.slice(2), [3, 2, 2])}`, `+34 ${g(s, [3, 3, 3])}`, `${g(s, [3, 3, 3])}`]) },
    PL: () => { const s = pick(['50', '51', '53', '57', '60', '66', '69', '72', '78', '79', '88']) + digits(7); return pick([`+48 ${g(s, [3, 3, 3])}`, `${g(s, [3, 3, 3], '-')}`, `${g(s, [3, 3, 3])}`, `+48${s}`]) },
    SE: () => (kind === 'mobile' ? (() => { const p = pick(['70', '72', '73', '76', '79']); const s = nzdigits(7); return pick([`+46 ${p} ${g(s, [3, 2, 2])}`, `0${p}-${g(s, [3, 2, 2])}`, `0${p} ${g(s, [3, 2, 2])}`, `+46${p}${s}`]) })() : pick([`+46 8 ${nzdigits(3)} ${digits(2)} ${digits(2)}`, `08-${nzdigits(3)} ${digits(2)} ${digits(2)}`, `+46 31 ${nzdigits(3)} ${digits(2)} ${digits(2)}`])),
    NO: () => { const s = pick(['4', '9']) + digits(7); return pick([`+47 ${g(s, [3, 2, 3])}`, `+47 ${g(s, [2, 2, 2, 2])}`, `${g(s, [3, 2, 3])}`, `+47${s}`]) },
    DK: () => { const s = pick(['2', '3', '4', '5', '6']) + digits(7); return pick([`+45 ${g(s, [2, 2, 2, 2])}`, `${g(s, [2, 2, 2, 2])}`, `+45${s}`]) },
    FI: () => { const p = pick(['40', '41', '44', '45', '50']); const s = nzdigits(7); return pick([`+358 ${p} ${s}`, `0${p} ${g(s, [3, 4])}`, `+358 ${p} ${g(s, [3, 4])}`, `0${p}-${s}`]) },
    PT: () => { const s = pick(['91', '92', '93', '96']) + digits(7); return pick([`+351 ${g(s, [3, 3, 3])}`, `${g(s, [3, 3, 3])}`]) },
    IN: () => { const s = pick(['9', '8', '7', '6']) + digits(9); return pick([`+91 ${g(s, [5, 5])}`, `+91-${s}`, `0${g(s, [5, 5])}`, `+91 ${s}`, `${g(s, [5, 5])}`]) },
    AU: () => { const s = '4' + digits(8); return pick([`+61 ${g(s, [3, 3, 3])}`, `0${g(s, [3, 3, 3])}`, `+61 (0)${g(s, [3, 3, 3])}`, `(02) ${nzdigits(4)} ${digits(4)}`]) },
    SG: () => `+65 ${pick(['8', '9'])}${digits(3)} ${digits(4)}`,
    JP: () => `+81 ${pick(['90', '80', '70'])}-${nzdigits(4)}-${digits(4)}`,
    BR: () => `+55 ${pick(['11', '21', '31', '41'])} 9${digits(4)}-${digits(4)}`,
    TR: () => `+90 5${pick(['32', '33', '35', '42', '44', '05', '55'])} ${digits(3)} ${digits(2)} ${digits(2)}`,
  }[cc]
  return f()
}
export const CULT_CC = { de: ['DE', 'DE', 'DE', 'AT', 'CH'], en: ['GB', 'US', 'US', 'GB', 'IE', 'CA', 'AU'], fr: ['FR', 'FR', 'BE', 'CH'], es: ['ES'], it: ['IT'], nl: ['NL', 'NL', 'BE'], sv: ['SE'], no: ['NO'], da: ['DK'], fi: ['FI'], pl: ['PL'], tr: ['DE', 'TR'], ar: ['DE', 'FR', 'GB'], in: ['IN', 'GB', 'US'], zh: ['US', 'GB', 'DE', 'SG'], ja: ['JP', 'US'], ko: ['US', 'DE'], vi: ['FR', 'US', 'DE'], ng: ['GB', 'US'], pt: ['PT', 'BR'], el: ['DE', 'GB'], ru: ['DE', 'PL'] }
export const ccOf = (p) => pick(CULT_CC[p.culture] || ['DE'])

// ---------------------------------------------------------------- addresses
const DE_STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schillerstraße', 'Goethestraße', 'Lindenstraße', 'Am Markt', 'Kirchweg', 'Berliner Allee', 'Rosenweg', 'Karl-Marx-Straße', 'Friedrich-Ebert-Straße', 'Schulstr.', 'Mühlenweg', 'Marktplatz', 'Ringstraße', 'Wilhelmstr.', 'Kastanienallee', 'Sonnenstraße', 'Tannenweg', 'Kantstraße', 'Eichendorffstr.', 'Uhlandstraße', 'Parkstraße', 'Dorfstraße', 'Sandweg', 'Lerchenfeldgasse', 'Königsallee', 'Hohe Straße', 'Bergstraße', 'Breite Straße', 'Unter den Linden', 'Domplatz', 'Fischerstraße', 'Auf dem Kamp', 'Heinrich-Heine-Str.', 'Am Stadtpark']
const DE_CITIES = ['10115 Berlin', '10435 Berlin', '12043 Berlin', '20095 Hamburg', '22767 Hamburg', '80331 München', '81675 München', '50667 Köln', '60311 Frankfurt am Main', '70173 Stuttgart', '40213 Düsseldorf', '04109 Leipzig', '01067 Dresden', '30159 Hannover', '90402 Nürnberg', '28195 Bremen', '44135 Dortmund', '45127 Essen', '69117 Heidelberg', '79098 Freiburg im Breisgau', '06108 Halle (Saale)', '93047 Regensburg', '24103 Kiel', '18055 Rostock', '99084 Erfurt', '53111 Bonn', '55116 Mainz', '65183 Wiesbaden', '48143 Münster', '33602 Bielefeld', '76133 Karlsruhe', '89073 Ulm', '37073 Göttingen', '86150 Augsburg']
const AT = [['Mariahilfer Straße', '1060 Wien'], ['Landstraßer Hauptstraße', '1030 Wien'], ['Herrengasse', '8010 Graz'], ['Getreidegasse', '5020 Salzburg'], ['Schönbrunner Straße', '1050 Wien'], ['Praterstraße', '1020 Wien'], ['Landstraße', '4020 Linz'], ['Maria-Theresien-Straße', '6020 Innsbruck'], ['Alter Platz', '9020 Klagenfurt'], ['Favoritenstraße', '1100 Wien']]
const CH = [['Bahnhofstrasse', '8001 Zürich'], ['Seefeldstrasse', '8008 Zürich'], ['Langstrasse', '8004 Zürich'], ['Kramgasse', '3011 Bern'], ['Freie Strasse', '4051 Basel'], ['Rue du Rhône', '1204 Genève'], ['Avenue de la Gare', '1003 Lausanne'], ['Pilatusstrasse', '6003 Luzern'], ['Marktgasse', '9000 St. Gallen'], ['Badenerstrasse', '8004 Zürich']]
const UK_ST = ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue', 'Queens Road', 'Clarendon Road', 'Mill Lane', 'Kingsway', 'Albert Terrace', 'Oxford Road', 'Green Lane', 'Manor Close', 'Granville Street', 'Beech Grove', 'Hillside Crescent', 'Marlborough Road', 'Chapel Street', 'Wellington Place']
const UK_CITY = ['London E8 3PN', 'London N1 9GU', 'London SE15 4QL', 'London SW11 6HW', 'London W12 7RJ', 'Manchester M14 5TQ', 'Leeds LS6 1DR', 'Bristol BS6 7EX', 'Cardiff CF10 1EP', 'Edinburgh EH3 9DR', 'Glasgow G12 8QQ', 'Birmingham B15 2TT', 'Liverpool L17 8XY', 'Sheffield S10 2TN', 'Nottingham NG7 2RD', 'Oxford OX4 1DA', 'Cambridge CB1 2LA', 'Belfast BT9 6AA', 'Brighton BN2 1TW', 'York YO10 5DD', 'Norwich NR2 3AB', 'Swansea SA1 6EL']
const US_ST = ['Maple Avenue', 'Oak Street', 'Elm St', 'Main Street', 'Sunset Blvd', 'Pine Street', 'Washington Ave', 'Lakeview Dr', 'Cedar Lane', 'Broadway', 'Market St', 'Peachtree St NE', 'Congress Ave', 'N Michigan Ave', 'W 46th St', 'Mission St', 'Magnolia Ave', 'Hawthorne Blvd', 'Willow Court', 'Bayview Rd', 'SE Division St']
const US_CITY = ['Portland, OR 97205', 'Austin, TX 78701', 'Chicago, IL 60614', 'Seattle, WA 98103', 'San Francisco, CA 94110', 'Brooklyn, NY 11215', 'Boston, MA 02116', 'Denver, CO 80206', 'Atlanta, GA 30309', 'Columbus, OH 43215', 'Madison, WI 53703', 'Phoenix, AZ 85004', 'Miami, FL 33131', 'Minneapolis, MN 55408', 'Raleigh, NC 27601', 'Springfield, IL 62704', 'Nashville, TN 37203', 'Salt Lake City, UT 84111', 'San Diego, CA 92103', 'Jersey City, NJ 07302']
const FR = [['rue de la République', '69002 Lyon'], ['avenue Jean Jaurès', '75019 Paris'], ['boulevard Victor Hugo', '06000 Nice'], ['place du Capitole', '31000 Toulouse'], ['rue Sainte-Catherine', '33000 Bordeaux'], ['allée des Tilleuls', '44000 Nantes'], ['rue Nationale', '59000 Lille'], ['rue du Faubourg Saint-Antoine', '75011 Paris'], ['quai des Bateliers', '67000 Strasbourg'], ['rue Paradis', '13006 Marseille'], ['chemin des Vignes', '34000 Montpellier']]
const ES = [['Calle de Alcalá', '28009 Madrid'], ['Calle Mayor', '28013 Madrid'], ['Avda. Diagonal', '08006 Barcelona'], ['Carrer de Mallorca', '08036 Barcelona'], ['Calle Sierpes', '41004 Sevilla'], ['Gran Vía', '46005 Valencia'], ['Calle Larios', '29005 Málaga'], ['Paseo de la Castellana', '28046 Madrid'], ['Calle San Vicente', '48001 Bilbao']]
const IT = [['Via Roma', '00184 Roma'], ['Via Garibaldi', '10122 Torino'], ['Corso Buenos Aires', '20124 Milano'], ['Piazza Maggiore', '40124 Bologna'], ['Via dei Calzaiuoli', '50122 Firenze'], ['Via Toledo', '80134 Napoli'], ['Via Etnea', '95131 Catania'], ['Viale Monza', '20127 Milano (MI)'], ['Via XX Settembre', '16121 Genova'], ['Via Nazionale', '00184 Roma']]
const NL = [['Keizersgracht', '1015 CJ Amsterdam'], ['Oudegracht', '3511 AB Utrecht'], ['Coolsingel', '3011 AD Rotterdam'], ['Grote Markt', '9711 LV Groningen'], ['Laan van Meerdervoort', '2517 AK Den Haag'], ['Wilhelminastraat', '5611 HJ Eindhoven'], ['Meir', '2000 Antwerpen'], ['Rue de la Loi', '1000 Bruxelles'], ['Breestraat', '2311 CH Leiden']]
const NORD = { SE: [['Drottninggatan', '111 21 Stockholm'], ['Kungsgatan', '411 19 Göteborg'], ['Storgatan', '211 34 Malmö'], ['Sveavägen', '113 59 Stockholm']], NO: [['Storgata', '0155 Oslo'], ['Bryggen', '5003 Bergen'], ['Thorvald Meyers gate', '0555 Oslo']], DK: [['Nørrebrogade', '2200 København N'], ['Vestergade', '8000 Aarhus C'], ['Amagerbrogade', '2300 København S']], FI: [['Mannerheimintie', '00100 Helsinki'], ['Hämeenkatu', '33200 Tampere'], ['Aleksanterinkatu', '00170 Helsinki']] }
const hn = () => pick([String(int(1, 60)), String(int(1, 180)), `${int(1, 40)}${pick(['a', 'b', 'c'])}`, `${int(1, 30)}-${int(31, 40)}`, String(int(1, 12))])
export function address (cc, opt = {}) {
  const ml = opt.multiline
  const sep = ml ? '\n' : opt.sep || ', '
  switch (cc) {
    case 'DE': { const s = `${pick(DE_STREETS)} ${hn()}`; const c = pick(DE_CITIES); return `${s}${ml ? '\n' : pick([', ', ', ', ', ', ' · ', ' | ', ', D-'].map((x) => (opt.sep || x)))}${c}`.replace(', D-D-', ', D-') }
    case 'AT': { const [st, c] = pick(AT); const n = c.includes('Wien') && chance(0.5) ? `${int(1, 120)}/${int(1, 5)}/${int(1, 20)}` : String(int(1, 80)); return `${st} ${n}${sep}${chance(0.2) && !ml ? 'A-' : ''}${c}` }
    case 'CH': { const [st, c] = pick(CH); return `${st} ${int(1, 120)}${sep}${chance(0.2) && !ml ? 'CH-' : ''}${c}` }
    case 'GB': { const flat = chance(0.25) ? `Flat ${int(1, 12)}${ml ? '\n' : ', '}` : ''; return `${flat}${int(1, 220)} ${pick(UK_ST)}${sep}${pick(UK_CITY)}` }
    case 'US': case 'CA': { const apt = chance(0.3) ? pick([`, Apt ${int(1, 30)}${pick(['A', 'B', 'C', ''])}`, `, Unit ${int(100, 999)}`, ` #${int(1, 40)}`, `, Suite ${int(100, 900)}`]) : ''; const c = pick(US_CITY); const zip4 = chance(0.15) ? `-${digits(4)}` : ''; return `${int(10, 9999)} ${pick(US_ST)}${apt}${sep}${c}${zip4}` }
    case 'FR': { const [st, c] = pick(FR); return `${int(1, 120)}${pick(['', '', ' bis', ','])} ${st}${sep}${c}` }
    case 'ES': { const [st, c] = pick(ES); return `${st} ${int(1, 200)}${pick(['', `, ${int(1, 8)}º ${pick(['A', 'B', 'izq.', 'dcha.'])}`])}${sep}${c}` }
    case 'IT': { const [st, c] = pick(IT); return `${st} ${int(1, 250)}${pick(['', '', '/A'])}${sep}${c}` }
    case 'NL': case 'BE': { const [st, c] = pick(NL); return `${st} ${int(1, 400)}${pick(['', '', '-II', ' A', 'bis'])}${sep}${c}` }
    case 'SE': case 'NO': case 'DK': case 'FI': { const [st, c] = pick(NORD[cc]); return `${st} ${int(1, 90)}${cc === 'FI' && chance(0.5) ? ` ${pick(['A', 'B'])} ${int(1, 30)}` : ''}${cc === 'DK' && chance(0.5) ? `, ${int(1, 5)}. tv.` : ''}${sep}${c}` }
    case 'PL': return `ul. ${pick(['Marszałkowska', 'Floriańska', 'Piotrkowska', 'Długa'])} ${int(1, 140)}${chance(0.4) ? ` m. ${int(1, 40)}` : ''}${sep}${pick(['00-514 Warszawa', '31-019 Kraków', '90-001 Łódź', '80-831 Gdańsk'])}`
    default: return address('DE', opt)
  }
}
export const addrCc = (cc) => (['DE', 'AT', 'CH', 'GB', 'US', 'FR', 'ES', 'IT', 'NL', 'BE', 'SE', 'NO', 'DK', 'FI', 'PL', 'CA'].includes(cc) ? cc : 'DE')

// ---------------------------------------------------------------- dates of birth
const MON = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
}
export function fmtDate (d, style) {
  const D = d.getUTCDate(); const M = d.getUTCMonth() + 1; const Y = d.getUTCFullYear()
  const S = {
    de: () => pick([`${pad(D)}.${pad(M)}.${Y}`, `${pad(D)}.${pad(M)}.${Y}`, `${D}. ${MON.de[M - 1]} ${Y}`, `${D}.${M}.${Y}`, `${Y}-${pad(M)}-${pad(D)}`]),
    gb: () => pick([`${pad(D)}/${pad(M)}/${Y}`, `${D} ${MON.en[M - 1]} ${Y}`, `${pad(D)}-${MON.en[M - 1].slice(0, 3)}-${Y}`, `${D}${[, 'st', 'nd', 'rd'][D % 10 < 4 && (D < 10 || D > 20) ? D % 10 : 0] || 'th'} ${MON.en[M - 1]} ${Y}`, `${pad(D)}/${pad(M)}/${Y}`]),
    us: () => pick([`${pad(M)}/${pad(D)}/${Y}`, `${MON.en[M - 1]} ${D}, ${Y}`, `${MON.en[M - 1].slice(0, 3)} ${D}, ${Y}`, `${M}/${D}/${Y}`, `${Y}-${pad(M)}-${pad(D)}`]),
    fr: () => pick([`${pad(D)}/${pad(M)}/${Y}`, `${D} ${MON.fr[M - 1]} ${Y}`, `${D === 1 ? '1er' : D} ${MON.fr[M - 1]} ${Y}`]),
    es: () => pick([`${pad(D)}/${pad(M)}/${Y}`, `${D} de ${MON.es[M - 1]} de ${Y}`, `${pad(D)}-${pad(M)}-${Y}`]),
    it: () => pick([`${pad(D)}/${pad(M)}/${Y}`, `${D} ${MON.it[M - 1]} ${Y}`, `${pad(D)}.${pad(M)}.${Y}`]),
    nl: () => pick([`${pad(D)}-${pad(M)}-${Y}`, `${D} ${MON.nl[M - 1]} ${Y}`, `${pad(D)}/${pad(M)}/${Y}`]),
    sv: () => pick([`${Y}-${pad(M)}-${pad(D)}`, `${D} ${MON.sv[M - 1]} ${Y}`]),
    iso: () => `${Y}-${pad(M)}-${pad(D)}`,
    dmy: () => `${pad(D)}.${pad(M)}.${Y}`,
    gbslash: () => `${pad(D)}/${pad(M)}/${Y}`,
    usslash: () => `${pad(M)}/${pad(D)}/${Y}`,
    gbtext: () => `${D} ${MON.en[M - 1]} ${Y}`,
    ustext: () => `${MON.en[M - 1]} ${D}, ${Y}`,
  }
  return (S[style] || S.iso)()
}

// ---------------------------------------------------------------- secrets (crypto.randomBytes)
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const b64u = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
export const SECRETS = {
  aws: () => pick(['AKIA', 'AKIA', 'ASIA']) + srand(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'),
  awsSecret: () => srand(40, B64),
  github: () => pick(['ghp_', 'ghp_', 'gho_', 'ghs_', 'ghu_']) + srand(36),
  githubPat: () => 'github_pat_' + srand(22) + '_' + srand(59),
  gitlab: () => 'glpat-' + srand(20, B64URL),
  slackBot: () => `xoxb-${srand(11, '0123456789')}-${srand(13, '0123456789')}-${srand(24)}`,
  slackUser: () => `xoxp-${srand(11, '0123456789')}-${srand(12, '0123456789')}-${srand(13, '0123456789')}-${shex(32)}`,
  slackWebhook: () => `https://hooks.slack.com/services/T${srand(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/B${srand(10, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/${srand(24)}`,
  stripe: () => pick(['sk_live_', 'sk_live_', 'rk_live_']) + srand(pick([24, 99])),
  stripeWebhook: () => 'whsec_' + srand(32),
  openai: () => (chance(0.7) ? 'sk-proj-' + srand(48, B64URL) + 'T3BlbkFJ' + srand(48, B64URL) : 'sk-' + srand(20) + 'T3BlbkFJ' + srand(20)),
  anthropic: () => 'sk-ant-api03-' + srand(93, B64URL) + 'AA',
  google: () => 'AIza' + srand(35, B64URL),
  npm: () => 'npm_' + srand(36),
  pypi: () => 'pypi-AgEIcHlwaS5vcmc' + srand(int(60, 120), B64URL),
  sendgrid: () => 'SG.' + srand(22, B64URL) + '.' + srand(43, B64URL),
  twilioKey: () => 'SK' + shex(32),
  hex32: () => shex(32),
  mailgun: () => 'key-' + shex(32),
  hf: () => 'hf_' + srand(34, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'),
  shopify: () => 'shpat_' + shex(32),
  docker: () => 'dckr_pat_' + srand(27, B64URL),
  digitalocean: () => 'dop_v1_' + shex(64),
  telegram: () => `${srand(1, '123456789')}${srand(9, '0123456789')}:AA${srand(33, B64URL)}`,
  newrelic: () => 'NRAK-' + srand(27, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  datadog: () => shex(32),
  azureKey: () => sb64(64),
  jwt: (claims) => `${b64u({ alg: pick(['HS256', 'RS256']), typ: 'JWT' })}.${b64u(claims || { sub: String(int(1000, 99999)), iat: 1716000000 + int(0, 9999999), exp: 1716000000 + int(10000000, 20000000), scope: 'read write' })}.${sb64url(pick([32, 256]))}`,
  password: () => pick([
    () => srand(1, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz') + srand(int(11, 19), 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!$%&*#@'),
    () => pick(['Sommer', 'Winter', 'Hamburg', 'Bayern', 'Summer', 'Autumn', 'Dragon', 'Monkey', 'Sunshine', 'Liverpool', 'Frühling', 'Kaffee']) + int(1970, 2025) + pick(['!', '#', '$', '?', '!!', '']),
    () => srand(24, B64URL), () => srand(16),
    () => pick(['Tr0ub4dor', 'P@ssw0rd', 'Welc0me', 'Geheim', 'Zugang', 'Admin']) + srand(4, '0123456789') + pick(['!', '&', '%']),
  ])(),
  pem: (kind) => {
    kind = kind || pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'EC PRIVATE KEY'])
    const lead = { 'RSA PRIVATE KEY': 'MIIEpAIBAAKCAQEA', 'PRIVATE KEY': 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', 'OPENSSH PRIVATE KEY': 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA', 'EC PRIVATE KEY': 'MHcCAQEEI' }[kind]
    const nlines = kind === 'EC PRIVATE KEY' ? 3 : int(6, 10); const width = kind === 'OPENSSH PRIVATE KEY' ? 70 : 64
    let body = lead + sb64(nlines * width); body = body.slice(0, nlines * width - int(5, 30)).replace(/=+$/, '')
    const lines = body.match(new RegExp(`.{1,${width}}`, 'g'))
    return `-----BEGIN ${kind}-----\n${lines.join('\n')}\n-----END ${kind}-----`
  },
  dbpw: () => srand(int(14, 26)),
  basic: (user) => Buffer.from(`${user || 'svc-deploy'}:${srand(16)}`).toString('base64'),
  bearer: () => srand(40, B64URL),
  urlValue: () => pick([() => srand(int(24, 40)), () => shex(40), () => srand(32, B64URL), () => sb64url(24)])(),
}
export const secret = (k) => SECRETS[k]()
