import { Hit, type Detector, type Match } from '../types.ts'
import { anchorsOf, execAt, isAsciiAlnumCode, isDense, firstAbove, firstAtLeast, FIRST_LOWER, FIRST_UPPER, HAS_DIGIT, HAS_UNDERSCORE, WordGate, type Anchors, type IntList } from '../anchors.ts'
import { columnHasContext, contextWords, hasContextIn, isWordChar, type ContextWords } from '../context.ts'
import { digitsAfter } from '../intl/shared.ts'

/**
 * Postal addresses: street + house number + postcode + city for Germany (5-digit PLZ), Austria and
 * Switzerland (4-digit PLZ); UK addresses ending in a UK postcode; US addresses ending in a state code
 * and ZIP. Every quantifier is bounded and every match starts at a token start, so the scan is linear.
 * The city is one capitalised word (hyphenated parts allowed) plus at most one known second part
 * ("am Main", "(Saale)", "im Breisgau"): words after the city are never taken.
 */

/** Builds "[sS]traße|…" so a suffix matches both in "Hauptstraße" and in "Karl-Marx-Straße". */
function eitherCase (words: readonly string[]): string {
  return words.map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1).replace(/\./g, '\\.')}`).join('|')
}

const SUFFIXES = ['straße', 'strasse', 'str.', 'weg', 'gasse', 'platz', 'allee', 'ring', 'damm', 'ufer', 'chaussee',
  'steig', 'stieg', 'pfad', 'markt', 'berg', 'hof', 'graben', 'kai', 'zeile', 'promenade', 'gürtel', 'lände', 'wall',
  'steg', 'kamp', 'feld', 'garten', 'park', 'tor', 'brücke', 'höhe', 'hang', 'winkel', 'anger', 'grund', 'bogen',
  'blick', 'leite', 'hain', 'horst', 'au', 'aue', 'dorf', 'siedlung', 'gässle', 'gässchen', 'twiete', 'kamp', 'wiese',
  // Names of fields, woods and waters that streets take ("Weyertal", "Brunnmatt", "Lindenbruch")
  'tal', 'heide', 'busch', 'bruch', 'born', 'brunnen', 'mühle', 'kreuz', 'rain', 'halde', 'matt', 'matte', 'acker', 'wald', 'holz']
const SUFFIX = eitherCase(SUFFIXES)
const SUFFIX_WORD = SUFFIXES.map((w) => w[0].toUpperCase() + w.slice(1).replace(/\./g, '\\.')).join('|')

const UP = 'A-ZÄÖÜ'
const LOW = '\\p{Ll}ß'
const WORD = `[${UP}][${LOW}]{1,30}`

/** "Hauptstraße", "Bahnhofstrasse", "Karl-Marx-Allee", "Hauptstr." */
const COMPOUND = `[${UP}][\\p{L}-]{0,40}?(?:${SUFFIX})`
/** "Mariahilfer Straße", "Breisacher Str.", "Alte Jakobstraße", "Neue Gasse" */
const ADJECTIVE = `(?:[${UP}][\\p{L}-]{1,30}(?:er|sche|sches|schen)|Alte|Alter|Neue|Neuer|Obere|Untere|Große|Kleine|Lange|Hohe|Breite|Kurze|Hintere|Vordere|Innere|Äußere) (?:${SUFFIX_WORD}|${COMPOUND})`
/** "Am Markt", "Unter den Linden", "Zur Mühle", "An der Alster" */
const ARTICLE = `(?:Am|An der|An den|Auf der|Auf dem|Auf den|Im|In der|In den|Unter den|Unter der|Zum|Zur|Hinter der|Hinter dem|Vor dem|Beim|Bei der|Über der|Alt) ${WORD}(?:-${WORD}){0,2}`
/** "Straße des 17. Juni", "Platz der Republik" */
const OF_FORM = `(?:Straße|Strasse|Platz|Allee|Ufer|Weg|Ring|Damm|Gasse) (?:des|der|dem|den|vom|zum|zur) (?:(?:\\d{1,2}\\.|[${UP}][\\p{L}]{1,25}) ){0,2}[${UP}][\\p{L}]{1,25}`

/** Austrian stair and door numbers ("4/2/15"), then a floor or flat after the number ("2. OG", "Top 5", "Hinterhaus"). */
const HOUSE_NO = '\\d{1,4}(?: ?[a-zA-Z](?![\\p{L}]))?(?: ?[-–/] ?\\d{1,4}[a-zA-Z]?)?(?:/\\d{1,4}[a-zA-Z]?){0,2}'
const FLOOR = '(?:,? (?:\\d{1,2}\\. ?(?:OG|Obergeschoss|Stock|Etage|Geschoss)|EG|DG|UG|Erdgeschoss|Dachgeschoss|Hinterhaus|Vorderhaus|Seitenflügel|Gartenhaus|' +
  '(?:Top|Tür|Whg\\.?|Wohnung|App\\.?|Stiege|Stg\\.?) ?\\d{1,4}[a-z]?)(?![\\p{L}\\p{N}])){0,2}'
/** Between street and postcode: a comma, a line break (the next line maybe indented, as on labels), spaces, or a middle dot or bar (letterheads). */
const SEP = '(?:[ \\t]{0,3},[ \\t]{0,3}(?:\\r?\\n[ \\t]{0,24})?|[ \\t]{0,3}\\r?\\n[ \\t]{0,24}|[ \\t]{1,3}[·•|][ \\t]{1,3}|[ \\t]{1,3})'

const CITY_SECOND = ['am Main', 'an der Oder', 'an der Donau', 'an der Saale', 'an der Havel', 'an der Ilm', 'an der Lahn',
  'an der Ruhr', 'an der Weinstraße', 'an der Aisch', 'an der Isar', 'am Rhein', 'am Neckar', 'am Inn', 'am Lech',
  'am Ammersee', 'am Chiemsee', 'am Bodensee', 'am Harz', 'am Main', 'im Breisgau', 'im Allgäu', 'im Schwarzwald',
  'im Odenwald', 'im Taunus', 'im Vogtland', 'im Innkreis', 'im Mühlkreis', 'in Holstein', 'in Oberbayern',
  'in der Oberpfalz', 'in Westfalen', 'vor der Höhe', 'ob der Tauber', 'an der Tauber', 'bei München', 'bei Berlin',
  'bei Hamburg', 'bei Dresden', 'bei Leipzig', 'bei Wien', 'a. M.', 'a.M.', 'i. Br.', 'i.Br.', 'v. d. Höhe', 'o. d. Tauber']
const CITY = `(?:(?:Bad|St\\.|Sankt|Klein|Groß|Neu|Alt|Markt) )?${WORD}(?:-[${UP}]?[${LOW}]{1,30}){0,3}` +
  `(?: (?:${CITY_SECOND.map((s) => s.replace(/\./g, '\\.')).join('|')})| ?\\([${UP}][\\p{L}.]{1,20}(?: [\\p{L}.]{1,20})?\\)|/[${UP}][${LOW}]{1,20})?`

/**
 * Before a house number and a postcode with its city, a street may have any name: an article and two
 * words ("Am Fort Elisabeth 17"), or two capitalised words ("Lister Meile 27 · 30161 Hannover").
 */
const ANY_DACH_STREET = `${ARTICLE} ${WORD}|${WORD} ${WORD}`
const DACH = new RegExp(
  `(?<![\\p{L}\\p{N}_-])(?<street>${OF_FORM}|${ARTICLE}|${ADJECTIVE}|${COMPOUND}|${ANY_DACH_STREET})[ \\t]{1,3}${HOUSE_NO}${FLOOR}${SEP}` +
  `(?:(?:D|A|CH)-)?(?<plz>\\d{5}|[1-9]\\d{3})[ \\t]{1,3}${CITY}(?![\\p{L}\\p{N}])`,
  'uy'
)

const EN_SUFFIX = 'Street|St\\.?|Road|Rd\\.?|Avenue|Ave\\.?|Lane|Ln\\.?|Drive|Dr\\.?|Court|Ct\\.?|Way|Place|Pl\\.?|Square|Sq\\.?|' +
  'Close|Crescent|Terrace|Gardens|Grove|Hill|Row|Mews|Walk|Parade|Boulevard|Blvd\\.?|Parkway|Pkwy\\.?|Highway|Hwy\\.?|Circle|Cir\\.?|Trail|Plaza'
const EN_WORD = "[A-Z][\\p{L}'’-]{1,25}"
const EN_STREET = `\\d{1,5}[A-Z]?,? (?:${EN_WORD} ){1,3}(?:${EN_SUFFIX})(?: (?:N|S|E|W|NE|NW|SE|SW)\\.?)?` +
  '(?:,? (?:Apt|Suite|Ste|Unit|Flat|Floor|#)\\.? ?#?[A-Z0-9-]{1,6})?'
const EN_SEP = '(?:,[ \\t]{0,2}(?:\\r?\\n[ \\t]{0,2})?|[ \\t]{0,2}\\r?\\n[ \\t]{0,2}|[ \\t]{1,2})'
const EN_CITY = `${EN_WORD}(?: ${EN_WORD}){0,2}`
const UK_POSTCODE = '(?:[A-Z]{1,2}\\d[A-Z\\d]?|GIR) ?\\d[A-Z]{2}'
const US_STATES = 'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|GU|VI'

const UK = new RegExp(`(?<![\\p{L}\\p{N}_-])${EN_STREET}${EN_SEP}(?:${EN_CITY}${EN_SEP})?${UK_POSTCODE}(?![\\p{L}\\p{N}])`, 'uy')
const US = new RegExp(`(?<![\\p{L}\\p{N}_-])${EN_STREET}${EN_SEP}${EN_CITY},? {1,2}(?:${US_STATES}) {1,2}\\d{5}(?:-\\d{4})?(?![\\p{L}\\p{N}])`, 'uy')

/**
 * Streets without a street word ("9 Kingsway", "2208 Broadway") only as part of the full pattern:
 * house number, one capitalised word, a comma, the city, then a well-formed UK postcode (outward code
 * from the letters in use, inward code without C I K M O V) or a comma, a US state code and a ZIP.
 */
// A Welsh article may stand between the words ("14 Heol y Deri", "2 Ffordd yr Eglwys").
const BARE_STREET = '\\d{1,5}[A-Z]? [A-Z][\\p{L}\'’-]{2,25}(?: (?:y |yr )?[A-Z][\\p{L}\'’-]{0,25}){0,2}'
const COMMA = ',[ \\t]{0,2}(?:\\r?\\n[ \\t]{0,2})?'
const UK_POSTCODE_STRICT = '(?:[A-PR-UWYZ][A-HK-Y]?\\d[A-HJKPS-UW\\d]?) ?\\d[ABD-HJLNP-UW-Z]{2}'
const UK_BARE = new RegExp(`(?<![\\p{L}\\p{N}_-])${BARE_STREET}${COMMA}${EN_CITY}(?:${COMMA}|[ \\t]{1,2})${UK_POSTCODE_STRICT}(?![\\p{L}\\p{N}])`, 'uy')
const US_BARE = new RegExp(`(?<![\\p{L}\\p{N}_-])${BARE_STREET}${COMMA}${EN_CITY}, {1,2}(?:${US_STATES}) {1,2}\\d{5}(?:-\\d{4})?(?![\\p{L}\\p{N}])`, 'uy')

/**
 * US addresses whose street type is not in the list above ("4759 William Haven Apt. 194, West Corey,
 * CA 90152"): up to four capitalised words after the house number, an optional unit, then city,
 * state code and ZIP; the state code and ZIP make it an address.
 */
const US_UNIT = '(?:,? (?:Apt|APT|Apartment|APARTMENT|Suite|SUITE|Ste|STE|Unit|UNIT|Fl|FL|Floor|FLOOR|Rm|RM|Room|ROOM|Bldg|BLDG|#)\\.? ?#?[A-Z0-9-]{1,6})?'
const US_LOOSE = new RegExp(`(?<![\\p{L}\\p{N}_-])\\d{1,6} (?:${EN_WORD}\\.? ){0,3}${EN_WORD}\\.?${US_UNIT}${EN_SEP}${EN_CITY},? {1,2}(?:${US_STATES}) {1,2}\\d{5}(?:-\\d{4})?(?![\\p{L}\\p{N}])`, 'uy')

/**
 * Other European addresses: a street, the house number, then a postcode and the city.
 * - Street words that end the name: Nordic (-gatan, -vägen, -vej, -gade, -veien, -tie, -katu …),
 *   Dutch (-straat, -laan, -gracht …); or a street type first: Italian (Via, Piazza, Corso …), Spanish
 *   (Calle, Avenida, Plaza …), Portuguese (Rua, Avenida, Praça …), Polish (ul., al., pl.).
 * - French: house number first ("12 rue de la Paix").
 * - Postcodes: 5 digits (FR, IT, ES, FI), 4 (NO, DK, BE, NL with letters), "111 21" (SE), "1100-053"
 *   (PT), "00-590" (PL), with an optional country prefix (S-, DK-, F-, I-).
 */
const EU_SUFFIX_WORDS = ['gatan', 'gata', 'gate', 'gaten', 'vägen', 'väg', 'gränd', 'torget', 'vej', 'gade', 'allé', 'veien', 'vei', 'vegen', 'tie', 'katu', 'kuja', 'polku',
  'stígur', 'stíg', 'gata', 'vegur', 'braut',
  // Quays, hills, paths and bends of Norway, Denmark and Sweden ("Strandkaien 3", "Kongsbakken 12", "Fiskerstræde 4")
  'kaien', 'kaia', 'brygge', 'bryggen', 'bakken', 'stien', 'svingen', 'stræde', 'vænget', 'backen', 'stigen', 'kajen',
  'straat', 'laan', 'gracht', 'plein', 'kade', 'dijk', 'steeg', 'singel', 'weg']
/** Street words at the end of the name, also in capitals ("KEIZERSGRACHT 212-3" on a payment order). */
const EU_SUFFIX = `(?:${[...EU_SUFFIX_WORDS, ...EU_SUFFIX_WORDS.map((w) => w.toUpperCase())].join('|')})`
const EU_COMPOUND = `\\p{Lu}[\\p{L}-]{0,40}?${EU_SUFFIX}`
const PARTICLE = "(?:de|del|della|delle|dei|degli|di|da|do|dos|das|la|le|les|des|du|d'|l'|el|y|e|i|van|der|den|ter|het|'t)"
const NAME_WORDS = `(?:${PARTICLE} ?|\\p{Lu}[\\p{L}'’.-]{0,30} ){0,4}\\p{Lu}[\\p{L}'’.-]{1,30}`
const TYPE_FIRST = '(?:Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Strada|Lungomare|Calle|C/|Avenida|Avda\\.|Av\\.|Paseo|Plaza|Carrer|Carretera|Camino|Ronda|Travesía|Passeig|Rambla|Passatge|Travessera|Rua|Travessa|Praça|Estrada|' +
  // Belgian and French streets with the type first ("Rue Neuve 12, 1000 Bruxelles"), Dutch "Laan van …", Polish capitalised.
  'Rue|Avenue|Boulevard|Bd|Chaussée|Place|Chemin|Route|Allée|Quai|Impasse|Square|Laan|Ulica|Aleja|Plac|ul\\.|ulica|al\\.|aleja|pl\\.|plac|os\\.|' +
  // The same in capitals (payment orders, labels).
  'VIA|VIALE|PIAZZA|PIAZZALE|CORSO|LARGO|VICOLO|STRADA|CALLE|AVENIDA|AVDA\\.|AV\\.|PASEO|PLAZA|CARRER|RUA|TRAVESSA|PRAÇA|ESTRADA|RUE|AVENUE|BOULEVARD|' +
  'CHAUSSÉE|PLACE|CHEMIN|ROUTE|QUAI|LAAN|ULICA|ALEJA|PLAC|UL\\.|AL\\.|PL\\.)'
const EU_HOUSE = '\\d{1,4}[A-Za-z]?(?: ?[-/] ?\\d{1,4}[A-Za-z]?)?(?: (?:lok\\.|m\\.|lgh) ?\\d{1,4}[A-Za-z]?| (?:hs|huis|bis)(?![\\p{L}]))?(?:,? (?:[A-Z](?: \\d{1,4})?|\\d{1,2}º|\\d{1,2}[ºª]? ?[A-Z]?)(?![\\p{L}\\p{N}]))?' +
  // Floor and door: Spanish "3º izq.", Danish "2. th.", Belgian "bus 2", "bte 3".
  '(?:,? (?:\\d{1,2}[ºª.] ?(?:izq(?:da)?|dcha|der|th|tv|mf|[A-Z])\\.?|\\d{1,2}\\.?[ºª]\\.? ?(?:Esq|Dto|Dt|Dir|Fte|Frente|izq(?:da)?|dcha|der|[A-Z])\\.?|(?:bus|bte|boîte) \\d{1,4}[A-Z]?)(?![\\p{L}\\p{N}]))?'
const EU_POSTCODE = '(?:(?:[A-Z]{1,2}-)?(?:\\d{3} \\d{2}|\\d{4}-\\d{3}|\\d{2}-\\d{3}|\\d{4} ?[A-Z]{2}(?![\\p{L}])|\\d{4,5}))'
// "Den Haag", "La Coruña", "San Sebastián", "Nowy Sącz"; an Italian province code after the city ("Roma RM", "(RM)").
const EU_CITY = '(?:(?:Den|De|La|Le|Les|Las|Los|El|Il|San|Santa|Santo|São|Saint|Sainte|St\\.|Sankt|Nowy|Nowa|Stary|Stara|Ciudad|Villa|Porto) )?' +
  "\\p{Lu}[\\p{L}'’-]{1,30}(?:\\/\\p{Lu}[\\p{L}'’-]{1,30})?(?: \\p{Lu}(?![\\p{L}]))?(?: \\([A-Z]{2}\\)| [A-Z]{2}(?![\\p{L}\\p{N}]))?(?: \\d{1,2}(?![\\p{N}]|[.,]\\d))?"
/** Nordic street words written apart: "Karl Johans gate", "Kongens Nytorv", "Sankt Eriksgatan". */
const EU_APART_WORDS = ['gate', 'gata', 'gatan', 'vei', 'veien', 'vegen', 'vej', 'väg', 'vägen', 'allé', 'plass', 'plads', 'torg', 'torget', 'tie', 'katu',
  // Hungarian streets written apart: "Andrássy út 12", "Pozsonyi utca 3", "Széchenyi tér 1"; Baltic "Universiteto g. 14", "Brīvības iela 40".
  'út', 'utca', 'tér', 'körút', 'g\\.', 'gatvė', 'iela', 'tänav', 'prospektas',
  // Estonian highways and boulevards ("Tartu mnt 52-17"), Latvian avenues and boulevards ("Skanstes gatve 7"), the Lithuanian avenue ("Gedimino pr. 9").
  'mnt', 'maantee', 'puiestee', 'gatve', 'bulvāris', 'prospekts', 'pr\\.',
  // Turkish: "Ertuğrul Gazi Sokak 14", "Bağdat Caddesi 312", "Hesapçı Sk. 18".
  'Sokak', 'Sokağı', 'Sk\\.', 'Caddesi', 'Cad\\.', 'Bulvarı', 'Blv\\.']
const EU_APART = `(?:${[...EU_APART_WORDS, ...EU_APART_WORDS.map((w) => w.toUpperCase())].join('|')})`
/** A Finnish or Nordic compound in lower case after a capitalised word: "Tammelan puistokatu", "Gamla kungsvägen". */
const EU_LOWER_COMPOUND = '\\p{Lu}[\\p{L}\'’.-]{1,30} \\p{Ll}[\\p{L}-]{1,40}?(?:katu|kuja|tie|polku|gatan|vägen|gata|gaten|veien|vej|gade)'
const EU_STREET = `(?:(?:\\p{Lu}[\\p{L}'’.-]{1,30} ){0,2}${EU_COMPOUND}|${EU_LOWER_COMPOUND}|(?:\\p{Lu}[\\p{L}'’.-]{1,30} ){1,2}${EU_APART}|${TYPE_FIRST} ${NAME_WORDS})`
/** Italian and Spanish addresses also put a dash between street and postcode ("Via Roma, 10 - 00184 Roma"). */
const EU_SEP = `(?:${SEP}|[ \\t]{1,3}[-–][ \\t]{1,3})`
const EU = new RegExp(`(?<![\\p{L}\\p{N}_-])${EU_STREET},?[ \\t]{1,3}${EU_HOUSE}${EU_SEP}${EU_POSTCODE}[ \\t]{1,3}${EU_CITY}(?![\\p{L}\\p{N}])`, 'uy')
const FR_TYPE = '(?:rue|avenue|av\\.|boulevard|bd|place|chemin|allée|impasse|quai|cours|route|square|voie|rond-point)'
const FR = new RegExp(`(?<![\\p{L}\\p{N}_-])\\d{1,4}(?: ?(?:bis|ter|[A-Z]))?,? ${FR_TYPE} ${NAME_WORDS}${SEP}(?:F-)?\\d{5}[ \\t]{1,3}${EU_CITY}(?:[ \\t]{1,3}Cedex(?: \\d{1,2})?)?(?![\\p{L}\\p{N}])`, 'iuy')

/**
 * English-language addresses of more countries and layouts, one regex (EN_WIDE) tried after the ones
 * above: a street with a direction ("1234 N Main St"), numbered streets ("W 42nd St"), more street types
 * and their capitals ("16 STATION ROAD"), a unit ("8/27 Beach Road", "Apt 5B"), a French-Canadian street
 * ("1200 rue Sainte-Catherine Ouest") or a PO box; up to two localities ("Westminster, London", "Dublin 2");
 * then a US state (code or name) and ZIP, a Canadian province and postcode, an Australian state and
 * postcode, a UK postcode, an Irish Eircode, or (after a comma or line break) a city and a 4-digit postcode.
 */
const EN_TYPES = ['Street', 'St.', 'Road', 'Rd.', 'Avenue', 'Ave.', 'Av.', 'Lane', 'Ln.', 'Drive', 'Dr.', 'Court', 'Ct.', 'Way', 'Place', 'Pl.',
  'Square', 'Sq.', 'Close', 'Crescent', 'Cres.', 'Terrace', 'Tce.', 'Gardens', 'Gdns.', 'Grove', 'Hill', 'Row', 'Mews', 'Walk', 'Parade', 'Pde.',
  'Boulevard', 'Blvd.', 'Parkway', 'Pkwy.', 'Highway', 'Hwy.', 'Circle', 'Cir.', 'Trail', 'Trl.', 'Plaza', 'Loop', 'Pike', 'Alley', 'Quay',
  'Wharf', 'Green', 'Rise', 'Vale', 'Heights', 'Hts.', 'Park', 'Esplanade', 'Promenade', 'Strand', 'Embankment', 'Expressway', 'Expy.',
  'Turnpike', 'Ridge', 'Crossing', 'Commons', 'Chase', 'Wynd', 'Brae', 'Causeway', 'Broadway']
/** "Street|STREET|St\.?|ST\.?|…": an abbreviation (written with a dot above) takes an optional dot. */
const EN_TYPE = EN_TYPES.flatMap((w) => {
  const word = w.replace(/\.$/, '')
  const dot = w.endsWith('.') ? '\\.?' : ''
  return [word + dot, word.toUpperCase() + dot]
}).join('|')
const EN_NAME = `(?:${EN_WORD}|\\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)?)`
const EN_UNIT = '(?:Apt|APT|Apartment|APARTMENT|Suite|SUITE|Ste|STE|Unit|UNIT|Flat|FLAT|Floor|FLOOR|Fl|FL|Rm|RM|Room|ROOM|Bldg|BLDG|#)'
const EN_STREET_WIDE = `\\d{1,5}[A-Z]?(?:[/-]\\d{1,5}[A-Z]?)?,? (?:[NSEW]\\.? )?(?:${EN_NAME} ){1,3}(?:${EN_TYPE})(?: \\d{1,2}(?=,))?` +
  `(?: (?:N|S|E|W|NE|NW|SE|SW)\\.?)?(?:,? ${EN_UNIT}\\.? ?#?[A-Z0-9-]{1,6})?`
const CA_FR_STREET = `\\d{1,5},? (?:rue|boulevard|boul\\.|avenue|av\\.|chemin|ch\\.|place|côte|rang|route|Rue|Boulevard|Avenue|Chemin|Place|RUE|BOULEVARD|BOUL|AVENUE|CHEMIN) ${NAME_WORDS}` +
  '(?: (?:O|E|N|S|Ouest|Est|Nord|Sud|OUEST|EST|NORD|SUD))?(?:,? (?:App|APP|app|Apt|APT|Bureau|BUREAU|Suite|SUITE|#)\\.? ?#?[A-Z0-9-]{1,6})?'
const PO_BOX = '(?:P\\. ?O\\. ?Box|P ?O Box|PO BOX|P\\.O\\. BOX|POB|Post Office Box|GPO Box|Locked Bag|PMB) \\d{1,6}'
const US_STATE_NAMES = 'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|' +
  'Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|' +
  'New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|' +
  'Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|District of Columbia'
const CA_PROVINCES = 'AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland and Labrador|' +
  'Nova Scotia|Ontario|Prince Edward Island|Quebec|Québec|Saskatchewan|Yukon'
const CA_POSTCODE = '[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d'
const AU_STATES = 'NSW|VIC|QLD|SA|WA|TAS|NT|ACT'
const EIRCODE = '(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}'
const EN_TAIL = `(?<us>${EN_CITY},? {1,2}(?:${US_STATES}|${US_STATE_NAMES}) {1,2}\\d{5}(?:-\\d{4})?)|` +
  `(?<ca>${EN_CITY},? {1,2}(?:${CA_PROVINCES}),? {1,2}${CA_POSTCODE})|` +
  `(?<au>${EN_CITY},? {1,2}(?:${AU_STATES}),? {1,2}\\d{4})|` +
  `(?<uk>${UK_POSTCODE})|(?<ie>${EIRCODE})|` +
  `(?<nz>(?<=[,\\n][ \\t]{0,2})${EN_CITY} {1,2}\\d{4})|(?<sg>Singapore {1,2}\\d{6})`
/** EN_SEP, with the next line indented (labels) or a middle dot or bar (letterheads). */
const EN_SEP_WIDE = '(?:,[ \\t]{0,2}(?:\\r?\\n[ \\t]{0,24})?|[ \\t]{0,2}\\r?\\n[ \\t]{0,24}|[ \\t]{1,3}[·•|][ \\t]{1,3}|[ \\t]{1,2})'
const EN_WIDE = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${EN_STREET_WIDE}|${CA_FR_STREET}|${PO_BOX})${EN_SEP_WIDE}(?:${EN_CITY}(?: \\d{1,2})?${EN_SEP_WIDE}){0,2}` +
  `(?:${EN_TAIL})(?![\\p{L}\\p{N}])`, 'uy')

/**
 * UK and Irish addresses without a house number: a named street or building ("Beckett Street",
 * "Ferry Terminal", "One Spencer Dock"), up to three localities, then a UK postcode or an Eircode.
 * Tried only at a capital that starts a line or follows a comma, colon, bar, middle dot or a word in lower case.
 */
const UK_NAMED = new RegExp(`(?:(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten) )?(?:${EN_WORD} ){1,3}` +
  `(?:${EN_TYPE}|Terminal|Dock|Estate|Wharf|Quay)(?:${EN_SEP_WIDE}${EN_CITY}(?: \\d{1,2})?){0,3}` +
  `${EN_SEP_WIDE}(?:${UK_POSTCODE}|${EIRCODE})(?![\\p{L}\\p{N}])`, 'uy')
/** How far before its postcode a UK_NAMED address can start. */
const UK_NAMED_REACH = 160
/** UK_NAMED's street types as words (without the optional dot), in both cases the regex takes. */
const UK_NAMED_TYPES = new Set([...EN_TYPES.flatMap((w) => {
  const word = w.replace(/\.$/, '')
  return [word, word.toUpperCase()]
}), 'Terminal', 'Dock', 'Estate', 'Wharf', 'Quay'])
const UK_NAMED_TYPE_MAX = Math.max(...[...UK_NAMED_TYPES].map((t) => t.length))

/**
 * Whether UK_NAMED can match at p, a cheap superset test: up to five capitalised words apart by one
 * space (a number word, up to three EN_WORDs, the type), one of them after the first a street type
 * (UK_NAMED_TYPES). Most capitals before a postcode start no such run ("London SW1A 1AA"): on dense
 * 512 KB about 330 candidates and no hit.
 */
function ukNamedMay (text: string, p: number): boolean {
  let s = p
  for (let i = 0; i < 5; i++) {
    if (!isAsciiUpper(text.charCodeAt(s))) return false
    // EN_WORD: [A-Z], then 1-25 of [\p{L}'’-] (isEnWordCode, a superset); a type ends before a dot or separator.
    let j = s + 1
    while (j <= s + 26 && isEnWordCode(text.charCodeAt(j))) j++
    if (i > 0 && j - s <= UK_NAMED_TYPE_MAX && UK_NAMED_TYPES.has(text.slice(s, j))) return true
    if (text.charCodeAt(j) !== 32) return false
    s = j + 1
  }
  return false
}

/** A "City, ST 12345" line on its own (a letter's address block whose street line holds no number). */
const US_CITY_LINE = new RegExp(`${EN_CITY},? {1,2}(?:${US_STATES}) {1,2}\\d{5}(?:-\\d{4})?(?![\\p{L}\\p{N}])`, 'uy')

/**
 * Chinese and Japanese addresses: an optional 〒 postcode, a province, prefecture, city or district
 * (…省, …都, …県, …市, …区), then Han, Katakana, digits and Latin letters; kept only with a house or
 * room number (号, 番地, 丁目, 1-2, 室, 楼, 階, 24F).
 */
/** True when a non-ASCII word start (anchor pass) is a Han character or 〒: only then can a CJK address be in the text. */
function hasCjk (text: string, a: Anchors): boolean {
  for (const p of a.otherStarts) {
    const c = text.charCodeAt(p)
    if ((c >= 0x4E00 && c <= 0x9FFF) || c === 0x3012) return true
  }
  return false
}
const CJK = /(?<!\p{sc=Han})(?:〒 ?\d{3}-?\d{4} ?)?\p{sc=Han}{1,10}[都道府県省市区](?:[\p{sc=Han}\p{sc=Katakana}ー・々\d０-９A-Za-z－-]|[ \u3000](?=[\p{sc=Han}\p{sc=Katakana}\dA-Z])){2,60}/gu
const CJK_NUMBER = /号|番地|丁目|\d-\d|[\d０-９][室楼階F]/
const CJK_STICKY = new RegExp(CJK.source, 'uy')

/** A code unit of a Han character (BMP blocks of the script, the high surrogates of planes 2 and 3 and of the iteration marks in plane 1), or 〒. */
function isHanUnit (c: number): boolean {
  return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2E80 && c <= 0x2FDF) ||
    (c >= 0x3005 && c <= 0x3007) || (c >= 0x3021 && c <= 0x3029) || (c >= 0x3038 && c <= 0x303B) || (c >= 0xD840 && c <= 0xD8BF) || c === 0xD81B || c === 0x3012
}

/**
 * Where CJK can start: at a Han character (or 〒) after a character that is none (a superset of its
 * look-behind), from the anchor pass's non-ASCII positions: a text with a few Han words no longer
 * runs the regex at every position.
 */
function cjkStarts (text: string, a: Anchors): number[] {
  const starts: number[] = []
  for (const p of a.otherStarts) {
    const c = text.charCodeAt(p)
    if (isHanUnit(c) && (c === 0x3012 || !isHanUnit(text.charCodeAt(p - 1)))) starts.push(p)
  }
  return starts
}

/**
 * Indian addresses: a house number, up to four comma-separated parts (locality, cross road, sector),
 * then a state or a large city and the 6-digit PIN ("No. 14, 2nd Cross, Indiranagar, Bengaluru, Karnataka 560038").
 */
const IN_STATES = 'Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|' +
  'Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|' +
  'Uttarakhand|West Bengal|New Delhi|Delhi|Jammu and Kashmir|Ladakh|Puducherry|Chandigarh|Mumbai|Bengaluru|Bangalore|Chennai|Kolkata|' +
  'Hyderabad|Pune|Ahmedabad|Jaipur|Lucknow|Noida|Gurugram|Gurgaon|Kochi|Surat|Indore|Bhopal|Nagpur|Coimbatore|Mysuru|Mysore'
const IN_SEP = '(?:,[ \\t]{0,2}(?:\\r?\\n[ \\t]{0,2})?|[ \\t]{0,2}\\r?\\n[ \\t]{0,2})'
const IN_PART = "[A-Z0-9][\\p{L}\\d.'’-]{0,25}(?: [A-Z0-9][\\p{L}\\d.'’-]{0,25}){0,3}"
const IN = new RegExp(`(?<![\\p{L}\\p{N}_-])\\d{1,5}[A-Z]?(?:[/-]\\d{1,4}[A-Z]?)?(?:${IN_SEP}| )(?:${IN_PART}${IN_SEP}){0,4}(?:${IN_STATES})` +
  `(?:${IN_SEP}India)?(?: ?[-–] ?|,? {1,2}|${IN_SEP})[1-9]\\d{5}(?![\\p{L}\\p{N}])`, 'uy')

const EU_REACH = 150
const BR_STATES = '(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)'

/**
 * Addresses of countries whose postcode is optional or after the city (Latin America, Indonesia,
 * Ukraine, Italy, Spain …): a street type first ("Av.", "Calle", "Jl.", "vul.", "Via"), the name, the
 * number, maybe a flat ("piso 6 B", "kv. 41"), then one to three comma-separated localities, the
 * last maybe with a postcode ("Av. Arequipa 2450, Lince, Lima 15046").
 */
const TYPED_LOCAL = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${TYPE_FIRST}|Jl\\.|Jalan|vul\\.|Carrera|Cra\\.) ${NAME_WORDS}(?: No\\.?)?,? \\d{1,5}[A-Za-z]?(?:[-/]\\d{1,4}[A-Za-z]?)?` +
  '(?:, (?:piso|apto\\.?|apt\\.?|Apt\\.?|kv\\.|dpto\\.?|depto\\.?|int\\.?|bloco|casa|lok\\.) ?[0-9A-Z]{1,4}(?: [A-Z](?![\\p{L}]))?)?' +
  `(?:(?:,| [-–]) (?:[A-Z]?\\d{4,6} )?\\p{Lu}[\\p{L}'’-]{1,30}(?: (?:${PARTICLE}|\\p{Lu}[\\p{L}'’-]{1,30})){0,3}){1,3}(?: \\d{4,6})?` +
  // Brazil: the state after the city and the CEP ("São Paulo – SP, 01426-001", "Recife/PE CEP 50030-230").
  `(?:[ \\t]?[-–/][ \\t]?${BR_STATES}(?![\\p{L}\\p{N}]))?(?:,? (?:CEP:? ?)?\\d{5}-\\d{3})?(?![\\p{L}\\p{N}])`, 'uy')
/** Up to nine ASCII letters in either case as one number (five bits a letter), or -1. */
function packLower (text: string, from: number, to: number): number {
  let h = 0
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i) | 32
    if (c < 97 || c > 122) return -1
    h = h * 32 + (c - 96)
  }
  return h
}

/** The street types TYPED_LOCAL starts with, in lower case without the dot, packed (packLower). */
const LOCAL_TYPE_NAMES = ['via', 'viale', 'piazza', 'piazzale', 'corso', 'largo', 'vicolo', 'strada', 'calle', 'avenida', 'avda', 'av', 'paseo', 'plaza',
  'carrer', 'carretera', 'camino', 'rua', 'travessa', 'estrada', 'rue', 'avenue', 'boulevard', 'chemin', 'quai', 'jl', 'jalan', 'vul',
  'carrera', 'cra', 'ul', 'ulica', 'al', 'aleja']
const LOCAL_TYPES = new Set(LOCAL_TYPE_NAMES.map((w) => packLower(w, 0, w.length)))

/**
 * Any capitalised street name ("Vinohradská 112", "Rimini 1") when the postcode has a form no year or
 * amount has: "130 00", "124 62", "1016 DX", "00-590", "1100-053".
 */
const EU_ANY = new RegExp(`(?<![\\p{L}\\p{N}_-])\\p{Lu}[\\p{L}'’.-]{1,30}(?: (?:${PARTICLE}|\\p{Lu}[\\p{L}'’.-]{1,30})){0,2},?[ \\t]{1,3}${EU_HOUSE}${EU_SEP}` +
  `(?:[A-Z]{1,2}-)?(?:\\d{3} \\d{2}|\\d{4} ?[A-Z]{2}(?![\\p{L}])|\\d{2}-\\d{3}|\\d{4}-\\d{3})[ \\t]{1,3}${EU_CITY}(?![\\p{L}\\p{N}])`, 'uy')

/** Latvian and Lithuanian addresses may put the postcode after the city: "Krasta iela 52, Rīga, LV-1003". */
const EU_POSTCODE_LAST = new RegExp(`(?<![\\p{L}\\p{N}_-])${EU_STREET},?[ \\t]{1,3}${EU_HOUSE}${EU_SEP}${EU_CITY},?[ \\t]{1,3}(?:LV|LT)-\\d{4,5}(?![\\p{L}\\p{N}])`, 'uy')
/** The anchor words that may be the country prefix LV or LT. */
const BALTIC_PREFIXES = new WordGate({ lengths: [2], withoutFlags: HAS_DIGIT | HAS_UNDERSCORE, firstPair: (first, second) => first === 76 && (second === 86 || second === 84) })

/** Where the Latvian and Lithuanian postcodes written after the city start ("LV-1003", "LT-01103"): the hints of EU_POSTCODE_LAST's street starts. */
function balticPostcodes (text: string, a: Anchors): number[] {
  const out: number[] = []
  const words = BALTIC_PREFIXES.words(a)
  for (let k = 0; k < words.length; k++) {
    const s = a.wordStart[words[k]]
    if (text.charCodeAt(s + 2) !== 45 || (s > 0 && isAsciiAlnumCode(text.charCodeAt(s - 1)))) continue
    const digits = digitsAfter(text, s + 3, 5)
    if (digits === 4 || digits === 5) out.push(s)
  }
  return out
}

/**
 * Singapore: house or block number, street, maybe a unit "#08-115" and a building, then "Singapore"
 * and the six-digit postcode ("Blk 412 Bedok North Ave 2 #08-115, Singapore 460412").
 */
const SG_PART_SEP = '(?:,?[ \\t]{1,2}|,?[ \\t]*\\r?\\n[ \\t]*)'
const SG = new RegExp('(?<![\\p{L}\\p{N}_-])(?:(?:Blk|BLK|Block|BLOCK) )?\\d{1,5}[A-Z]?,? (?:\\p{Lu}[\\p{L}\'’.-]{0,25} ){0,5}\\p{Lu}[\\p{L}\'’.-]{0,25}(?: \\d{1,3}[A-Z]?)?' +
  `(?:${SG_PART_SEP}#\\d{1,3}-\\d{1,5}[A-Z]?)?(?:${SG_PART_SEP}\\p{Lu}[\\p{L}'’.-]{1,25}(?: \\p{Lu}[\\p{L}'’.-]{1,25}){0,3})?${SG_PART_SEP}(?:Singapore|SINGAPORE) \\d{6}(?![\\p{L}\\p{N}])`, 'uy')
/** How far before "Singapore 123456" its address may start. */
const SG_REACH = 150
/** The anchor words that may be "Singapore" or "SINGAPORE". */
const SINGAPORE_WORDS = new WordGate({ lengths: [9], withoutFlags: HAS_DIGIT | HAS_UNDERSCORE, firstPair: (first, second) => first === 83 && (second === 105 || second === 73) })

/** Where "Singapore 123456" (or in capitals) starts, for each anchor word that opens one. */
function singaporePostcodes (text: string, a: Anchors): number[] {
  const out: number[] = []
  const words = SINGAPORE_WORDS.words(a)
  for (let k = 0; k < words.length; k++) {
    const s = a.wordStart[words[k]]
    if ((text.startsWith('ingapore ', s + 1) || text.startsWith('INGAPORE ', s + 1)) && digitsAfter(text, s + 10, 6) === 6) out.push(s)
  }
  return out
}

/** Where a Singapore address may start: the number runs (and "Blk"/"Block" before them) up to SG_REACH before each "Singapore 123456". */
function singaporeStarts (text: string, a: Anchors, postcodes: readonly number[]): number[] {
  const { runStart } = a
  const out: number[] = []
  for (const postcode of postcodes) {
    for (let r = firstAtLeast(runStart, Math.max(0, postcode - SG_REACH, out.length > 0 ? out[out.length - 1] + 1 : 0)); r < runStart.length && runStart[r] < postcode; r++) {
      const s = runStart[r]
      if (s > 0 && isAsciiAlnumCode(text.charCodeAt(s - 1))) continue
      const block = s >= 4 && text.startsWith('Blk ', s - 4) ? s - 4 : s >= 6 && text.startsWith('Block ', s - 6) ? s - 6 : -1
      if (block !== -1) out.push(block)
      out.push(s)
    }
  }
  return out
}

/**
 * A post office box before a European postcode and city ("Postfach 10 07 04, 50447 Köln", "Postbus
 * 16200, 3500 CE Utrecht", "Apartado de Correos 1024, 28080 Madrid").
 */
const EU_BOX_WORDS = '(?:Postfach|Postbus|Postboks|Postbox|Apartado(?: de [Cc]orreos)?|[Cc]asella [Pp]ostale|[Bb]oîte [Pp]ostale|B\\.P\\.|Skrytka pocztowa)'
const EU_POST_BOX = new RegExp(`${EU_BOX_WORDS} \\d{1,6}(?: \\d{2,3}){0,2}${EU_SEP}${EU_POSTCODE}[ \\t]{1,3}${EU_CITY}(?![\\p{L}\\p{N}])`, 'uy')
/** The box words and number right before a postcode (within EU_BOX_REACH): where EU_POST_BOX may start. */
const EU_BOX_BEFORE = new RegExp(`${EU_BOX_WORDS} \\d{1,6}(?: \\d{2,3}){0,2}(?:,?[ \\t]{1,3}|,?[ \\t]*\\r?\\n[ \\t]{0,24})$`)
const EU_BOX_REACH = 60

function postBoxStarts (text: string, hints: readonly number[]): number[] {
  const out: number[] = []
  for (const h of hints) {
    const from = Math.max(0, h - EU_BOX_REACH)
    const m = EU_BOX_BEFORE.exec(text.slice(from, h))
    if (m !== null) out.push(from + m.index)
  }
  return out
}

/** Any street with a Belgian box number, before a plain 4-digit postcode and city ("Kouter 42 bus 3, 9000 Gent"). */
const EU_BOX = new RegExp(`(?<![\\p{L}\\p{N}_-])\\p{Lu}[\\p{L}'’.-]{1,30}(?: (?:${PARTICLE}|\\p{Lu}[\\p{L}'’.-]{1,30})){0,2},?[ \\t]{1,3}` +
  `\\d{1,4}[A-Za-z]?,? (?:bus|bte|boîte) \\d{1,4}[A-Z]?${EU_SEP}\\d{4}[ \\t]{1,3}${EU_CITY}(?![\\p{L}\\p{N}])`, 'uy')

const STREET_WORD = new RegExp(`^(?:\\p{L}[\\p{L}-]{0,40}${EU_SUFFIX}|${TYPE_FIRST}|${EU_APART})$`, 'u')

/** The last two UTF-16 units of s[0, end) as one number. */
function lastTwoUnits (s: string, end: number): number {
  return s.charCodeAt(end - 2) * 0x10000 + s.charCodeAt(end - 1)
}

/**
 * The last two units (lastTwoUnits) of every word STREET_WORD takes: each ends in a suffix, a street type
 * or a word written apart, all at least two units long (the literals of the three alternations; suffixes
 * and words written apart also in capitals). Most words before a postcode end otherwise and skip the regex.
 */
const STREET_WORD_ENDS = new Set([...EU_SUFFIX_WORDS, ...EU_APART_WORDS].flatMap((w) => [w, w.toUpperCase()]).concat(TYPE_FIRST.slice(3, -1).split('|'))
  .map((w) => w.replace(/\\\./g, '.')).map((w) => {
    // Each literal is one STREET_WORD takes (a suffix after a letter or two), so none was read wrongly from the regex source.
    if (w.length < 2 || !(STREET_WORD.test(w) || STREET_WORD.test('Ab' + w))) throw new Error(`not a street word: ${w}`)
    return lastTwoUnits(w, w.length)
  }))
/** A capitalised word right before a street word ("Sankt Eriksgatan", "Karl Johans gate"), ending at the end of the slice. */
const WORD_BEFORE = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’.-]{1,30} $/u
const WORD_AT = /[\p{L}./-]{1,45}/uy

const COMPOUND_ONLY = new RegExp(`^${COMPOUND}$`, 'u')

/**
 * Where the regexes (sticky) are tried: only where the end of an address is in reach, found from the
 * digit runs in one pass (run flags below), so most house numbers and capitals are never tried.
 * - DACH: the postcode is a run of 4 or 5 digits after a separator (space, tab, comma, line break or
 *   the "D-" prefix's dash) and before spaces and a capital (the city). The house number is one of
 *   the two runs before it, and the street sits on the house number's line, before it, at most
 *   DACH_SPAN characters before the postcode. The regexes were first tried at every capital up to
 *   DACH_REACH characters before a postcode: a start is kept only where that held too.
 * - UK and US: the house number is a run of at most five digits followed by a letter, comma or space,
 *   and the address ends in a UK postcode's inward code (a digit and two capitals) at most UK_RUNS
 *   runs later, or a ZIP after a state code at most US_RUNS runs later (only a unit "Apt 1-2" and the
 *   postcode's outward code hold digits in between).
 * - French: the house number is the run right before a 5-digit postcode.
 */
const DACH_REACH = 200
/** Longest DACH address from the street's first letter to the postcode, in UTF-16 units (two per astral letter). */
const DACH_SPAN = 400
const UK_RUNS = 5
const US_RUNS = 4

/** A local copy: an imported binding is read through a getter on every use under tsx. */
const WORD_FIRST_UPPER = FIRST_UPPER
const WORD_FIRST_LOWER = FIRST_LOWER
const WORD_FIRST_LETTER = FIRST_UPPER | FIRST_LOWER

/**
 * A house number where an address can start: at most five digits, a space, comma, slash, dash or
 * capital after them, and not glued to an ASCII letter, '_' or '-' before them (the look-behind
 * (?<![\p{L}\p{N}_-]) that opens every regex tried at house numbers: UK, US, their bare and loose
 * forms, EN_WIDE, IN, FR, and the street-only fields, which need a field start before).
 */
const RUN_HOUSE = 1
const RUN_ZIP = 2
const RUN_UK_INWARD = 4
const RUN_PLZ = 8
const RUN_FR_POSTCODE = 16
/** 2–5 digits followed by a space, tab, dash or capital: where a postcode hint (postcodeHints) can start. */
const RUN_HINT = 32
/** Where an EN_WIDE address can end: a ZIP, a UK inward code, a 4-digit postcode after a word, or a short run after a capital (Canadian postcode, Eircode). */
const RUN_EN_END = 64
/** An Indian PIN: six digits, the first not 0. */
const RUN_IN_END = 128
/** Runs of EN_WIDE and IN between the house number and the postcode: a second house-number part, numbered streets, a unit, localities ("Dublin 2"), the postcode's own runs. */
const EN_RUNS = 12
/** Runs of a DACH house number (up to four: "4/2/15"), and of the floor or flat after it, before the postcode. */
const DACH_HOUSE_RUNS = 6

function isUpperStart (code: number): boolean {
  return (code >= 65 && code <= 90) || code === 0xC4 || code === 0xD6 || code === 0xDC
}

function isAsciiUpper (code: number): boolean {
  return code >= 65 && code <= 90
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** The look-behind of every regex here, `(?<![\p{L}\p{N}_-])`, as a character check. */
function startsToken (text: string, p: number): boolean {
  if (p === 0) return true
  const c = text.charCodeAt(p - 1)
  if (c < 128) return !isAsciiAlnumCode(c) && c !== 95 && c !== 45
  return !LETTER_OR_DIGIT.test(text[p - 1])
}

/** Flags of every digit run (RUN_*): what it can be in an address. */
/** Last words of US state names ("York" of "New York"), for a ZIP after a state written out. */
const STATE_NAME_ENDS = new Set(US_STATE_NAMES.split('|').map((n) => n.slice(n.lastIndexOf(' ') + 1)))
const AU_STATE_SET = new Set(AU_STATES.split('|'))

function isAsciiLetter (code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/** Start of the run of ASCII letters ending at `end` (exclusive); `end` when there is none. */
function lettersBefore (text: string, end: number): number {
  let i = end
  while (i > 0 && end - i < 30 && isAsciiLetter(text.charCodeAt(i - 1))) i--
  return i
}

/**
 * A 4-digit postcode's run at `start` (after a space): after an Australian state code, or after one to
 * three capitalised words that follow a comma or a line break ("…, Auckland 1010").
 */
function postcodeAfterCity (text: string, start: number): boolean {
  let end = text.charCodeAt(start - 2) === 32 ? start - 2 : start - 1
  let word = lettersBefore(text, end)
  if (word === end) return false
  if (end - word <= 3 && AU_STATE_SET.has(text.slice(word, end))) return true
  for (let k = 0; k < 3; k++) {
    if (!isAsciiUpper(text.charCodeAt(word))) return false
    let i = word
    while (i > word - 2 && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9)) i--
    const c = text.charCodeAt(i - 1)
    if (c === 44 || c === 10) return true
    if (i !== word - 1) return false
    end = i
    word = lettersBefore(text, end)
    if (word === end) return false
  }
  return false
}

function isDigitAt (text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  return c >= 48 && c <= 57
}

/** "K2P 1L4" (Canadian postcode, at its last digit) or "D02 XY45", "D6W 1234" (Eircode, at its routing key's digits). */
function postcodeWithLetters (text: string, start: number, end: number): boolean {
  if (end - start === 1) {
    // Canadian: letter digit letter, a space or not, digit letter digit.
    const i = text.charCodeAt(start - 3) === 32 ? start - 4 : start - 3
    if (isAsciiUpper(text.charCodeAt(start - 1)) && isDigitAt(text, start - 2) && isAsciiUpper(text.charCodeAt(i)) && isDigitAt(text, i - 1) &&
      isAsciiUpper(text.charCodeAt(i - 2)) &&
      !isAsciiAlnumCode(text.charCodeAt(end))) return true
  }
  // Eircode: a routing key (a capital and two digits, or D6W), a space or not, four capitals or digits.
  let i = end
  if (end - start === 2 && isAsciiUpper(text.charCodeAt(start - 1)) && !isAsciiAlnumCode(text.charCodeAt(start - 2))) i = end
  else if (end - start === 1 && text.charCodeAt(start - 1) === 68 && text.charCodeAt(end) === 87) i = end + 1
  else return false
  if (text.charCodeAt(i) === 32) i++
  for (let k = 0; k < 4; k++) {
    const c = text.charCodeAt(i + k)
    if (!(isAsciiUpper(c) || (c >= 48 && c <= 57))) return false
  }
  return !isAsciiAlnumCode(text.charCodeAt(i + 4))
}

/** The run pass's result: flags of every run, and the lists later passes walk instead of every run. */
interface RunInfo {
  flags: Uint8Array
  /** Runs where an address can end (any RUN_* but RUN_HOUSE and RUN_HINT), ascending. */
  ends: number[]
  /** Runs followed by ", " (maybe after a letter, "12A, ", or a second part, "84/92, ") or " - ": TYPED_LOCAL's house numbers. */
  commaRuns: number[]
  /** Starts of "PO Box", "GPO Box", "Locked Bag" … before a box number of at most six digits, ascending. */
  boxes: number[]
  /**
   * The runs each later walk over the runs can use (a cheap superset, tested here once per run instead
   * of in every walk; on digit-group input such as "1 1 1 …" every walk would read every run):
   * postcode hints (RUN_HINT, postcodeHints), house numbers where a field can start (numberFirstFieldStarts),
   * numbers in a cell of their own (splitColumns), numbers after a word ending like a street word
   * (runningStreets), and numbers that can end a chain or start NUMBER_FIRST or JP (chainAndStreetRuns).
   */
  hintRuns: number[]
  fieldHouses: number[]
  cellRuns: number[]
  streetWordRuns: number[]
  chainRuns: number[]
}

/** An end flag: a run where some address ends. */
const RUN_ENDS = RUN_ZIP | RUN_UK_INWARD | RUN_PLZ | RUN_FR_POSTCODE | RUN_EN_END | RUN_IN_END

/**
 * Classes of ASCII codes (bits, several may hold), so that the run pass tests what a neighbour is with
 * a table read instead of helper calls: in a function that long V8 stops inlining them, and each call
 * on each of the 500,000 runs of 1 MB of "1 1 1 …" costs more than the test.
 */
const C_UPPER = 1
const C_LOWER = 2
const C_DIGIT = 4
/** Space, comma, slash, dash: what follows a house number besides a capital. */
const C_HOUSE_END = 8
/** Comma, semicolon, tab, bar: a cell's delimiter (splitColumns). */
const C_CELL = 16
/** What can stand right before a field (maybeLabelledAt): space, tab, quotes, line break, `,;|:=.`. */
const C_FIELD = 32
/** What can stand before the space before a field: space, tab, quotes, line break, `:=.`. */
const C_FIELD_SPACE = 64
/** '_' and '-': like letters and digits, no token starts after them (startsToken). */
const C_GLUE = 128
const C_LETTER = C_UPPER | C_LOWER
const C_ALNUM = C_LETTER | C_DIGIT
const ASCII_CLASS = new Uint8Array(128)
for (let c = 65; c <= 90; c++) {
  ASCII_CLASS[c] |= C_UPPER
  ASCII_CLASS[c + 32] |= C_LOWER
}
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] |= C_DIGIT
for (const [chars, bit] of [[' ,/-', C_HOUSE_END], [',;\t|', C_CELL], [' \t"\'\n,;|:=.>', C_FIELD], [' \t"\'\n:=.', C_FIELD_SPACE], ['_-', C_GLUE]] as const) {
  for (const c of chars) ASCII_CLASS[c.charCodeAt(0)] |= bit
}

/** The class of a code (C_*): 0 for a non-ASCII code and for NaN (a position outside the text). */
function classOf (c: number): number {
  return c < 128 ? ASCII_CLASS[c] : 0
}

/**
 * maybeLabelledAt's first test, on the code before the position `at` (its class) and the one before
 * that (its class, needed only when `before` is a space): the text's start, or a character that can
 * stand before a field; after a space, one that can stand before that space. Most capitals follow one
 * space after a word, a comma or a bracket: no field starts there.
 */
function fieldMayFollow (at: number, before: number, beforeClass: number, previousClass: number): boolean {
  return at === 0 || ((beforeClass & C_FIELD) !== 0 && (before !== 32 || (previousClass & C_FIELD_SPACE) !== 0))
}

/** Flags of every digit run (RUN_*): what it can be in an address. Neighbours are read once and tested by class (ASCII_CLASS). */
function runFlags (text: string, a: Anchors): RunInfo {
  const { runStart, runEnd } = a
  const info: RunInfo = { flags: new Uint8Array(runStart.length), ends: [], commaRuns: [], boxes: [], hintRuns: [], fieldHouses: [], cellRuns: [], streetWordRuns: [], chainRuns: [] }
  // One call per run: a function V8 optimises once and keeps. The loop with this body inline, run once
  // per scan, was compiled on the stack (OSR) and dropped again at each new kind of run: on 1 MB of
  // random 'A1B2' tokens its first eight scans took 230, 90, 106, 102, 75, 55, 34 and 19 ms.
  // No address part has a run of more than six digits (phone numbers, IBANs, IDs).
  for (let r = 0; r < runStart.length; r++) if (runEnd[r] - runStart[r] <= 6) flagRun(text, runStart, runEnd, r, info)
  return info
}

/** runFlags for run r (at most six digits). */
function flagRun (text: string, runStart: IntList, runEnd: IntList, r: number, info: RunInfo): void {
  const start = runStart[r]
  const end = runEnd[r]
  const length = end - start
  const after = text.charCodeAt(end)
  const next = text.charCodeAt(end + 1)
  const before = text.charCodeAt(start - 1)
  const afterClass = after < 128 ? ASCII_CLASS[after] : 0
  const nextClass = next < 128 ? ASCII_CLASS[next] : 0
  const beforeClass = before < 128 ? ASCII_CLASS[before] : 0
  // The code before the space before the number, if there is such a space.
  const previous = before === 32 ? text.charCodeAt(start - 2) : -1
  const previousClass = previous >= 0 && previous < 128 ? ASCII_CLASS[previous] : 0
  if (before === 32) {
    // "Box 55", "Bag 7", "PMB 12": the words before are checked only after such a letter.
    if (previous === 120 || previous === 88 || previous === 103 || previous === 66) {
      const m = BOX_BEFORE.exec(text.slice(Math.max(0, start - 20), start))
      if (m !== null && (info.boxes.length === 0 || info.boxes[info.boxes.length - 1] < start - m[0].length)) info.boxes.push(start - m[0].length)
    }
    // A street word ends in a letter or a full stop ("Hauptstr 5", "Main St. 4").
    if (((previousClass & C_LETTER) !== 0 || previous === 46) && streetWordEnding(text, start - 1)) info.streetWordRuns.push(r)
  }
  // Chains end in five or six digits; NUMBER_FIRST and JP start a token, followed by a dash, a capital, or a space and a capital, a dash or a word in lower case (French types).
  if (length >= 5 || ((beforeClass & (C_ALNUM | C_GLUE)) === 0 && (after === 45 || (afterClass & C_UPPER) !== 0 ||
    (after === 32 && ((nextClass & C_LETTER) !== 0 || next === 45 || next === 0x2013))))) info.chainRuns.push(r)
  if (length <= 5 && (beforeClass & C_CELL) !== 0) info.cellRuns.push(r)
  let f = 0
  if (length <= 5 && (afterClass & (C_HOUSE_END | C_UPPER)) !== 0 && (beforeClass & (C_ALNUM | C_GLUE)) === 0) f |= RUN_HOUSE
  if (length >= 4) f |= postcodeFlags(text, start, end, before, after)
  // "… 2AA": the inward code's digit, two capitals, then no letter or digit.
  if ((afterClass & C_UPPER) !== 0 && (nextClass & C_UPPER) !== 0 && !isAsciiAlnumCode(text.charCodeAt(end + 2))) f |= RUN_UK_INWARD | RUN_EN_END
  // Cheap checks first: a Canadian postcode's last digit ends the token, an Eircode's routing key starts one.
  if ((beforeClass & C_UPPER) !== 0 && (length === 1 ? (afterClass & C_ALNUM) === 0 || (before === 68 && after === 87) : length === 2 && !isAsciiAlnumCode(text.charCodeAt(start - 2))) &&
    postcodeWithLetters(text, start, end)) f |= RUN_EN_END
  if (length >= 2 && length <= 5 && (after === 32 || after === 9 || after === 45 || (afterClass & C_UPPER) !== 0)) f |= RUN_HINT
  info.flags[r] = f
  if ((f & RUN_ENDS) !== 0) info.ends.push(r)
  if ((f & RUN_HINT) !== 0) info.hintRuns.push(r)
  if ((f & RUN_HOUSE) !== 0 && fieldMayFollow(start, before, beforeClass, previousClass) && maybeLabelledAt(text, start)) info.fieldHouses.push(r)
  if (length <= 5 && (after === 44 || (afterClass & C_LETTER) !== 0 || after === 45 || after === 47)) {
    // Tested only where the codes after the number allow it: a space after the comma; a comma, dash or slash after a letter;
    // after a dash or slash the second part's digits (the next run, read up to six of them), then a letter or the comma.
    let may = false
    if (after === 44) may = next === 32
    else if ((afterClass & C_LETTER) !== 0) may = next === 44 || next === 45 || next === 47
    else if ((nextClass & C_DIGIT) !== 0) {
      const c = text.charCodeAt(Math.min(runEnd[r + 1], end + 7))
      may = c === 44 || (c < 128 && (ASCII_CLASS[c] & C_LETTER) !== 0)
    }
    if (may && commaAfterNumber(text, end)) info.commaRuns.push(r)
  } else if (length <= 5 && after === 32 && (next === 45 || next === 0x2013) && text.charCodeAt(end + 2) === 32) {
    // Or a spaced dash before the locality ("Rua das Flores, 250 - Centro, Curitiba/PR").
    info.commaRuns.push(r)
  }
}

/** The postcode flags of a run of four to six digits at text[start, end) (RUN_ZIP, RUN_EN_END, RUN_IN_END, RUN_PLZ, RUN_FR_POSTCODE). */
function postcodeFlags (text: string, start: number, end: number, before: number, after: number): number {
  const length = end - start
  let f = 0
  if ((length === 5 || length === 4) && before === 32 && !isAsciiAlnumCode(after)) {
    const wordEnd = text.charCodeAt(start - 2) === 32 ? start - 2 : start - 1
    const word = lettersBefore(text, wordEnd)
    if (length === 5 && word < wordEnd) {
      // "CA 90152", "NY  10001", "California 94043": a ZIP after a state code or name.
      if ((wordEnd - word === 2 && isAsciiUpper(text.charCodeAt(word)) && isAsciiUpper(text.charCodeAt(word + 1))) ||
        (isAsciiUpper(text.charCodeAt(word)) && STATE_NAME_ENDS.has(text.slice(word, wordEnd)))) f |= RUN_ZIP | RUN_EN_END
    } else if (length === 4 && postcodeAfterCity(text, start)) {
      f |= RUN_EN_END
    }
  }
  // "Singapore 018953": six digits after the city's name.
  if (length === 6 && before === 32 && text.charCodeAt(start - 2) === 101 && text.startsWith('Singapore', start - 10)) f |= RUN_EN_END
  // An Indian PIN after a state or city (maybe behind a dash or comma): six digits, the first not 0.
  if (length === 6 && text.charCodeAt(start) !== 48) {
    let i = start - 1
    while (i > start - 4 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 45 || text.charCodeAt(i) === 0x2013 || text.charCodeAt(i) === 44 || text.charCodeAt(i) === 10)) i--
    const c = text.charCodeAt(i)
    if (i < start - 1 && c >= 97 && c <= 122) f |= RUN_IN_END
  }
  if (length === 4 || length === 5) {
    if (before === 32 || before === 9 || before === 44 || before === 10 || before === 45) {
      let i = end
      while (i < end + 3 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++
      if (i > end && isUpperStart(text.charCodeAt(i))) f |= RUN_PLZ
    }
    if (length === 5 && (after === 32 || after === 9)) f |= RUN_FR_POSTCODE
  }
  return f
}

/** TYPED_LOCAL's number ending at `end`: a letter maybe, a second part maybe ("12A", "84/92", "61-3B"), then ", ". */
function commaAfterNumber (text: string, end: number): boolean {
  let i = end
  if (isAsciiLetter(text.charCodeAt(i))) i++
  const sep = text.charCodeAt(i)
  if ((sep === 45 || sep === 47) && isDigitAt(text, i + 1)) {
    i++
    while (i < end + 7 && isDigitAt(text, i)) i++
    if (isAsciiLetter(text.charCodeAt(i))) i++
  }
  return text.charCodeAt(i) === 44 && text.charCodeAt(i + 1) === 32
}

/** House-number starts with a run flagged `end` at most `reach` runs later. */
function housesBefore (a: Anchors, info: RunInfo, end: number, reach: number): number[] {
  const { runStart } = a
  const { flags } = info
  const out: number[] = []
  let last = -1
  for (const r of info.ends) {
    if ((flags[r] & end) === 0) continue
    for (let h = Math.max(last + 1, r - reach); h < r; h++) if ((flags[h] & RUN_HOUSE) !== 0) out.push(runStart[h])
    last = r - 1
  }
  return out
}

const BOX_BEFORE = new RegExp(`(?:${PO_BOX.slice(0, PO_BOX.lastIndexOf(' '))}) $`)
/** A PO box and a city alone ("P.O. Box 48291, Dubai"): the box is distinctive enough. */
const BOX_CITY = new RegExp(`(?<![\\p{L}\\p{N}_-])${PO_BOX}(?:-\\d{5})?(?:,? |,?[ \\t]{0,2}\\r?\\n[ \\t]{0,24})\\p{Lu}[\\p{L}'’-]{1,25}(?: \\p{Lu}[\\p{L}'’-]{1,25})?(?![\\p{L}\\p{N}])`, 'uy')

/**
 * EN_WIDE starts, ascending: house numbers (and the "PO Box" before a box number) at most EN_RUNS
 * runs before a run where such an address can end.
 */
function enWideStarts (text: string, a: Anchors, info: RunInfo): number[] {
  const { runStart, runEnd } = a
  const { flags } = info
  const out: number[] = []
  let last = -1
  let sorted = true
  for (const r of info.ends) {
    if ((flags[r] & RUN_EN_END) === 0) continue
    for (let h = Math.max(last + 1, r - EN_RUNS); h < r; h++) {
      const start = runStart[h]
      // "PO Box 55", "GPO Box 1234", "Locked Bag 7": the box number after the words.
      if (runEnd[h] - start <= 6 && text.charCodeAt(start - 1) === 32) {
        const c = text.charCodeAt(start - 2)
        if (c === 120 || c === 88 || c === 103 || c === 66) {
          const m = BOX_BEFORE.exec(text.slice(Math.max(0, start - 20), start))
          if (m !== null) {
            if (out.length > 0 && out[out.length - 1] > start - m[0].length) sorted = false
            out.push(start - m[0].length)
          }
        }
      }
      if ((flags[h] & RUN_HOUSE) !== 0) out.push(start)
    }
    last = r - 1
  }
  return sorted ? out : [...new Set(out)].sort((x, y) => x - y)
}

/** DACH starts, ascending: capitals starting a token on the house number's line before a postcode. */
function dachStarts (text: string, a: Anchors, info: RunInfo): number[] {
  const { runStart } = a
  const { flags } = info
  const postcodes: number[] = []
  for (const r of info.ends) if ((flags[r] & RUN_PLZ) !== 0) postcodes.push(runStart[r])
  const out: number[] = []
  let next = 0
  const streets = new StreetRuns(text)
  for (const r of info.ends) {
    if ((flags[r] & RUN_PLZ) === 0 || r === 0) continue
    const plz = runStart[r]
    const hi = runStart[r - 1]
    let lo = Math.max(next, plz - DACH_SPAN)
    // The street does not cross a line break before the house number (its first run is at r - DACH_HOUSE_RUNS at the earliest).
    const house = Math.max(runStart[Math.max(0, r - DACH_HOUSE_RUNS)], lo)
    for (let i = house - 1; i >= lo; i--) {
      if (text.charCodeAt(i) === 10) { lo = i + 1; break }
    }
    for (let p = lo; p < hi; p++) {
      if (!isUpperStart(text.charCodeAt(p)) || !startsToken(text, p)) continue
      if (streets.numberAfter(p) === -1 || streets.foreignWordAfter(p)) continue
      // Kept only where the first start list had it: a postcode at most DACH_REACH after it.
      if (p < plz - DACH_REACH) {
        const first = postcodes[firstAbove(postcodes, p)]
        if (first === undefined || first > p + DACH_REACH) continue
      }
      out.push(p)
    }
    if (hi > next) next = hi
  }
  return out
}

/** House numbers right before a French postcode. */
function frenchHouses (a: Anchors, info: RunInfo): number[] {
  const { flags } = info
  const out: number[] = []
  for (const r of info.ends) {
    if (r > 0 && (flags[r] & RUN_FR_POSTCODE) !== 0 && (flags[r - 1] & RUN_HOUSE) !== 0) out.push(a.runStart[r - 1])
  }
  return out
}

/**
 * A street and house number alone, without postcode and city: in a CSV column, a JSON value or a
 * form field named like an address (street, address_line1, Straße, Anschrift, adresse, dirección,
 * indirizzo, gatuadress, ulica …), or next to such a word. The street keeps its usual forms.
 */
/**
 * In a field named like an address, any street name works: capitalised words (particles between them
 * allowed) and a house number, maybe with letters and a flat ("Bryggen 7", "Knez Mihailova 22",
 * "Oudegracht 147bis", "Oranjestraat 14 hs"). Tried last, so the known forms keep their spans.
 */
const ANY_STREET = `\\p{Lu}[\\p{L}'’.-]{1,30}(?: (?:${PARTICLE}|\\p{Lu}[\\p{L}'’.-]{1,30})){0,3}[ \\t]{1,3}(?:N[or][.:] ?)?` +
  '\\d{1,5}(?:[a-zA-Z]{1,3}|-[A-Za-z0-9]{1,3})?(?:[/-]\\d{1,4}[a-zA-Z]?)?(?: (?:bus|bte|lgh|hs|huis|lok\\.|m\\.|apt\\.?|app\\.?|piso|Top|Whg\\.?|D:|Daire|Kat:?)(?: ?\\d{1,4}[A-Za-z]?)?)?'
/** The same with the number first ("27 Rue Ibn Toumert", "2-14-7 Jingumae", "101-1203, 45 Haeundae-ro"). */
const ANY_STREET_NUMBER_FIRST = "\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,5}[A-Za-z]?){0,3}(?:, \\d{1,5}[A-Za-z]?)?,? \\p{Lu}[\\p{L}'’.-]{1,30}(?: (?:\\p{Lu}[\\p{L}'’.-]{1,30}|\\d{1,3})){0,2}"
const STREET_ONLY = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:(?:${OF_FORM}|${ARTICLE}|${ADJECTIVE}|${COMPOUND})[ \\t]{1,3}${HOUSE_NO}|` +
  `${EU_STREET},?[ \\t]{1,3}${EU_HOUSE}|${EN_STREET_WIDE}|\\d{1,4}(?: ?(?:bis|ter|[A-Z]))?,? ${FR_TYPE} ${NAME_WORDS}|${ANY_STREET}|${ANY_STREET_NUMBER_FIRST})(?![\\p{L}\\p{N}])`, 'uy')
const STREET_LABELS = contextWords(['street*', 'address*', 'addr', 'adresse*', 'anschrift', 'straße', 'strasse', 'wohnanschrift',
  'woonadres', 'postadres', 'bezoekadres', 'factuuradres', 'afleveradres', 'dirección', 'direccion', 'domicilio', 'indirizzo', 'adres', 'adress', 'gatuadress', 'gateadresse', 'postadresse', 'postadress',
  'osoite', 'katuosoite', 'lähiosoite', 'ulica', 'domicile', 'line1', 'line 1', 'address line*', 'address1', 'adresa', 'adresă', 'adreça', 'endereço', 'endereco', 'logradouro',
  'morada', 'naslov', 'adressi', 'ulice', 'địa chỉ', 'alamat', 'adresi', 'adresas', 'aadress', 'cím'])

/** A value right after a key or form label (`:` or `=` not after a digit, a line break, dot leaders), maybe in quotes or a JSON list. */
const LABEL_END = /(?:(?:(?<!\d)[:=]|\n|\.\.)(?:[ \t"']{0,4}|[ \t]{0,2}\[["'])|(?<=[A-Za-z_] ?\d{1,2})[:=](?:[ \t"']{1,4}|[ \t]{0,2}\[["']))$/

const LABELLED_FIELD = 1
const LABELLED_CELL = 2

/**
 * Forms align their values in a column ("Huidig adres:          Kruisstraat 118"): a value after
 * five to 48 spaces or tabs behind a label's `:` or `=` is judged as if one space stood there. Returns
 * that position (after the colon and one space), or `p`.
 */
function alignedStart (text: string, p: number): number {
  let j = p
  while (j > p - 48 && j > 0 && (text.charCodeAt(j - 1) === 32 || text.charCodeAt(j - 1) === 9)) j--
  if (p - j < 5) return p
  const c = text.charCodeAt(j - 1)
  return c === 58 || c === 61 ? j + 1 : p
}

/**
 * A value at `at` follows a key or form label (LABEL_END, maybe across aligning blanks: alignedStart)
 * holding one of `labels`, or a label without a colon that opens its line and is set off by a tab or
 * two blanks, as forms laid out in columns write it ("PLZ/Ort         3007 Bern").
 */
function labelledField (text: string, at: number, labels: ContextWords): boolean {
  const ls = alignedStart(text, at)
  if (LABEL_END.test(text.slice(Math.max(0, ls - 6), ls))) return hasContextIn(text, ls - 40, ls, labels)
  if (text.charCodeAt(at - 1) === 62) {
    const element = elementNameBefore(text, at - 1)
    return element !== null && hasContextIn(text, element.start, element.end, labels)
  }
  const label = columnLabel(text, at)
  return label !== null && hasContextIn(text, label.start, label.end, labels)
}

/** The name of the XML element whose opening tag ends with the '>' at `gt` (without a namespace prefix: <d:indirizzo>), or null. */
function elementNameBefore (text: string, gt: number): { start: number, end: number } | null {
  let k = gt
  while (k > 0 && gt - k < 40) {
    const c = text.charCodeAt(k - 1)
    if (!(isAsciiAlnumCode(c) || c === 95 || c === 45)) break
    k--
  }
  if (k === gt) return null
  const name = k
  if (text.charCodeAt(k - 1) === 58) {
    k--
    while (k > 0 && gt - k < 48 && isAsciiAlnumCode(text.charCodeAt(k - 1))) k--
  }
  return text.charCodeAt(k - 1) === 60 ? { start: name, end: gt } : null
}

/** A label that opens the line of a value at `at`, set off from it by a tab or two blanks or more (at most four words and 40 characters): where it lies, or null. */
function columnLabel (text: string, at: number): { start: number, end: number } | null {
  let end = at
  while (end > 0 && at - end < 48 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--
  if (at - end < 2 && text.charCodeAt(end) !== 9) return null
  let start = end
  let blanks = 0
  for (;;) {
    const c = start === 0 ? 10 : text.charCodeAt(start - 1)
    if (c === 10 || c === 9 || (c === 32 && text.charCodeAt(start - 2) === 32)) return start < end ? { start, end } : null
    // A label of a form is short: at most four words.
    if (end - start === 40 || (c === 32 && ++blanks === 4)) return null
    start--
  }
}

/** The street fills a field whose label (key, form label on the line before, CSV column header) is an address word: how (LABELLED_*), or 0. */
function labelledStreet (text: string, start: number, end: number): number {
  if (labelledField(text, start, STREET_LABELS)) return LABELLED_FIELD
  if (columnHasContext(text, start, end, STREET_LABELS)) return LABELLED_CELL
  // A quoted value (an SQL INSERT's, a CSV cell) may go on after the street ('Vasagatan 14 lgh 1102'): its column, judged at the closing quote.
  const quote = text.charCodeAt(start - 1)
  if (quote === 39 || quote === 34) {
    const close = text.indexOf(quote === 39 ? "'" : '"', end)
    if (close !== -1 && close - end < 60 && columnHasContext(text, start, close, STREET_LABELS)) return LABELLED_CELL
  }
  // The cell may go on after the street ("14 Fitzwilliam Square North;"): its column, judged at the cell's end.
  let cellEnd = end
  while (cellEnd < end + 60 && cellEnd < text.length && isFieldChar(text.charCodeAt(cellEnd)) && text.charCodeAt(cellEnd) !== 44) cellEnd++
  return cellEnd > end && columnHasContext(text, start, cellEnd, STREET_LABELS) ? LABELLED_CELL : 0
}

/** Characters of the rest of an address in its field: letters, digits, space, `,.-/#()'&`. */
function isFieldChar (c: number): boolean {
  return c >= 128 || isAsciiAlnumCode(c) || c === 32 || c === 44 || c === 46 || c === 45 || c === 47 || c === 35 || c === 40 || c === 41 || c === 39 || c === 38
}

/**
 * Where the labelled address field that a street starts ends: the rest of the value after a comma
 * (", Harare", ", 5º izq.", ", Victoria Island, Lagos 101241") up to its closing quote, the cell's
 * delimiter, the end of the line, two spaces (the next form field) or a full stop after a number or a
 * word ("…, Essen. Danke"; a short lower-case word is an abbreviation: "dcha."). The street's own end
 * when the rest holds anything else, reads like a sentence (more than three words in lower case, more than twelve words), or has
 * more than 8 digits (a phone number in the same field would outrank the whole address).
 */
function fieldEnd (text: string, start: number, end: number, how: number): number {
  const next = text.charCodeAt(end)
  // After a comma, the number's own floor or letter ("2.º Esq.") or a word or two (" izq.", " Sanusi Fafunwa Street").
  const spaced = next === 32
  if (!(next === 44 || next === 46 || next === 0xBA || next === 0xAA || next === 0xB0 || spaced)) return end
  const open = text.charCodeAt(start - 1)
  const quote = open === 34 || open === 39 ? open : -1
  const delimiter = how === LABELLED_CELL ? text.charCodeAt(quote === -1 ? start - 1 : start - 2) : -1
  const limit = Math.min(text.length, end + 160)
  let last = end
  let digits = 0
  let words = 0
  let lower = 0
  let word = 0
  // Whether the current token (since the last space or comma) holds a digit; whether the current word starts in lower case.
  let number = false
  let lowerWord = false
  for (let i = end; i < limit; i++) {
    const c = text.charCodeAt(i)
    // Line end, quote, cell delimiter, ';', '|', tab, two spaces, or " / " before the next value ("…, Busan 48094 / minji@…").
    if (c === 10 || c === 13 || c === quote || c === delimiter || c === 59 || c === 124 || c === 9 || (c === 32 && (text.charCodeAt(i + 1) === 32 ||
      (text.charCodeAt(i + 1) === 47 && text.charCodeAt(i + 2) === 32)))) {
      return spaced && (words > 4 || lower > 1) ? end : last
    }
    // A full stop before a space, line end or the text's end (NaN) ends the value after a number or a long word.
    const after = text.charCodeAt(i + 1)
    if (c === 46 && !(after >= 128 || isAsciiAlnumCode(after)) && (number || word === 0 || word >= 6 || (word >= 4 && !lowerWord))) {
      return spaced && (words > 4 || lower > 1) ? end : last
    }
    // A double quote inside an unquoted value ('3° "C"') is part of it.
    if (!isFieldChar(c) && !(c === 34 && quote === -1)) return end
    // A Brazilian CEP (01426-001) is the field's postcode, not a phone number's digits.
    if (!number && isCepAt(text, i)) {
      i += 8
      last = i + 1
      number = true
      word = 0
      continue
    }
    if (c === 32 || c === 44) number = false
    if (c >= 48 && c <= 57) {
      if (++digits > 8) return end
      word = 0
      number = true
    } else if (c >= 128 || isAsciiLetter(c)) {
      if (word === 0) {
        lowerWord = c >= 97 && c <= 122
        if (++words > 12) return end
        if (c >= 97 && c <= 122 && ++lower > 3) return end
      }
      word++
    } else {
      word = 0
    }
    if (c !== 32 && c !== 44) last = i + 1
  }
  return limit === text.length && !(spaced && (words > 4 || lower > 1)) ? last : end
}

/** Five digits, a dash, three digits at i, and no digit after them. */
function isCepAt (text: string, i: number): boolean {
  for (let k = 0; k < 9; k++) if (k === 5 ? text.charCodeAt(i + k) !== 45 : !isDigitAt(text, i + k)) return false
  return !isDigitAt(text, i + 9)
}

/** Labels of a postcode-and-city field ("PLZ/Ort: 8001 Zürich", "Postcode/plaats: 3511 AK Utrecht"). */
const CITY_LABELS = contextWords(['plz', 'ort', 'postleitzahl', 'wohnort', 'zip', 'zip code', 'postcode', 'post code', 'postal code', 'postnr',
  'postnummer', 'postort', 'plaats', 'woonplaats', 'city', 'town', 'stadt', 'ville', 'code postal', 'cap', 'localidad', 'località',
  'kod pocztowy', 'miejscowość', 'postinumero', 'postitoimipaikka', 'código postal', 'codigo postal', 'localidade', 'cidade', 'irányítószám', 'település', 'psč', 'obec'])
const POSTCODE_CITY = new RegExp(`(?:[A-Z]{1,2}-)?(?:\\d{3} \\d{2}|\\d{4}-\\d{3}|\\d{2}-\\d{3}|\\d{4} ?[A-Z]{2}|\\d{4,5})[ \\t]{1,3}${EU_CITY}(?![\\p{L}\\p{N}])`, 'uy')

/**
 * Where labelledStreet can hold at all, judged from the characters before the start: a key or form
 * label's end (`:`, `=` or a line break, then up to four spaces or quotes) or a cell's start (after a
 * CSV/table delimiter, a line break or the text's start, maybe behind a quote). A cheap superset test,
 * so STREET_ONLY runs at a few positions instead of every capital letter.
 */
function maybeLabelledAt (text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1)
  if (!fieldMayFollow(at, before, classOf(before), classOf(text.charCodeAt(at - 2)))) return false
  const start = alignedStart(text, at)
  let j = start - 1
  if (text.charCodeAt(j) === 34) j--
  else if (text.charCodeAt(j) === 39) {
    // A value in single quotes: an SQL INSERT's ("VALUES (1042, 'Magnus', 'Thereses gate 38'").
    j--
    while (j >= 0 && text.charCodeAt(j) === 32) j--
  }
  if (j < 0) return true
  const cell = text.charCodeAt(j)
  // Line break, comma, semicolon, tab, pipe.
  if (cell === 10 || cell === 44 || cell === 59 || cell === 9 || cell === 124) return true
  j = start - 1
  for (let k = 0; k < 4 && j >= 0; k++, j--) {
    const c = text.charCodeAt(j)
    // A JSON list's bracket only right before the quoted value ('"line": ["17 Hanover Square"').
    if (c !== 32 && c !== 9 && c !== 34 && c !== 39 && !(c === 91 && k === 1 && text.charCodeAt(start - 1) === 34)) break
  }
  const end = text.charCodeAt(j)
  // ':' or '=' after a label (not a time's "21:33"), a line break, or dot leaders ("Street ........ ").
  if (((end === 58 || end === 61) && (!isDigitAt(text, j - 1) || numberedKeyBefore(text, j))) || end === 10 || (end === 46 && text.charCodeAt(j - 1) === 46)) return true
  // An XML element's content: <indirizzo>Via …, <d:street>12 …
  if (end === 62 && j === at - 1 && elementNameBefore(text, j) !== null) return true
  // Or a label without a colon that opens the line, set off by a tab or two blanks ("Strasse         Brunnmatt 29").
  return (before === 9 || (before === 32 && text.charCodeAt(at - 2) === 32)) && columnLabel(text, at) !== null
}

/** A key numbered before its ':' or '=' at `at` ("address1", "street_1", "Address line 2"), not a time ("at 21:33"): one or two digits after a letter, '_' or a letter and a blank, and no digit right after. */
function numberedKeyBefore (text: string, at: number): boolean {
  // "21:33": a digit right after the colon.
  if (isDigitAt(text, at + 1)) return false
  let i = at - 1
  while (i >= 0 && at - i <= 3 && isDigitAt(text, i)) i--
  if (at - i > 3) return false
  const c = text.charCodeAt(i)
  if (c === 95 || isAsciiLetter(c)) return true
  return c === 32 && isAsciiLetter(text.charCodeAt(i - 1))
}

/** "Flat 2, 14 Elm Grove …": a unit or a house-number word before the number belongs to the address ("Level 5, ", "Suite 200, ", "Unit ", "No. ", "House No. "). */
const UNIT_BEFORE_WIDE = /(?:(?:Flat|Apartment|Apt\.?|Unit|Suite|Ste\.?|Room|Level|Shop|Lot|FLAT|APT|UNIT|SUITE|LEVEL)[ \t](?:\d{1,4}[A-Z]?,?[ \t]{1,2})?|(?:(?:House|Flat|Plot|Door|Shop|H\.) ?(?:No\.? ?)?|No\. ?|Blk |Block )|(?<![\w-])\d{1,5}[A-Z]? ?[–-] ?)$/

/** A line that holds only a flat or unit and maybe its building ("Flat 12, Windmill Court"), above the street's line. */
const UNIT_LINE = /^[ \t]*((?:Flat|Apartment|Apt\.?|Unit|Suite|Room|Level|Floor|FLAT|APT|UNIT|SUITE)[ \t]\d{1,4}[A-Z]?(?:,[ \t]?[A-Z][\p{L}'’. -]{1,40})?)[ \t]*\r?$/u

function withUnitWide (text: string, start: number): number {
  const m = UNIT_BEFORE_WIDE.exec(text.slice(Math.max(0, start - 24), start))
  if (m !== null) return start - m[0].length
  if (start === 0 || text.charCodeAt(start - 1) !== 10) return start
  const above = text.lastIndexOf('\n', start - 2) + 1
  if (start - above > 64) return start
  const unit = UNIT_LINE.exec(text.slice(above, start - 1))
  return unit === null ? start : above + unit[0].indexOf(unit[1])
}

const UPPER_AT = /\p{Lu}/uy

/** Length of the `[ \t]{1,3}\p{Lu}` at i (spaces and the capital), or 0. */
function spacesThenCapital (text: string, i: number): number {
  let n = 0
  while (n < 4 && (text.charCodeAt(i + n) === 32 || text.charCodeAt(i + n) === 9)) n++
  if (n === 0 || n > 3) return 0
  const c = text.charCodeAt(i + n)
  if (isAsciiUpper(c)) return n + 1
  if (c < 128) return 0
  UPPER_AT.lastIndex = i + n
  const m = UPPER_AT.exec(text)
  return m === null ? 0 : n + m[0].length
}

/** True when a letter or digit (one code point) ends right before p: the look-behind `(?<![\p{L}\p{N}])`. */
function letterOrDigitBefore (text: string, p: number): boolean {
  if (p === 0) return false
  const c = text.charCodeAt(p - 1)
  if (c < 128) return isAsciiAlnumCode(c)
  const low = c >= 0xDC00 && c <= 0xDFFF && p >= 2
  return LETTER_OR_DIGIT.test(low ? text.slice(p - 2, p) : text[p - 1])
}

/**
 * Starts of postcode hints, ascending: where the EU addresses can end. A hint is what
 * `(?<![\p{L}\p{N}])\d{2,5}(?:[ -]\d{2,3}| ?[A-Z]{2})?[ \t]{1,3}\p{Lu}` (a postcode-like digit run
 * followed on the same line by a capital) matches, scanning as a global regex would; checked on the
 * digit runs instead of running that regex over the text.
 */
function postcodeHints (text: string, a: Anchors, hintRuns: readonly number[]): number[] {
  const { runStart, runEnd } = a
  const out: number[] = []
  let consumed = 0
  for (const r of hintRuns) {
    const s = runStart[r]
    const e = runEnd[r]
    if (s < consumed || letterOrDigitBefore(text, s)) continue
    let end = 0
    const c = text.charCodeAt(e)
    // "111 21", "1100-053", "00-590": a separator and a run of 2–3 digits.
    if ((c === 32 || c === 45) && r + 1 < runStart.length && runStart[r + 1] === e + 1 && runEnd[r + 1] - e - 1 >= 2 && runEnd[r + 1] - e - 1 <= 3) {
      const n = spacesThenCapital(text, runEnd[r + 1])
      if (n > 0) end = runEnd[r + 1] + n
    }
    // "1017 GC", "1017GC": two capitals.
    if (end === 0) {
      const i = c === 32 ? e + 1 : e
      if (isAsciiUpper(text.charCodeAt(i)) && isAsciiUpper(text.charCodeAt(i + 1))) {
        const n = spacesThenCapital(text, i + 2)
        if (n > 0) end = i + 2 + n
      }
    }
    if (end === 0) {
      const n = spacesThenCapital(text, e)
      if (n > 0) end = e + n
    }
    if (end === 0) continue
    out.push(s)
    consumed = end
  }
  return out
}

/** A capital letter at p (ASCII, or a non-ASCII upper-case letter). */
function isUpperAt (text: string, p: number): boolean {
  const c = text.charCodeAt(p)
  if (c < 128) return isAsciiUpper(c)
  UPPER_AT.lastIndex = p
  return UPPER_AT.test(text)
}

/** A Belgian box number ending the line or field before a postcode ("Kouter 42 bus 3 / 9000 Gent"): that postcode is an address's too. */
const BOX_BEFORE_POSTCODE = /[ \t](?:bus|bte|boîte) \d{1,4}[A-Z]?,?[ \t]{0,3}(?:\r?\n[ \t]{0,24})?$/

/** BOX_BEFORE_POSTCODE before `hint`, tried only when the box number there follows "s " or "e " (bus, bte, boîte). */
function boxBeforePostcode (text: string, hint: number): boolean {
  let j = hint - 1
  while (j > hint - 30 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9 || text.charCodeAt(j) === 10 || text.charCodeAt(j) === 13 || text.charCodeAt(j) === 44)) j--
  if (isAsciiUpper(text.charCodeAt(j))) j--
  if (!isDigitAt(text, j)) return false
  while (j > hint - 36 && isDigitAt(text, j)) j--
  const c = text.charCodeAt(j - 1)
  return text.charCodeAt(j) === 32 && (c === 115 || c === 101) && BOX_BEFORE_POSTCODE.test(text.slice(Math.max(0, hint - 40), hint))
}

/** A postcode form no year or amount has, at a hint: "111 21", "1016 DX", "00-590", "1100-053". */
function distinctivePostcode (text: string, p: number): boolean {
  let e = p
  while (isDigitAt(text, e)) e++
  const n = e - p
  const c = text.charCodeAt(e)
  if (n === 3 && c === 32) return isDigitAt(text, e + 1) && isDigitAt(text, e + 2) && !isDigitAt(text, e + 3)
  if (n === 4 && (c === 32 || isAsciiUpper(c))) {
    const i = c === 32 ? e + 1 : e
    return isAsciiUpper(text.charCodeAt(i)) && isAsciiUpper(text.charCodeAt(i + 1)) && !isAsciiAlnumCode(text.charCodeAt(i + 2))
  }
  if ((n === 2 || n === 4) && c === 45) return isDigitAt(text, e + 3) && !isDigitAt(text, e + 4) && isDigitAt(text, e + 1)
  return false
}

/**
 * Starts of street words (an EU suffix at the end, or a street type) up to EU_REACH characters before
 * every postcode hint, and of up to two capitalised words before them; ascending, without repeats.
 * A street word starts with a letter at a word start, so only the words of the anchor pass (ASCII
 * words starting with a letter, non-ASCII word starts) are looked at; a start is kept only where
 * the street can run, in street characters, up to a house number. Before a distinctive postcode,
 * every capital there is also added to `anyStarts` (EU_ANY).
 */
function euStarts (text: string, a: Anchors, hints: readonly number[], anyStarts: number[]): number[] {
  const { wordStart, wordFlags, otherStarts } = a
  const out: number[] = []
  let next = 0
  let stop = -1
  let boxes = 0
  const cap = layoutCap(text)
  for (const hint of hints) {
    const lo = Math.max(next, hint - EU_REACH)
    const distinct = distinctivePostcode(text, hint) || (boxes < cap && boxBeforePostcode(text, hint) && ++boxes > 0)
    let w = firstAtLeast(wordStart, lo)
    let o = firstAtLeast(otherStarts, lo)
    for (;;) {
      while (w < wordStart.length && (wordFlags[w] & WORD_FIRST_LETTER) === 0) w++
      const ws = w < wordStart.length ? wordStart[w] : text.length
      const os = o < otherStarts.length ? otherStarts[o] : text.length
      const p = ws < os ? ws : os
      if (p >= hint) break
      if (ws < os) w++
      else o++
      // A letter or digit before: no word starts here (isWordChar, its regex only for a non-ASCII code).
      const c = text.charCodeAt(p - 1)
      if (p > 0 && (c < 128 ? (ASCII_CLASS[c] & C_ALNUM) !== 0 : isWordChar(text, p - 1))) continue
      if (p >= stop) {
        stop = p
        while (stop < text.length && isStreetChar(text, stop)) stop++
      }
      const at = text.charCodeAt(stop)
      const before = text.charCodeAt(stop - 1)
      if (!(at >= 48 && at <= 57 && (before === 32 || before === 9))) continue
      if (distinct && isUpperAt(text, p)) anyStarts.push(p)
      WORD_AT.lastIndex = p
      const word = WORD_AT.exec(text)
      if (word === null || word[0].length < 2 || !STREET_WORD_ENDS.has(lastTwoUnits(word[0], word[0].length)) || !STREET_WORD.test(word[0])) continue
      // Up to two capitalised words before the street word belong to the name.
      let q = p
      for (let k = 0; k < 2; k++) {
        const m = WORD_BEFORE.exec(text.slice(Math.max(0, q - 32), q))
        if (m === null) break
        q -= m[0].length
        out.push(q)
      }
      out.push(p)
    }
    next = Math.max(next, hint)
  }
  return [...new Set(out)].sort((x, y) => x - y)
}

const LOWER_TYPE = /^(?:ul|al|pl|os)$/

/** Up to six lower-case ASCII letters as one number (five bits a letter). */
function packWord (text: string, from: number, to: number): number {
  let h = 0
  for (let i = from; i < to; i++) h = h * 32 + (text.charCodeAt(i) - 96)
  return h
}

/**
 * The lower-case words a street name can hold (particles, articles, Nordic street words written apart,
 * Polish street types), packed (packWord): a street-only start is tried only where every lower-case
 * ASCII word between it and its house number is one of them.
 */
const STREET_LOWER_WORDS = new Set(['de', 'del', 'della', 'delle', 'dei', 'degli', 'di', 'da', 'do', 'dos', 'das', 'la', 'le', 'les', 'des', 'du',
  'el', 'y', 'e', 'i', 'van', 'der', 'den', 'ter', 'het', 't', 'dem', 'vom', 'zum', 'zur', 'gate', 'gata', 'gatan', 'vei', 'veien', 'vegen',
  'vej', 'plass', 'plads', 'torg', 'torget', 'tie', 'katu', 'ul', 'ulica', 'al', 'aleja', 'pl', 'plac', 'os'].map((w) => packWord(w, 0, w.length)))

function isAsciiLower (code: number): boolean {
  return code >= 97 && code <= 122
}

/** The end of the run of street characters (isStreetChar) from p on: a loop, not a regex exec per capital (most runs are a few words). */
function streetRunEnd (text: string, p: number): number {
  let i = p
  while (i < text.length && isStreetChar(text, i)) i++
  return i
}

/**
 * The start of the last lower-case word in (from, to) that no street name holds ("lauscht", "auf"),
 * or -1: no street starts before it. Longer words, and words going on in non-ASCII letters or after
 * an apostrophe ("d'Annunzio"), are left to the regex. Read from the end: in prose the last such word
 * is usually a few characters before the number ("… in room 4").
 */
function lastForeignWord (text: string, from: number, to: number): number {
  for (let i = to - 1; i > from; i--) {
    const prev = text.charCodeAt(i - 1)
    if (!((prev === 32 || prev === 9) && isAsciiLower(text.charCodeAt(i)))) continue
    let k = i + 1
    while (k < i + 7 && isAsciiLower(text.charCodeAt(k))) k++
    const after = text.charCodeAt(k)
    if (!(after >= 128 || after === 39 || isAsciiLower(after)) && !STREET_LOWER_WORDS.has(packWord(text, i, k))) return i
  }
  return -1
}

/** "No" or "Nr" as a word at p, before "." or ":" and a house number ("Cad. No:412", "Sok. No.5"). */
function numberWordAt (text: string, p: number): boolean {
  const n = text.charCodeAt(p)
  const o = text.charCodeAt(p + 1)
  return (n === 78 || n === 110) && (o === 111 || o === 114) && text.charCodeAt(p - 1) === 32
}

/**
 * Streets read forward through a text: a street from a capital at p runs in street characters
 * (streetRunEnd) up to a digit after a space or tab (the house number, or the "17." of "Straße des 17.
 * Juni"), with no lower-case word in it but an article. Starts inside one run share its scan, and the
 * run's last foreign word (lastForeignWord) is read only for a run that ends at such a digit. Starts
 * must be asked for in ascending order.
 */

class StreetRuns {
  private segment = -1
  private stop = -1
  private bad = -1

  constructor (private readonly text: string) {}

  /** Where the street from p reaches its number, or -1 when its run of street characters ends elsewhere. */
  numberAfter (p: number): number {
    const { text } = this
    if (p >= this.stop) {
      this.segment = p
      this.stop = streetRunEnd(text, p)
      this.bad = -2
    }
    const c = text.charCodeAt(this.stop)
    const before = text.charCodeAt(this.stop - 1)
    if (c >= 48 && c <= 57) return before === 32 || before === 9 || (before === 46 && numberWordAt(text, this.stop - 3)) ? this.stop : -1
    // "Bağdat Cad. No:412": the run stops at the colon.
    return c === 58 && isDigitAt(text, this.stop + 1) && numberWordAt(text, this.stop - 2) ? this.stop + 1 : -1
  }

  /** A lower-case word that no street holds stands between p and the number of the last numberAfter(p). */
  foreignWordAfter (p: number): boolean {
    if (this.bad === -2) this.bad = lastForeignWord(this.text, this.segment, this.stop)
    return p <= this.bad
  }
}

/** Longest street before its house number in a street-only field, in UTF-16 units. */
const STREET_SPAN = 400

/** Characters a street name is made of (letters, space, tab, `-`, `.`, `'`, `/`); a comma only before spaces and the house number. */
const STREET_CHAR = new Uint8Array(128)
for (let c = 65; c <= 90; c++) STREET_CHAR[c] = STREET_CHAR[c + 32] = 1
for (const c of ' \t-.\'/') STREET_CHAR[c.charCodeAt(0)] = 1

function isStreetChar (text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c >= 128) return true
  if (STREET_CHAR[c] === 1) return true
  if (c === 44) {
    const next = text.charCodeAt(i + 1)
    return next === 32 || next === 9
  }
  return false
}

/**
 * Where STREET_ONLY is tried, ascending: field starts (maybeLabelledAt) that can begin a street with
 * its house number. A street (starting at a capital) runs in street characters up to a digit after a
 * space or tab (the house number, or the "17." of "Straße des 17. Juni"); a house number first is
 * followed by a letter and a space before the street's first word ("12 Elm Grove", "12, rue …").
 */
function streetOnlyStarts (text: string, a: Anchors, fieldHouses: readonly number[]): number[] {
  const capitals = capitalFieldStarts(text, a)
  const houses = numberFirstFieldStarts(text, a, fieldHouses)
  if (houses.length === 0) return capitals
  if (capitals.length === 0) return houses
  const out: number[] = []
  let i = 0
  let j = 0
  while (i < capitals.length || j < houses.length) {
    if (j === houses.length || (i < capitals.length && capitals[i] < houses[j])) out.push(capitals[i++])
    else out.push(houses[j++])
  }
  return out
}

/**
 * Capitals (ASCII words and non-ASCII starts, in order) where a field can start with a street before its
 * house number. Found from the numbers backwards: a street from p reaches its number (StreetRuns.numberAfter)
 * exactly when p lies in the run of street characters that ends at a digit run after a space or tab, or at
 * "No." / "No:" before one (streetEndBefore); so only those runs, at most STREET_SPAN before the number,
 * are read, instead of the run after every capital that can start a field (a third of the text's characters).
 */
function capitalFieldStarts (text: string, a: Anchors): number[] {
  const { runStart, wordStart, wordEnd, wordFlags, otherStarts } = a
  const capitals: number[] = []
  let w = 0
  let o = 0
  for (let r = 0; r < runStart.length; r++) {
    const number = runStart[r]
    const end = streetEndBefore(text, number)
    if (end === -1) continue
    let lo = end
    while (lo > 0 && lo > number - STREET_SPAN && isStreetChar(text, lo - 1)) lo--
    if (lo === end) continue
    while (w < wordStart.length && wordStart[w] < lo) w++
    while (o < otherStarts.length && otherStarts[o] < lo) o++
    const first = capitals.length
    // The capitals of [lo, end) in order, words and non-ASCII starts merged.
    for (;;) {
      const ws = w < wordStart.length ? wordStart[w] : text.length
      const os = o < otherStarts.length ? otherStarts[o] : text.length
      const p = ws < os ? ws : os
      if (p >= end) break
      if (ws < os) {
        const flags = wordFlags[w]
        if ((flags & WORD_FIRST_UPPER) === 0 && !lowerStreetType(text, flags, ws, wordEnd[w])) { w++; continue }
        w++
      } else {
        o++
      }
      if (maybeLabelledAt(text, p)) capitals.push(p)
    }
    if (capitals.length === first) continue
    // No lower-case word that no street holds between the start and the number (StreetRuns.foreignWordAfter).
    const bad = lastForeignWord(text, capitals[first], end)
    if (bad < capitals[first]) continue
    let keep = first
    for (let k = first; k < capitals.length; k++) if (capitals[k] > bad) capitals[keep++] = capitals[k]
    capitals.length = keep
  }
  return capitals
}

/** Where the run of street characters before the digit run at s must end for a street to reach that number (StreetRuns.numberAfter), or -1. */
function streetEndBefore (text: string, s: number): number {
  const before = text.charCodeAt(s - 1)
  if (before === 32 || before === 9) return s
  // "Sok. No.5" runs on through the full stop; "Cad. No:412" stops at the colon.
  if ((before === 46 || before === 58) && numberWordAt(text, s - 3)) return before === 46 ? s : s - 1
  return -1
}

/** The word [p, end) with these flags is a Polish street type written in lower case, which starts a street like a capital ("ul. Floriańska 15"). */
function lowerStreetType (text: string, flags: number, p: number, end: number): boolean {
  return (flags & WORD_FIRST_LOWER) !== 0 && end - p === 2 && text.charCodeAt(p + 2) === 46 && LOWER_TYPE.test(text.slice(p, p + 2))
}

/** House numbers first where a field can start: "12 Elm", "12A Elm", "12/3 Elm", "12, rue", "12 bis rue": a space and a letter after a few letters, digits, commas, dashes or slashes. */
function numberFirstFieldStarts (text: string, a: Anchors, fieldHouses: readonly number[]): number[] {
  const { runStart, runEnd } = a
  const houses: number[] = []
  let flats = 0
  const flatCap = layoutCap(text)
  for (const r of fieldHouses) {
    const end = runEnd[r]
    for (let i = end; i < end + 14; i++) {
      const c = text.charCodeAt(i)
      if (c === 32) {
        const n = text.charCodeAt(i + 1)
        // A flat and its building's number first: "101-1203, 45 Haeundae-ro" (the flat's number has a dash or slash).
        if (n >= 48 && n <= 57 && text.charCodeAt(i - 1) === 44 && (text.charCodeAt(end) === 45 || text.charCodeAt(end) === 47) && flats++ < flatCap) continue
        if ((n >= 65 && n <= 90) || (n >= 97 && n <= 122)) houses.push(runStart[r])
        break
      }
      if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 44 && c <= 57 && c !== 46))) break
    }
  }
  return houses
}

/** Key of a span in `seen`: findings are far shorter than 4096 characters. */
function spanKey (start: number, end: number): number {
  return start * 4096 + (end - start)
}

/** Column headers of a house number kept apart from its street (Huisnummer, Hausnummer, Nr, house_no, número …). */
const HOUSE_COLUMN = contextWords(['huisnummer', 'huisnr', 'hausnummer', 'hausnr', 'haus-nr', 'house number', 'house no', 'housenumber', 'house nr',
  'street number', 'streetnumber', 'building number', 'husnummer', 'husnr', 'gatenummer', 'numero civico', 'civico', 'número', 'numero', 'num',
  'nr', 'no', 'n°', 'nº', 'numer', 'numer domu', 'nr domu', 'talonumero', 'number', 'nummer', 'hnr'])
/** Column headers of a street name alone (Straat, Straße, street_name, calle, rue, via, ulica, gata, vej, katu, rua …). */
const STREET_COLUMN = contextWords(['straat', 'straatnaam', 'street', 'street name', 'streetname', 'straße', 'strasse', 'straßenname',
  'strassenname', 'calle', 'rue', 'via', 'ulica', 'gata', 'gate', 'gatenavn', 'gatunamn', 'vej', 'vejnavn', 'katu', 'rua', 'logradouro',
  'address line 1', 'address1', 'line1', 'adres', 'adresse', 'address', 'anschrift'])
/** A street name filling a cell: capitalised words, particles and short lower-case words between them (Witte de Withstraat, Lange Voorhout). */
const STREET_CELL = new RegExp(`^\\p{Lu}[\\p{L}'’.-]{1,30}(?: (?:${PARTICLE}|\\p{Lu}[\\p{L}'’.-]{1,30}|\\p{Ll}{1,4}\\.?)){0,4}$`, 'u')

/**
 * Tables that keep the house number in a column of its own ("Straat,Huisnummer,Postcode" then
 * "Lange Voorhout,12,2514 ED"): a short number (maybe with a letter or "-B") filling a cell under a
 * house-number header, right after a cell holding a street name under a street header; both cells
 * are reported. Walks the digit runs: only a run filling a cell between two delimiters is looked at.
 */
function splitColumns (text: string, a: Anchors, cellRuns: readonly number[], out: Match[]): void {
  const { runStart, runEnd } = a
  for (const r of cellRuns) {
    const s = runStart[r]
    let e = runEnd[r]
    const d = text.charCodeAt(s - 1)
    // A letter or "-B" / "/2" after the number.
    let c = text.charCodeAt(e)
    if (isAsciiLetter(c) && !isAsciiLetter(text.charCodeAt(e + 1))) c = text.charCodeAt(++e)
    else if ((c === 45 || c === 47) && isAsciiAlnumCode(text.charCodeAt(e + 1))) {
      let k = e + 1
      while (k < e + 5 && isAsciiAlnumCode(text.charCodeAt(k))) k++
      e = k
      c = text.charCodeAt(e)
    }
    if (c !== d && c !== 10 && c !== 13 && !Number.isNaN(c)) continue
    // The street's cell before it.
    let ps = s - 2
    while (ps >= 0 && s - ps < 60 && text.charCodeAt(ps) !== d && text.charCodeAt(ps) !== 10) ps--
    if (ps >= 0 && text.charCodeAt(ps) !== d && text.charCodeAt(ps) !== 10) continue
    let cs = ps + 1
    let ce = s - 1
    while (cs < ce && (text.charCodeAt(cs) === 32 || text.charCodeAt(cs) === 34)) cs++
    while (ce > cs && (text.charCodeAt(ce - 1) === 32 || text.charCodeAt(ce - 1) === 34)) ce--
    if (ce - cs < 3 || !STREET_CELL.test(text.slice(cs, ce))) continue
    if (!columnHasContext(text, s, e, HOUSE_COLUMN) || !columnHasContext(text, cs, ce, STREET_COLUMN)) continue
    out.push(new Hit(cs, ce, 0.7, 'address-columns'), new Hit(s, e, 0.7, 'address-columns'))
  }
}

/** Street words that end a German street name, also as part of a compound ("Hauptstr 5", "Karl-Marx-Allee 12"), lower case. */
const DE_TYPE_ENDS = ['straße', 'strasse', 'str.', 'str', 'allee', 'gasse', 'chaussee',
  // The same for compounds of the Nordic countries and the Netherlands ("Ekbacksvägen 12", "Rådhusgaten 10", "Kruisstraat 118").
  'vägen', 'gatan', 'gaten', 'veien', 'vegen', 'vej', 'gade', 'katu', 'straat', 'gränd']
/** Street words after the street's name in English and many other layouts ("Tom Mboya Street 14"), lower case. */
const EN_TYPE_WORDS = new Set(['street', 'st', 'st.', 'road', 'rd', 'rd.', 'avenue', 'ave', 'ave.', 'lane', 'drive', 'boulevard', 'blvd', 'blvd.'])
/** Words before a street in running text that say it is a place: "at", "in", "bei", "wohnhaft" … */
const PLACE_CUES = new Set(['at', 'in', 'on', 'near', 'to', 'from', 'bei', 'nach', 'wohnhaft', 'located', 'situated', 'opposite', 'behind', 'visit'])

/** Whether text[from, to) lower-cased ends with `suffix` (ASCII suffixes and ß, compared on char codes). */
function endsWithLower (text: string, from: number, to: number, suffix: string): boolean {
  const n = suffix.length
  if (to - from < n) return false
  for (let k = 0; k < n; k++) {
    let c = text.charCodeAt(to - n + k)
    if (c >= 65 && c <= 90) c += 32
    if (c !== suffix.charCodeAt(k)) return false
  }
  return true
}

/** Start of the word that ends at `end` (letters, non-ASCII, '-', '.'; at most 45 characters back). */
function wordStartBefore (text: string, end: number): number {
  let j = end
  while (j > 0 && end - j < 45) {
    const c = text.charCodeAt(j - 1)
    if (!(c >= 128 || isAsciiLetter(c) || c === 45 || c === 46)) break
    j--
  }
  return j
}

/** Lower-cased ASCII letter code (other codes unchanged). */
function lowerCode (c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c
}

/**
 * Whether the word ending at `end` may end in a street word, from its last two characters: -ße/-se/-ee/-ue/-ve/-ne (straße,
 * strasse, gasse, allee, chaussee, avenue, ave, drive, lane), -tr (str), -r./-t./-d./-e. (str., st., rd., ave.),
 * -et/-st (street, st), -ad/-rd/-vd (road, rd, boulevard, blvd). A test of two char codes per number in the text.
 */
function streetWordEnding (text: string, end: number): boolean {
  const last = lowerCode(text.charCodeAt(end - 1))
  const prev = lowerCode(text.charCodeAt(end - 2))
  switch (last) {
    case 101: return prev === 0xDF || prev === 115 || prev === 101 || prev === 117 || prev === 118 || prev === 110 || prev === 100
    case 114: return prev === 116
    case 46: return prev === 114 || prev === 116 || prev === 100 || prev === 101
    case 116: return prev === 101 || prev === 115 || prev === 97
    case 100: return prev === 97 || prev === 114 || prev === 118 || prev === 110
    // -gen/-ten/-ien (vägen, gaten, veien), -tan (gatan), -ej (vej), -tu (katu).
    case 110: {
      const third = lowerCode(text.charCodeAt(end - 3))
      return (prev === 101 && (third === 103 || third === 116 || third === 105)) || (prev === 97 && third === 116)
    }
    case 106: return prev === 101
    case 117: return prev === 116
    default: return false
  }
}

/** Whether a capitalised word ending in -er, -sche or -schen spans text[from, to) ("Durlacher", "Boxhagener", "Lübecker"). */
function isPlaceAdjective (text: string, from: number, to: number): boolean {
  return isUpperAt(text, from) && to - from >= 4 && (endsWithLower(text, from, to, 'er') || endsWithLower(text, from, to, 'sche') || endsWithLower(text, from, to, 'schen'))
}

/**
 * End of a house number at `s` in running text ("12", "12a", "14-16", "4/2") when what follows ends
 * the address (text end, line end, `,.;:!?)"'`, or " –", " -", " ("), with ", City" taken when one or
 * two capitalised words end the sentence there ("… Street 14, Nairobi."); -1 otherwise.
 */
function runningHouseEnd (text: string, a: Anchors, r: number, german: boolean): number {
  let e = a.runEnd[r]
  if (e - a.runStart[r] > 4) return -1
  let c = text.charCodeAt(e)
  if (isAsciiLetter(c) && !isAsciiLetter(text.charCodeAt(e + 1)) && text.charCodeAt(e + 1) < 128) c = text.charCodeAt(++e)
  if ((c === 45 || c === 47) && isDigitAt(text, e + 1)) {
    let k = e + 1
    while (k < e + 5 && isDigitAt(text, k)) k++
    e = k
    c = text.charCodeAt(e)
  }
  if (Number.isNaN(c) || c === 10 || c === 13 || c === 46 || c === 59 || c === 58 || c === 33 || c === 63 || c === 41 || c === 34 || c === 39) return e
  if (c === 32) {
    const n = text.charCodeAt(e + 1)
    // A German street also before a word in lower case ("in der Boxhagener Str 31 ist …"): no count follows a street word there.
    return n === 0x2013 || n === 45 || n === 40 || (german && ((n >= 97 && n <= 122) || n === 0xFC || n === 0xE4 || n === 0xF6)) ? e : -1
  }
  if (c !== 44) return -1
  // ", City" ending the sentence.
  let k = e + 1
  if (text.charCodeAt(k) !== 32) return e
  k++
  for (let words = 0; words < 2; words++) {
    if (!isUpperAt(text, k)) return e
    const w = k
    while (k < w + 30 && (isAsciiLetter(text.charCodeAt(k)) || text.charCodeAt(k) >= 0xC0)) k++
    if (k - w < 3) return e
    const n = text.charCodeAt(k)
    if (Number.isNaN(n) || n === 10 || n === 13 || n === 46 || n === 59 || n === 33 || n === 63 || n === 41) return k
    if (n !== 32) return e
    k++
  }
  return e
}

/**
 * Streets in running text without a postcode: a German street ("Durlacher Allee 12", "Hauptstr 5",
 * "Karl-Marx-Allee 3") anywhere, any street ending in a street word ("Tom Mboya Street 14", "Boxhagener
 * Str 31") after a place cue ("at", "in", "bei", "wohnhaft" …), each followed by a house number that
 * ends the address (punctuation, line end, ", City."; after a German street also a word in lower case). Walks the digit runs that follow a space and a word
 * ending like a street word, so prose without such pairs pays a character test per number.
 */
function runningStreets (text: string, a: Anchors, streetWordRuns: readonly number[], out: Match[]): void {
  const { runStart } = a
  let found = 0
  const cap = layoutCap(text)
  for (const r of streetWordRuns) {
    const s = runStart[r]
    const we = s - 1
    const ws = wordStartBefore(text, we)
    if (we - ws < 2 || !isUpperAt(text, ws)) continue
    let start = -1
    let cue = false
    let german = ''
    for (const end of DE_TYPE_ENDS) if (endsWithLower(text, ws, we, end)) { german = end; break }
    if (german !== '' && we - ws >= german.length + 3) {
      // A compound: "Hauptstraße", "Karl-Marx-Allee"; one word before it maybe ("Alte Hauptstraße"), taken only when cued.
      start = ws
    } else if (german !== '' && we - ws === german.length) {
      // "Allee", "Str." after an adjective of place: "Durlacher Allee", "Boxhagener Str".
      if (text.charCodeAt(ws - 1) !== 32) continue
      const as = wordStartBefore(text, ws - 1)
      if (!isPlaceAdjective(text, as, ws - 1)) continue
      start = as
    } else if (EN_TYPE_WORDS.has(text.slice(ws, we).toLowerCase())) {
      // One to three capitalised words before the street word, then a place cue.
      let p = ws
      let words = 0
      while (words < 3 && text.charCodeAt(p - 1) === 32) {
        const q = wordStartBefore(text, p - 1)
        if (q === p - 1 || !isUpperAt(text, q)) break
        p = q
        words++
      }
      if (words === 0) continue
      start = p
      cue = true
    } else {
      continue
    }
    const end = runningHouseEnd(text, a, r, !cue)
    if (end === -1) continue
    if (cue) {
      if (text.charCodeAt(start - 1) !== 32) continue
      const cs = wordStartBefore(text, start - 1)
      if (!PLACE_CUES.has(text.slice(cs, start - 1).toLowerCase())) continue
    } else if (isWordChar(text, start - 1) || text.charCodeAt(start - 1) === 45) {
      continue
    }
    out.push(new Hit(start, end, 0.7, 'address-running'))
    if (++found === cap) return
  }
}

/**
 * Streets with their type first in the running text of deeds, summons and contracts, where no postcode
 * follows: after a place preposition ("residente in", "con domicilio en", "domiciliată în", "nel mio
 * studio in"), maybe with the city first ("in Napoli, Via Toledo n. 256", "in Pozzuoli (NA), Via
 * Napoli n. 117"), the street, a number marker maybe (n., nr., n°, nº, núm., No.), the house number and
 * a flat's parts (", ap. 12", ", pta. 9"). The city belongs to the address.
 */
const RESIDENCE_STREET = new RegExp(`(?:${TYPE_FIRST}|str\\.|strada|Calea|calea|bd\\.) ${NAME_WORDS},?[ \\t]` +
  '(?:(?:n|nr|no|núm|num|N|Nr|No|Núm)\\.[ \\t]?|[nN][°º][ \\t]?)?\\d{1,4}[A-Za-z]?(?:[-/]\\d{1,4}[A-Za-z]?)?' +
  '(?:,? (?:ap|apt|app|sc|bl|et|int|interno|piano|pta|puerta|piso|esc|scala)\\.? ?[0-9A-Z]{1,4}){0,4}' +
  // A Romanian county or Bucharest sector ("jud. Cluj", "sector 3").
  '(?:,? (?:jud\\.|județul|judetul) \\p{Lu}[\\p{L}-]{1,30}|,? sector(?:ul)? \\d)?' +
  // The postcode and city when they follow ("C/ Sueca, 27, pta. 9, 46005 Valencia").
  `(?:,?[ \\t]${EU_POSTCODE}[ \\t]{1,3}${EU_CITY})?(?![\\p{L}\\p{N}])`, 'uy')
/** The word before such a street (or before its city): a preposition of place. */
const RESIDENCE_CUES = new Set(['in', 'en', 'em', 'à', 'a', 'în', 'at', 'na', 'w', 'v', 'nella', 'alla', 'presso'])
/** The street types RESIDENCE_STREET starts with (LOCAL_TYPES and the Romanian ones), packed. */
const RESIDENCE_TYPE_NAMES = [...LOCAL_TYPE_NAMES, 'str', 'calea', 'bd']
const RESIDENCE_TYPES = new Set(RESIDENCE_TYPE_NAMES.map((w) => packLower(w, 0, w.length)))
/** The anchor words that may be such a type (or the "C" of "C/"): by length and first two letters. */
const RESIDENCE_FIRST_PAIRS = new Set(RESIDENCE_TYPE_NAMES.map((w) => w.charCodeAt(0) * 128 + w.charCodeAt(1)))
const RESIDENCE_TYPE_WORDS = new WordGate({
  lengths: { min: 1, max: 9 },
  withoutFlags: HAS_DIGIT | HAS_UNDERSCORE,
  firstPair: (first, second) => (first === 67 && second === 47) || RESIDENCE_FIRST_PAIRS.has((first | 32) * 128 + (second | 32))
})

function residenceStreets (text: string, a: Anchors, out: Match[]): void {
  const { wordStart, wordEnd } = a
  const words = RESIDENCE_TYPE_WORDS.words(a)
  for (let k = 0; k < words.length; k++) {
    const w = words[k]
    const p = wordStart[w]
    const q = wordEnd[w]
    if (text.charCodeAt(p - 1) !== 32) continue
    // "C/" is Spanish "Calle".
    const calle = q - p === 1 && text.charCodeAt(p) === 67 && text.charCodeAt(q) === 47
    if (!calle && (q - p < 2 || !RESIDENCE_TYPES.has(packLower(text, p, q)))) continue
    const start = residenceStart(text, p - 1)
    if (start === -1) continue
    for (const m of execAt(text, RESIDENCE_STREET, [p])) out.push(new Hit(start, m.index + m[0].length, 0.7, 'address-residence'))
  }
}

/** Where an address whose street starts after the blank at `blank` begins: the street, or its city before it; -1 without a cue of place. */
function residenceStart (text: string, blank: number): number {
  let start = blank + 1
  let end = blank
  if (text.charCodeAt(end - 1) === 44) {
    // "Napoli, ", "Pozzuoli (NA), ", "Cluj-Napoca, ": the city, one or two capitalised words.
    end--
    if (text.charCodeAt(end - 1) === 41 && text.charCodeAt(end - 4) === 40 && text.charCodeAt(end - 5) === 32) end -= 5
    let words = 0
    while (words < 2) {
      const ws = wordStartBefore(text, end)
      if (ws === end || !isUpperAt(text, ws)) break
      start = ws
      end = ws - 1
      words++
      if (text.charCodeAt(end) !== 32) break
    }
    if (words === 0 || text.charCodeAt(end) !== 32) return -1
  }
  const cs = wordStartBefore(text, end)
  return cs < end && RESIDENCE_CUES.has(text.slice(cs, end).toLowerCase()) ? start : -1
}

/**
 * The ADR property of a vCard (RFC 6350), as contact exports and e-mail signatures carry it:
 * "ADR;TYPE=WORK:;;Camino Lo Herrera 1450;Rancagua;;2820000;Chile". Its components are post office box,
 * extended address, street, locality, region, postal code and country; the street (the third) is
 * reported, as a table's street cell is. An optional group prefix ("item1.ADR") is allowed.
 */
const VCARD_ADR = /^(?:[A-Za-z0-9-]{1,20}\.)?ADR(?:;[^:\r\n]{0,200})?:/gim

function vcardStreets (text: string, out: Match[]): void {
  VCARD_ADR.lastIndex = 0
  for (let m = VCARD_ADR.exec(text); m !== null; m = VCARD_ADR.exec(text)) {
    let p = m.index + m[0].length
    // Past the post office box and the extended address (a backslash escapes a ';').
    for (let component = 0; component < 2 && p !== -1; component++) {
      const end = vcardComponentEnd(text, p)
      p = text.charCodeAt(end) === 59 ? end + 1 : -1
    }
    if (p === -1) continue
    let s = p
    let e = Math.min(vcardComponentEnd(text, p), p + 200)
    while (s < e && text.charCodeAt(s) === 32) s++
    while (e > s && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 13)) e--
    if (e - s >= 3) out.push(new Hit(s, e, 0.85, 'address-vcard'))
  }
}

/**
 * The end of the vCard component starting at `p`: its unescaped ';' (a backslash escapes one), else
 * the end of its line, looked for at most 200 characters on.
 */
function vcardComponentEnd (text: string, p: number): number {
  let i = p
  for (; i < text.length && i - p <= 200; i++) {
    const c = text.charCodeAt(i)
    if (c === 10 || c === 13 || c === 59) return i
    if (c === 92) i++
  }
  return Math.min(i, text.length)
}

/**
 * Korean road-name addresses in Latin letters: a road ("Teheran-ro", "Gangnam-daero", "Haeundae-ro 98-gil")
 * with its building number before or after it (found from the digit runs), then one or two districts (-gu, -si, -dong, -gun, -eup,
 * -myeon), the city and the postcode ("22 Teheran-ro 98-gil, Gangnam-gu, Seoul 06178"; "101-1203, 45 …"
 * with the flat first). The district is required, so a hyphenated word ending in -ro alone is never one.
 */
const KR_ROAD = '[A-Z][a-z]{1,20}-(?:daero|daegil|ro|gil)(?: \\d{1,3}(?:beon)?-gil)?'
const KR_TAIL = '(?:,? [A-Z][a-z]{1,20}-(?:gu|si|dong|gun|eup|myeon)){1,2}(?:,? [A-Z][a-z]{1,20}(?:-(?:si|do))?)?(?:,? \\d{5})?'
const KR = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:(?:\\d{1,5}-\\d{1,5}, )?\\d{1,5}(?:-\\d{1,3})? ${KR_ROAD}|${KR_ROAD} \\d{1,5}(?:-\\d{1,3})?)${KR_TAIL}(?![\\p{L}\\p{N}])`, 'uy')

/** Whether a capitalised Korean road word ("Teheran-ro", "Gangnam-daero", "Jungang-ro 24beon-gil" last part) ends at `end`: its start, or -1. */
function koreanRoadBefore (text: string, end: number): number {
  if (!(endsWithLower(text, 0, end, '-ro') || endsWithLower(text, 0, end, '-gil') || endsWithLower(text, 0, end, '-daero'))) return -1
  let ws = text.lastIndexOf('-', end - 1)
  while (ws > 0 && end - ws <= 28 && isAsciiLetter(text.charCodeAt(ws - 1))) ws--
  return isAsciiUpper(text.charCodeAt(ws)) ? ws : -1
}

/**
 * Where KR can start, from the digit runs: a road word before a building number ("Gangnam-daero 382"), or a
 * building number (maybe after a flat: "101-1203, 45") before a capitalised word holding "-ro", "-gil" or "-dae".
 */
function koreanStarts (text: string, a: Anchors): number[] {
  const { runStart, runEnd } = a
  const out: number[] = []
  // Every such address names its district ("-gu", "-si", "-gun"): only the numbers up to KR_REACH characters before one are looked at.
  const districts = districtDashes(text)
  if (districts.length === 0) return out
  const cap = layoutCap(text)
  let r = 0
  for (const d of districts) {
    r = Math.max(r, firstAtLeast(runStart, d - KR_REACH))
    for (; r < runStart.length && runStart[r] < d && out.length < cap; r++) koreanStartsAt(text, runStart[r], runEnd[r], out)
  }
  return out.sort((x, y) => x - y)
}

/**
 * The dashes before "gu" or "si" ("Gangnam-gu", "Suwon-si"), ascending. Most texts have few dashes, and
 * each is looked at; a search for "gu" and "si" stops at every g and s, frequent in prose (about three
 * times the cost on dense and prose text). A text full of dashes ("A-1 A-1 …") is searched that way
 * after all, once the dashes exceed one in 32 characters, so it costs at most that many looks more.
 */
function districtDashes (text: string): number[] {
  const dashes: number[] = []
  let budget = text.length >> 5
  for (let i = text.indexOf('-'); i !== -1; i = text.indexOf('-', i + 1)) {
    if (--budget < 0) return districtDashesByKey(text)
    const c = text.charCodeAt(i + 1)
    const d = text.charCodeAt(i + 2)
    if ((c === 103 && d === 117) || (c === 115 && d === 105)) dashes.push(i)
  }
  return dashes
}

/** districtDashes by a search for "gu" and "si" (a search for "-gu" would stop at every dash). */
function districtDashesByKey (text: string): number[] {
  const dashes: number[] = []
  for (const key of ['gu', 'si']) {
    for (let i = text.indexOf(key, 1); i !== -1; i = text.indexOf(key, i + 2)) if (text.charCodeAt(i - 1) === 45) dashes.push(i - 1)
  }
  return dashes.sort((x, y) => x - y)
}

/** How far before its district a Korean address's building number can be. */
const KR_REACH = 80

/** koreanStarts for the digit run text[s, e). */
function koreanStartsAt (text: string, s: number, e: number, out: number[]): void {
  if (text.charCodeAt(s - 1) === 32) {
    const last = text.charCodeAt(s - 2)
    if (last === 111 || last === 108) {
      const ws = koreanRoadBefore(text, s - 1)
      if (ws !== -1) out.push(ws)
    }
  }
  let k = e
  if (text.charCodeAt(k) !== 32 || !isAsciiUpper(text.charCodeAt(k + 1))) return
  k += 2
  while (k < e + 24 && isAsciiLower(text.charCodeAt(k))) k++
  if (text.charCodeAt(k) !== 45) return
  const n = text.charCodeAt(k + 1)
  if (n !== 114 && n !== 103 && n !== 100) return
  // "101-1203, 45 …": the flat's numbers before the building number.
  let p = s
  if (text.charCodeAt(s - 1) === 32 && text.charCodeAt(s - 2) === 44 && isDigitAt(text, s - 3)) {
    p = s - 3
    while (p > 0 && s - p < 14 && (isDigitAt(text, p - 1) || text.charCodeAt(p - 1) === 45)) p--
    out.push(p)
  }
  out.push(s)
}

/**
 * South Asian house-and-street layouts: "House 14, Street 7, F-8/3" (Pakistan), "H. No. 12, Street 4,
 * Block C, Phase 5", "Plot 22, Lane 3": a house or plot number, a numbered street or lane, then up to three
 * parts (a sector "F-8/3", "Sector G-9", "Block C", one or two capitalised words) and maybe the city and
 * postcode on the next line ("Islamabad 44000"). The numbered street after the house is required, and ends
 * the text, its line or a part (",;.)" after it).
 */
const PK_PART = "(?:(?:Sector|Block|Phase|Mohalla) [A-Z0-9][A-Z0-9/-]{0,7}|[A-Z]{1,2}-\\d{1,2}(?:/\\d{1,2})?|\\p{Lu}[\\p{L}'-]{1,20}(?: \\p{Lu}[\\p{L}'-]{1,20})?)"
const PK = new RegExp('(?<![\\p{L}\\p{N}_-])(?:House|HOUSE|Plot|PLOT|H\\. ?No\\.?|H No\\.?)(?: No\\.?| #)? ?#?\\d{1,5}[A-Z]?(?:[-/]\\d{1,4}[A-Z]?)?, ' +
  '(?:Street|STREET|St\\.?|Lane|LANE|Gali)(?: No\\.?| #)? ?\\d{1,3}[A-Z]?(?=[,;.)\\r\\n]|$)' +
  `(?:, ${PK_PART}){0,3}(?:(?:,[ \\t]{0,2}|[ \\t]{0,2}\\r?\\n[ \\t]{0,24})\\p{Lu}\\p{L}{2,25} \\d{5})?(?![\\p{L}\\p{N}])`, 'uy')

/**
 * Most candidates each of the layout rules (running streets, Korean and South Asian layouts, Belgian
 * boxes, flat-and-building numbers) takes from one text: 256, plus one per 64 characters, so a long
 * export of real addresses (one per line) keeps all of them while hostile repetitions
 * ("House 1, Street 1, " × 50,000) stay bounded in time. A cap by length, not a fixed one: a fixed
 * cap would let the 257th address of a large text leak.
 */
function layoutCap (text: string): number {
  return 256 + (text.length >> 6)
}

/** Where PK can start: "House"/"Plot"/"H. No"/"H No" up to 14 characters before a number followed by ", " (RunInfo.commaRuns), ascending. */
const PK_HOUSE_WORD = /(?:House|HOUSE|Plot|PLOT|H\. ?No\.?|H No\.?)(?: No\.?| #)? ?#?$/

function houseStreetStarts (text: string, a: Anchors, commaRuns: readonly number[]): number[] {
  const out: number[] = []
  const cap = layoutCap(text)
  for (const r of commaRuns) {
    const s = a.runStart[r]
    // The letter before the number's space or '#': e (House), t (Plot), o/. (No), E/T in capitals.
    // The last letter of the house word before the number's space or '#': House, Plot, No, No., in capitals too.
    const b = text.charCodeAt(s - 1) === 35 ? s - 2 : s - 1
    const c = text.charCodeAt(b) === 32 ? lowerCode(text.charCodeAt(b - 1)) : text.charCodeAt(b)
    if (c !== 101 && c !== 116 && c !== 111 && c !== 46) continue
    const m = PK_HOUSE_WORD.exec(text.slice(Math.max(0, s - 14), s))
    if (m !== null && (out.length === 0 || out[out.length - 1] < s - m[0].length)) out.push(s - m[0].length)
    if (out.length === cap) break
  }
  return out
}

/**
 * Addresses as a chain of comma-separated parts (fifth round). Many countries write an address as
 * parts: building or firm, street, unit, locality, then the city and its postcode ("Rue Mohammed V,
 * Immeuble 12, Apt 4, Dakar 10200", "B-1402, Lodha Amara, Kolshet Road, Thane West 400607", "ICICI
 * Bank, Bandra Kurla Complex, Mumbai 400051"), or only the city where postcodes are rarely written
 * ("Mombasa Road, ABC Place, Nairobi"). A chain counts with at least three parts, when one part
 * before the city holds a street, building or unit word (STREET_PARTS, PREMISES_PARTS); it starts at its farthest part
 * that holds such a word or a number, so a name or a firm before it is not taken.
 */
const STREET_PARTS = new Set([
  // Streets and localities.
  'road', 'rd', 'street', 'st', 'avenue', 'ave', 'av', 'lane', 'ln', 'drive', 'boulevard', 'blvd', 'highway', 'hwy', 'close', 'crescent',
  'way', 'marg', 'nagar', 'cross', 'layout', 'colony', 'sector', 'phase', 'block', 'blk', 'plot', 'rue', 'rua', 'calle', 'via', 'avenida',
  'avda', 'carrer', 'chemin', 'quai', 'impasse', 'jalan', 'jl', 'soi', 'ulica', 'ul', 'vul', 'travessa', 'estrada', 'largo', 'piazza',
  'corso', 'viale', 'bd', 'route',
  // Vietnamese: number, lane, alley, street, ward, district.
  'số', 'ngõ', 'ngách', 'hẻm', 'đường', 'phố', 'phường', 'quận', 'huyện', 'kiệt'
])
/** Buildings, premises and units: also the parts before an address another rule found (partsBefore). */
const PREMISES_PARTS = new Set([
  'place', 'plaza', 'square', 'tower', 'towers', 'building', 'bldg', 'house', 'centre', 'center', 'mall', 'estate',
  'complex', 'residency', 'residence', 'apartments', 'heights', 'gardens', 'chambers', 'arcade', 'hotel', 'bank', 'campus', 'villa',
  'immeuble', 'edificio', 'bloco', 'torre', 'quartier', 'lotissement', 'conjunto', 'condominio', 'condomínio', 'résidence', 'cité',
  // Units.
  'apt', 'apto', 'apartment', 'flat', 'floor', 'suite', 'unit', 'level', 'wing', 'door', 'dpto', 'depto', 'piso', 'kv', 'app', 'appartement',
  'sala', 'andar', 'casa', 'lote', 'étage', 'porte'
])
/** Words in lower case a part may hold: particles of names and the units that open a part ("apto 84"). */
const PART_LOWER = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'della', 'di', 'la', 'le', 'les', 'du', 'des', 'of', 'the', 'and', 'y', 'e',
  'van', 'der', 'den', 'bis', 'ter', 'no', 'nº', 'n°', 'el', 'al'])
/** Units and street types a part may start with in lower case. */
const PART_OPENERS = new Set(['apt', 'apto', 'app', 'flat', 'suite', 'unit', 'kv', 'piso', 'dpto', 'depto', 'bloco', 'casa', 'lote', 'sala', 'andar',
  'rue', 'rua', 'avenue', 'av', 'avenida', 'calle', 'via', 'ul', 'vul', 'jl', 'chemin', 'route', 'immeuble', 'étage'])
/** Legal forms: the part after a firm's name ("Nordlicht Software GmbH, Speicherstadt, Am Sandtorkai 62, …") is an address line. */
const LEGAL_FORMS = new Set(['gmbh', 'ag', 'kg', 'ohg', 'ug', 'ltd', 'llc', 'inc', 'plc', 'llp', 'sarl', 'sas', 'sa', 'bv', 'nv', 'srl', 'spa', 'pvt',
  'ab', 'as', 'oy', 'aps', 'corp', 'co', 'limited', 'gbr', 'kft', 'sro', 'doo'])
/**
 * Large cities whose addresses are mostly written without a postcode (East and West Africa, the Gulf,
 * South Asia, Hong Kong …): the last part of a chain without one.
 */
const CHAIN_CITIES = new Set(['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Kampala', 'Entebbe', 'Kigali', 'Lagos', 'Abuja', 'Ibadan',
  'Accra', 'Kumasi', 'Tema', 'Harare', 'Bulawayo', 'Lusaka', 'Gaborone', 'Windhoek', 'Lilongwe', 'Blantyre', 'Maputo', 'Luanda', 'Kinshasa',
  'Douala', 'Yaoundé', 'Dakar', 'Abidjan', 'Bamako', 'Lomé', 'Cotonou', 'Freetown', 'Monrovia', 'Khartoum', 'Mogadishu', 'Djibouti', 'Arusha',
  'Dodoma', 'Zanzibar', 'Dubai', 'Sharjah', 'Ajman', 'Doha', 'Manama', 'Muscat', 'Riyadh', 'Jeddah', 'Dammam', 'Kowloon', 'Macau',
  'Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Dhaka', 'Chittagong', 'Colombo', 'Kandy', 'Kathmandu', 'Thimphu', 'Yangon', 'Mandalay',
  'Dar es Salaam', 'Addis Ababa', 'Abu Dhabi', 'Kuwait City', 'Hong Kong', 'Phnom Penh', 'Vientiane', 'Hà Nội', 'Hanoi', 'Hồ Chí Minh',
  'TP. Hồ Chí Minh', 'Ho Chi Minh City', 'Đà Nẵng', 'Da Nang', 'Hải Phòng', 'Cần Thơ', 'Beirut', 'Amman', 'Baghdad', 'Erbil'])

/** Characters of a part's tokens: letters, digits, `.-/'’#`. */
function isPartChar (c: number): boolean {
  return c >= 0xC0 || isAsciiAlnumCode(c) || c === 46 || c === 45 || c === 47 || c === 39 || c === 0x2019 || c === 35
}

const PART_DIGIT = 1
const PART_STREET = 2
const PART_PREMISES = 4
const PART_WORD = PART_STREET | PART_PREMISES
/** What partBefore found: PART_* bits of its last part, and whether that part's first token is capitalised or a number. */
let partKind = 0
let partLegalEnd = false

/** Token text[from, to) in lower case without a trailing dot. */
function tokenKey (text: string, from: number, to: number): string {
  return text.slice(from, text.charCodeAt(to - 1) === 46 ? to - 1 : to).toLowerCase()
}

/**
 * The start of the part that ends at `end` (trailing spaces allowed): up to six tokens joined by
 * single spaces, each capitalised, a number, or a particle or unit word in lower case; it starts
 * after a word of a sentence, a label's colon or a line break. -1 when there is no such part or it
 * is longer. Sets partKind, and partLegalEnd when its last token is a legal form.
 */
function partBefore (text: string, end: number): number {
  let i = end
  while (i > 0 && text.charCodeAt(i - 1) === 32) i--
  const last = i
  let start = -1
  let opener = false
  partKind = 0
  partLegalEnd = false
  for (let tokens = 0; ; tokens++) {
    let ts = i
    while (ts > 0 && i - ts < 30 && isPartChar(text.charCodeAt(ts - 1))) ts--
    if (ts === i || (ts > 0 && isPartChar(text.charCodeAt(ts - 1)))) break
    const c = text.charCodeAt(ts)
    const key = tokenKey(text, ts, i)
    const capital = isUpperAt(text, ts) || (c >= 48 && c <= 57) || c === 35
    const street = STREET_PARTS.has(key)
    const premises = PREMISES_PARTS.has(key)
    if (!capital && !street && !premises && !PART_LOWER.has(key)) break
    if (tokens === 6) return -1
    if (i === last && LEGAL_FORMS.has(key)) partLegalEnd = true
    if (street) partKind |= PART_STREET
    if (premises) partKind |= PART_PREMISES
    for (let k = ts; k < i; k++) {
      const d = text.charCodeAt(k)
      if (d >= 48 && d <= 57) { partKind |= PART_DIGIT; break }
    }
    start = ts
    opener = capital || PART_OPENERS.has(key)
    if (text.charCodeAt(ts - 1) !== 32 || !isPartChar(text.charCodeAt(ts - 2))) break
    i = ts - 1
  }
  return start === -1 || !opener ? -1 : start
}

/** Where the part before the one starting at `p` ends: at its comma, or at a spaced dash (" – "); -1 when none stands there. */
function separatorBefore (text: string, p: number): number {
  let j = p
  while (j > p - 3 && j > 0 && text.charCodeAt(j - 1) === 32) j--
  const c = text.charCodeAt(j - 1)
  if (c === 44) return j - 1
  if ((c === 0x2013 || c === 45) && j < p && text.charCodeAt(j - 2) === 32) return j - 2
  return -1
}

/**
 * The start of the chain whose last part (the city, maybe with its postcode) starts at `last`, or -1:
 * at least three parts, one before the city with a street, building or unit word, and the chain starts at
 * the farthest part with such a word or a number.
 */
function chainStart (text: string, last: number): number {
  let parts = 1
  let word = false
  let street = false
  let best = -1
  let p = last
  for (let k = 0; k < 5; k++) {
    const e = separatorBefore(text, p)
    if (e === -1) break
    const s = partBefore(text, e)
    if (s === -1) break
    parts++
    if ((partKind & PART_WORD) !== 0) word = true
    // Before a numbered street ("12 Main Street") a part with only a street word is a name ("Lois Lane").
    const qualifies = street ? (partKind & (PART_DIGIT | PART_PREMISES)) !== 0 : partKind !== 0
    if (qualifies && parts >= 3 && word) best = s
    if ((partKind & (PART_DIGIT | PART_STREET)) === (PART_DIGIT | PART_STREET)) street = true
    p = s
  }
  return best
}

/** Capitalised words (at most three) ending at `end` on one line, as partBefore reads them: their start, or -1. */
function cityBefore (text: string, end: number): number {
  const s = partBefore(text, end)
  return s !== -1 && partKind === 0 && end - s <= 40 ? s : -1
}

/**
 * Chains that end in "City 10200" (a postcode of five or six digits after the city), "10200 City", or
 * a city of CHAIN_CITIES after a comma. Each digit run (chainEnds) and each city is looked at once,
 * a bounded stretch before it; at most layoutCap(text) chains.
 */
function commaChains (text: string, ends: readonly number[], out: Match[]): void {
  const cap = layoutCap(text)
  let found = 0
  let covered = 0
  for (let k = 0; k + 2 < ends.length && found < cap; k += 3) {
    const last = ends[k]
    const end = ends[k + 2]
    if (ends[k + 1] < covered) continue
    const start = chainStart(text, last)
    if (start === -1) continue
    out.push(new Hit(start, end, 0.7, 'address-chain'))
    covered = end
    found++
  }
  // Cities without a postcode, after ", " (found by indexOf; a name is sliced only after a capital).
  covered = 0
  for (let at = text.indexOf(', '); at !== -1 && found < cap; at = text.indexOf(', ', at + 2)) {
    const ws = at + 2
    if (!isUpperAt(text, ws)) continue
    const we = chainCityEnd(text, ws)
    if (we === -1) continue
    const start = chainStart(text, ws)
    if (start === -1 || start < covered) continue
    out.push(new Hit(start, we, 0.65, 'address-chain'))
    covered = we
    found++
  }
}

/**
 * The end of a CHAIN_CITIES name of one to four words starting at `ws` that ends its part (not
 * "Dubai Marina", a part before the city), or -1. Letters only; the longest name wins.
 */
function chainCityEnd (text: string, ws: number): number {
  let we = ws
  const found = -1
  for (let words = 0; words < 4; words++) {
    const from = we
    while (we < from + 16 && (isAsciiLetter(text.charCodeAt(we)) || text.charCodeAt(we) >= 0xC0 || text.charCodeAt(we) === 46)) we++
    if (we - from < 2 || isPartChar(text.charCodeAt(we))) return found
    // A full stop after the city ends the sentence: "… Cầu Giấy, Hà Nội. Mobile …".
    if (text.charCodeAt(we - 1) === 46 && CHAIN_CITIES.has(text.slice(ws, we - 1))) return we - 1
    const next = text.charCodeAt(we)
    const continues = next === 32 && isUpperAt(text, we + 1)
    if (!continues) return CHAIN_CITIES.has(text.slice(ws, we)) ? we : found
    we++
  }
  return found
}

/**
 * One walk over the digit runs for the chains and NUMBER_FIRST: the ends of chains as triples (the
 * last part's start, the run's start, the chain's end) into `ends`, and NUMBER_FIRST's starts into
 * `streets`, JP's starts into `jp`. The cheap character tests come first; the part reading only where a run can end a chain.
 */
function chainAndStreetRuns (text: string, a: Anchors, chainRuns: readonly number[], ends: number[], streets: number[], jp: number[]): void {
  const { runStart, runEnd } = a
  const cap = layoutCap(text)
  for (const r of chainRuns) {
    const s = runStart[r]
    const e = runEnd[r]
    const length = e - s
    const after = text.charCodeAt(e)
    const before = text.charCodeAt(s - 1)
    if (length >= 5) {
      if (isAsciiAlnumCode(after) || isAsciiAlnumCode(before) || ((after === 45 || after === 46) && isDigitAt(text, e + 1))) continue
      if (before === 32 && isAsciiLetter(text.charCodeAt(s - 2))) {
        // "Dakar 10200", "Thane West 400607".
        const c = cityBefore(text, s - 1)
        if (c !== -1 && ends.length < 3 * cap) ends.push(c, s, e)
      } else if (after === 32 && isUpperAt(text, e + 1) && startsToken(text, s)) {
        // "10200 Dakar": the city after the postcode, one or two capitalised words.
        let k = e + 1
        let end = e
        for (let w = 0; w < 2; w++) {
          const ws = k
          while (k < ws + 30 && (isAsciiLetter(text.charCodeAt(k)) || text.charCodeAt(k) >= 0xC0)) k++
          if (k - ws < 2) break
          end = k
          if (text.charCodeAt(k) !== 32 || !isUpperAt(text, k + 1)) break
          k++
        }
        if (end > e && ends.length < 3 * cap) ends.push(s, s, end)
      }
      if (length > 5) continue
    }
    // JP: "3-6-1 Nakanoshima".
    if (length <= 2 && after === 45 && isDigitAt(text, e + 1) && jp.length < cap && startsToken(text, s)) jp.push(s)
    // NUMBER_FIRST: "55 Charles", or a unit before the number: "1204 – 55", "1204-55"; a letter maybe after the number ("12B Elm St").
    let x = e
    let c = after
    if (isAsciiUpper(c) && text.charCodeAt(e + 1) === 32) c = text.charCodeAt(++x)
    let candidate = false
    if (c === 32) {
      const n = text.charCodeAt(x + 1)
      candidate = isAsciiUpper(n) || ((n === 0x2013 || n === 45) && text.charCodeAt(x + 2) === 32) || (n >= 97 && n <= 122 && frenchTypeAt(text, x + 1))
    } else if (c === 45) {
      candidate = isDigitAt(text, x + 1)
    }
    if (candidate && streets.length < cap && startsToken(text, s) && placeStartsAt(text, s) && (streets.length === 0 || streets[streets.length - 1] < s)) streets.push(s)
  }
}

/**
 * Parts before an address found by another rule that belong to it: a building, hotel, bank or unit
 * ("Hotel Ibis Paris Gare de Lyon, 43 avenue Ledru-Rollin, 75012 Paris"), and a single part right
 * after a firm's legal form ("… GmbH, Speicherstadt, Am Sandtorkai 62, 20457 Hamburg"). Up to three parts.
 */
function partsBefore (text: string, start: number): number {
  let p = start
  for (let k = 0; k < 3; k++) {
    const e = separatorBefore(text, p)
    if (e === -1 || text.charCodeAt(e) !== 44) break
    const s = partBefore(text, e)
    if (s === -1) break
    if ((partKind & PART_PREMISES) !== 0) { p = s; continue }
    if (partKind !== 0 || e - s > 30) break
    const f = separatorBefore(text, s)
    if (f !== -1 && text.charCodeAt(f) === 44 && partBefore(text, f) !== -1 && partLegalEnd) p = s
    break
  }
  return p
}

/** French street types NUMBER_FIRST takes in lower case or capitalised, and their first words packed (packLower; allée by its head "all"). */
const FR_TYPE_LIST = ['rue', 'avenue', 'boulevard', 'bd', 'place', 'chemin', 'allée', 'impasse', 'quai', 'cours', 'route', 'square']
const FR_TYPE_WORDS = FR_TYPE_LIST.flatMap((w) => [w, w[0].toUpperCase() + w.slice(1)]).join('|')
const FR_TYPE_HEADS = new Set(FR_TYPE_LIST.map((w) => w === 'allée' ? packLower('all', 0, 3) : packLower(w, 0, w.length)))

/**
 * A street with its number first and a street type last, alone ("40 Temperance St", "1204 – 55
 * Charles St E" with the unit first, Canadian style), where a field or a place starts (a line start,
 * after a label's colon, a comma, a bar, a bracket, or a place cue: at, in, to …) and where the field
 * ends (line end, comma, semicolon, bar, bracket, a spaced dash, two spaces, a full stop, the text's end).
 */
const NUMBER_FIRST = new RegExp(`(?:\\d{1,5}[A-Z]?[ \\t]?[-–][ \\t]?)?(?:\\d{1,5}[A-Z]? (?:${EN_WORD} ){1,3}(?:${EN_SUFFIX})(?: (?:N|S|E|W|NE|NW|SE|SW)\\.?)?|` +
  // French, the type in lower case: "12 cours Vitton", "1 allée du Zénith".
  `\\d{1,4}(?: ?(?:bis|ter))?,? (?:${FR_TYPE_WORDS}) ${NAME_WORDS})` +
  // The city after a comma: "242 Exhibition St, Melbourne – …".
  "(?:, \\p{Lu}[\\p{L}'’-]{2,25}(?: \\p{Lu}[\\p{L}'’-]{2,25})?)?" +
  '(?:(?<=\\.)(?=\\s|$)|(?=$|[\\r\\n,;|)]|[ \\t](?:$|[ \\t\\r\\n?!]|[-–—][ \\t])|\\.(?:$|\\s)))', 'uy')
/** Whether a French street type (FR_TYPE_HEADS) starts at p: its ASCII letters packed. */
function frenchTypeAt (text: string, p: number): boolean {
  let q = p
  while (q < p + 10 && isAsciiLetter(text.charCodeAt(q))) q++
  return q > p && FR_TYPE_HEADS.has(packLower(text, p, q))
}

/**
 * Whether NUMBER_FIRST can match at the candidate s (chainAndStreetRuns' streets): a cheap superset
 * test. Most candidates of dense text are dates and CSV cells ("2024-03-08", "17855,…" after a comma)
 * or a number before a word that no street follows ("12 March 2024"): on 512 KB of dense text about
 * 1,600 candidates and 38 hits. NUMBER_FIRST is a number's tail (numberFirstTail), maybe after a
 * unit: the number, maybe a capital, maybe a blank, a dash, maybe a blank ("1204 – 55", "12-3 …").
 */
function numberFirstMay (text: string, s: number): boolean {
  if (numberFirstTail(text, s)) return true
  let k = s
  while (isDigitAt(text, k)) k++
  if (isAsciiUpper(text.charCodeAt(k))) k++
  if (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9) k++
  if (text.charCodeAt(k) !== 45 && text.charCodeAt(k) !== 0x2013) return false
  k++
  if (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9) k++
  return numberFirstTail(text, k)
}

/**
 * Whether NUMBER_FIRST's part after the unit can match at p: the number, then an English street
 * (maybe a capital, a space, EN_WORD, a space and a capital: the next EN_WORD or the suffix, all [A-Z])
 * or a French one (maybe bis/ter, maybe a comma, a space and a French type). A superset of the regex.
 */
function numberFirstTail (text: string, p: number): boolean {
  if (!isDigitAt(text, p)) return false
  let k = p + 1
  while (isDigitAt(text, k)) k++
  const after = text.charCodeAt(k)
  // French: "12 bis rue …", "12ter, …" (rare: kept), "12, rue …", "12 Rue …".
  if (after === 98 || after === 116) return true
  const blank = after === 32 ? k : after === 44 && text.charCodeAt(k + 1) === 32 ? k + 1 : -1
  if (blank !== -1) {
    const c = text.charCodeAt(blank + 1)
    if (c === 98 || c === 116 || frenchTypeAt(text, blank + 1)) return true
  }
  // English: EN_WORD is [A-Z], then 1-25 of [\p{L}'’-] (isEnWordCode, a superset), then a space.
  const word = isAsciiUpper(after) && text.charCodeAt(k + 1) === 32 ? k + 2 : after === 32 ? k + 1 : -1
  if (word === -1 || !isAsciiUpper(text.charCodeAt(word))) return false
  let j = word + 1
  while (j <= word + 26 && isEnWordCode(text.charCodeAt(j))) j++
  return j > word + 1 && text.charCodeAt(j) === 32 && isAsciiUpper(text.charCodeAt(j + 1))
}

/** A letter, apostrophe or hyphen in ASCII, or any code from 128 up: a superset of EN_WORD's [\p{L}'’-]. */
function isEnWordCode (c: number): boolean {
  return isAsciiLetter(c) || c === 39 || c === 45 || c >= 128
}

/**
 * Whether the house number at s goes on as EN_STREET, EN_STREET_WIDE, CA_FR_STREET and BARE_STREET
 * (UK, US, their bare and loose forms, EN_WIDE) need: the number, maybe a capital, maybe a second part
 * after '/' or '-' (maybe with a capital), maybe a comma, then a space. A cheap superset test: on
 * random 'A1B2' tokens nearly every token that starts with digits is a candidate, and none has the space.
 */
function houseNumberMay (text: string, s: number): boolean {
  let k = s
  while (isDigitAt(text, k)) k++
  if (isAsciiUpper(text.charCodeAt(k))) k++
  const c = text.charCodeAt(k)
  if ((c === 47 || c === 45) && isDigitAt(text, k + 1)) {
    k += 2
    while (isDigitAt(text, k)) k++
    if (isAsciiUpper(text.charCodeAt(k))) k++
  }
  if (text.charCodeAt(k) === 44) k++
  return text.charCodeAt(k) === 32
}

/** EN_WIDE's starts: a house number as houseNumberMay says, or the words before a PO box (kept). */
function enWideMay (text: string, s: number): boolean {
  return !isDigitAt(text, s) || houseNumberMay(text, s)
}

/** PLACE_CUES packed (packLower): looked up without a string per number. */
const PACKED_CUES = new Set([...PLACE_CUES].map((w) => packLower(w, 0, w.length)))

/** Whether a field or a place starts before `p`: see NUMBER_FIRST. */
function placeStartsAt (text: string, p: number): boolean {
  let j = p
  while (j > 0 && j > p - 3 && (text.charCodeAt(j - 1) === 32 || text.charCodeAt(j - 1) === 9)) j--
  if (j === 0) return true
  const c = text.charCodeAt(j - 1)
  if (c === 10 || c === 13 || c === 44 || c === 124 || c === 40 || c === 0xB7 || c === 59 || c === 34) return true
  // A spaced dash before it: "Subject: Viewing request – 27 Williamson Avenue".
  if ((c === 0x2013 || c === 0x2014) && j < p) return true
  if (c === 58) return !isDigitAt(text, j - 2)
  if (j === p || !isAsciiLetter(c)) return false
  let ws = j - 1
  while (ws > j - 10 && isAsciiLetter(text.charCodeAt(ws - 1))) ws--
  return j - ws >= 2 && !isAsciiLetter(text.charCodeAt(ws - 1)) && PACKED_CUES.has(packLower(text, ws, j))
}

/**
 * The starts where `may` (a cheap superset test of a regex) holds: the regex can match at no other.
 * Dense starts make execAt run the global regex instead, which finds hits anywhere: then all are kept.
 */
function startsWhere (text: string, starts: number[], may: (text: string, p: number) => boolean): number[] {
  // No start (most lists of a short message): the list itself, without a closure or a new array.
  if (starts.length === 0 || isDense(text, starts.length)) return starts
  const out: number[] = []
  for (const p of starts) if (may(text, p)) out.push(p)
  return out
}

// findAddresses has no loop of its own: each rule's loop is a small function. A loop in a function
// this large, run once per scan over a long text, was compiled on the stack (OSR) as the whole
// function, once per hot loop, 25-120 ms of compiler time each, several times per 10 MB scan.

/** Every hit of `regex` at `starts` as a finding. */
function pushHits (text: string, regex: RegExp, starts: Iterable<number>, confidence: number, ruleId: string, out: Match[]): void {
  for (const m of execAt(text, regex, starts)) out.push(new Hit(m.index, m.index + m[0].length, confidence, ruleId))
}

/** Every hit of `regex` at `starts`, widened to a unit before it (withUnitWide); `raw` collects the regex spans. */
function pushWideHits (text: string, regex: RegExp, starts: Iterable<number>, confidence: number, ruleId: string, out: Match[], raw?: Set<number>): void {
  for (const m of execAt(text, regex, starts)) {
    out.push(new Hit(withUnitWide(text, m.index), m.index + m[0].length, confidence, ruleId))
    if (raw !== undefined) raw.add(spanKey(m.index, m.index + m[0].length))
  }
}

function dachHits (text: string, a: Anchors, info: RunInfo, out: Match[]): void {
  for (const m of execAt(text, DACH, dachStarts(text, a, info))) {
    const plz = m.groups?.plz ?? ''
    const street = m.groups?.street ?? ''
    let confidence = plz.length === 5 ? 0.9 : 0.85
    if (COMPOUND_ONLY.test(street) || /\s/.test(street)) confidence += 0.05
    out.push(new Hit(m.index, m.index + m[0].length, confidence, plz.length === 5 ? 'address-de' : 'address-at-ch'))
  }
}

function enWideHits (text: string, a: Anchors, info: RunInfo, raw: Set<number>, out: Match[]): void {
  for (const m of execAt(text, EN_WIDE, startsWhere(text, enWideStarts(text, a, info), enWideMay))) {
    // The same span as one of the regexes above: already reported.
    if (raw.has(spanKey(m.index, m.index + m[0].length))) continue
    const g = m.groups ?? {}
    const country = g.us !== undefined ? 'us' : g.ca !== undefined ? 'ca' : g.au !== undefined ? 'au' : g.uk !== undefined ? 'uk' : g.ie !== undefined ? 'ie' : g.sg !== undefined ? 'sg' : 'nz'
    out.push(new Hit(withUnitWide(text, m.index), m.index + m[0].length, 0.85, `address-${country}`))
  }
}

/** UK_NAMED: capitals after a line start, comma, colon, bar or middle dot, before a UK or Irish postcode. */
function namedStarts (text: string, a: Anchors, info: RunInfo): number[] {
  const { flags } = info
  const { runStart, wordStart, wordFlags } = a
  const named: number[] = []
  let namedNext = 0
  let w = 0
  for (const r of info.ends) {
    // A UK inward code, or an Eircode's routing key ("D02").
    const at = runStart[r]
    if ((flags[r] & RUN_UK_INWARD) === 0 && !((flags[r] & RUN_EN_END) !== 0 && isAsciiUpper(text.charCodeAt(at - 1)))) continue
    // Every start below follows a blank or a line break (or the text's start), so it starts an anchor
    // word: the capitalised words are read, not every character (random 'A1B2' tokens: a tenth of them).
    const from = Math.max(namedNext, at - UK_NAMED_REACH)
    while (w < wordStart.length && wordStart[w] < from) w++
    for (; w < wordStart.length && wordStart[w] < at; w++) {
      if ((wordFlags[w] & FIRST_UPPER) === 0) continue
      const p = wordStart[w]
      let q = p - 1
      while (q >= 0 && text.charCodeAt(q) === 32) q--
      const c = q < 0 ? 10 : text.charCodeAt(q)
      // After a line start, a comma, colon, bar or middle dot, or a word in lower case ("come to Grand Canal Quay").
      if (c === 10 || (q < p - 1 && (c === 44 || c === 58 || c === 124 || c === 0xB7 || isAsciiLower(c)))) named.push(p)
    }
    namedNext = Math.max(namedNext, at)
  }
  return named
}

/** "City, ST 12345" at the start of a line (after its indentation). */
function cityLineStarts (text: string, a: Anchors, info: RunInfo): number[] {
  const { flags } = info
  const cityLines: number[] = []
  for (const r of info.ends) {
    if ((flags[r] & RUN_ZIP) === 0) continue
    let i = a.runStart[r]
    const floor = Math.max(0, i - 60)
    while (i > floor && text.charCodeAt(i - 1) !== 10) i--
    if (i > 0 && text.charCodeAt(i - 1) !== 10) continue
    while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++
    if (isAsciiUpper(text.charCodeAt(i)) && (cityLines.length === 0 || cityLines[cityLines.length - 1] < i)) cityLines.push(i)
    // The line after a form label: "City, state, ZIP: Phoenix, AZ 85018".
    let colon = a.runStart[r] - 1
    while (colon >= i && text.charCodeAt(colon) !== 58) colon--
    if (colon >= i) {
      let k = colon + 1
      while (k - colon <= 3 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++
      if (isAsciiUpper(text.charCodeAt(k)) && cityLines[cityLines.length - 1] < k) cityLines.push(k)
    }
  }
  return cityLines
}

function cjkHits (text: string, a: Anchors, out: Match[]): void {
  for (const m of execAt(text, CJK_STICKY, cjkStarts(text, a))) {
    if (CJK_NUMBER.test(m[0])) out.push(new Hit(m.index, m.index + m[0].length, 0.75, 'address-cjk'))
  }
}

/**
 * The starts (ascending) where a STREET_ONLY match can be labelled (labelledStreet): a start that opens a
 * cell (cellStartAt: columnHasContext holds nowhere else) or follows an address label (labelledField). A
 * start that does neither is dropped when no later start shares its line: its match would be thrown away,
 * and could not hide a later start from execAt either, as STREET_ONLY never crosses a line break. On dense
 * text about a third of the starts, each a regex run of about 2 µs and a label test. Dense lists are
 * kept as they are (execAt runs the global regex then).
 */
function labelPossibleStarts (text: string, starts: number[]): number[] {
  if (starts.length === 0 || isDense(text, starts.length)) return starts
  const out: number[] = []
  for (let k = 0; k < starts.length; k++) {
    const s = starts[k]
    if (cellStartAt(text, s) || (k + 1 < starts.length && !lineBreakIn(text, s, starts[k + 1])) || labelledField(text, s, STREET_LABELS)) out.push(s)
  }
  return out
}

/** Whether text[from, to) holds a line break (read up to the first one: the spans of one ascending list are read once). */
function lineBreakIn (text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) return true
  return false
}

/** A value at s opens a table cell as columnHasContext requires: after a delimiter (`,;|` or tab) or a line break, or at the text's start, maybe behind a quote (SQL values have single ones). */
function cellStartAt (text: string, s: number): boolean {
  let open = s
  if (text.charCodeAt(s - 1) === 34) open--
  else if (text.charCodeAt(s - 1) === 39) {
    // SQL values have single quotes, maybe after a blank ("VALUES (1042, 'Thereses gate 38'").
    open--
    while (open > 0 && s - open < 4 && text.charCodeAt(open - 1) === 32) open--
  }
  if (open === 0) return true
  const c = text.charCodeAt(open - 1)
  return c === 10 || c === 44 || c === 59 || c === 9 || c === 124
}

/** Street-only fields (added last: their field may reach as far as an address found before). */
function streetOnlyHits (text: string, a: Anchors, fieldHouses: readonly number[]): Match[] {
  const streets: Match[] = []
  for (const m of execAt(text, STREET_ONLY, labelPossibleStarts(text, streetOnlyStarts(text, a, fieldHouses)))) {
    const end = m.index + m[0].length
    const how = labelledStreet(text, m.index, end)
    if (how === 0) continue
    streets.push(new Hit(m.index, fieldEnd(text, m.index, end, how), 0.7, 'address-street'))
  }
  return streets
}

/** Words that name a neighbourhood or district (Turkish mahalle, Italian quartiere, barrio, colonia, bairro, barangay …). */
const LOCALITY_WORD = /(?<![\p{L}])(?:mahallesi|mah\.|mahalle|quartiere|barrio|colonia|col\.|bairro|barangay|brgy\.|sector|district|distrito|quartier|ortsteil|stadtteil|kelurahan|kecamatan|ward)(?![\p{L}])/iu

/**
 * The start of one part without a number that names a neighbourhood or district (LOCALITY_WORD) and
 * stands between an address label and the street at `p`, or `p` (a name there is not taken).
 */
function localityBefore (text: string, p: number): number {
  const e = separatorBefore(text, p)
  if (e === -1 || text.charCodeAt(e) !== 44) return p
  const s = partBefore(text, e)
  if (s === -1 || (partKind & PART_DIGIT) !== 0 || e - s > 40 || !LOCALITY_WORD.test(text.slice(s, e))) return p
  return labelledField(text, s, STREET_LABELS) ? s : p
}

/** A postcode and city alone in a field labelled so. */
function postcodeCityHits (text: string, hints: number[], out: Match[]): void {
  for (const h of hints) {
    if (!labelledField(text, h, CITY_LABELS)) continue
    POSTCODE_CITY.lastIndex = h
    const m = POSTCODE_CITY.exec(text)
    if (m !== null) out.push(new Hit(h, h + m[0].length, 0.7, 'address-city'))
  }
}

/**
 * TYPED_LOCAL starts: street-type words on the line before a house number followed by ", " (one to
 * three letters, digits, dashes or slashes may end the number first: "12A, ", "84/92, ").
 */
function typedStarts (text: string, a: Anchors, info: RunInfo): number[] {
  const typed: number[] = []
  let scanned = 0
  for (const r of info.commaRuns) {
    const s = a.runStart[r]
    // Street-type words on the same line, at most 120 characters before the number (each character looked at once).
    for (let p = s - 1; p > s - 120 && p >= scanned; p--) {
      const c = text.charCodeAt(p)
      if (c === 10) break
      if (!isAsciiLetter(c) || isAsciiLetter(text.charCodeAt(p - 1))) continue
      let q = p
      while (q < p + 10 && isAsciiLetter(text.charCodeAt(q))) q++
      if (q - p >= 2 && q - p <= 9 && LOCAL_TYPES.has(packLower(text, p, q))) typed.push(p)
    }
    scanned = s
  }
  typed.sort((x, y) => x - y)
  return typed
}

function appendAll (out: Match[], more: Match[]): void {
  for (const m of more) out.push(m)
}

/** A building, hotel or bank before an address, or the line after a firm's legal form, belongs to it. */
function widenToParts (text: string, out: Match[]): void {
  // So does a locality between an address label and the street ("Yeni adres: Atatürk Mahallesi, Ertuğrul Gazi Sokak 14, …").
  for (const m of out) if (text.charCodeAt(m.start - 2) === 44 || text.charCodeAt(m.start - 1) === 44) m.start = localityBefore(text, partsBefore(text, m.start))
}

/** One finding per span: the first rule that found it (the engine would keep that one too). */
function uniqueSpans (out: Match[]): Match[] {
  const spans = new Set<number>()
  const unique: Match[] = []
  for (const m of out) {
    const key = spanKey(m.start, m.end)
    if (spans.has(key)) continue
    spans.add(key)
    unique.push(m)
  }
  return unique
}

/**
 * Addresses in Cyrillic, Hangul and Japanese romanised layouts (fifth round): a Russian street type
 * first and the house after "д." ("ул. Ленина, д. 47, кв. 18, г. Череповец, 162600"); a Korean
 * road-name address in Hangul ("서울특별시 강남구 테헤란로 152", "… 반포대로 58, 101동 1203호"); a Japanese
 * chōme-ban-gō number, the ward and the postcode ("3-6-1 Nakanoshima, Kita-ku, Osaka 530-0005").
 */
const RU_TYPE = '(?:ул\\.|улица|пр-т|пр\\.|просп\\.|проспект|пер\\.|переулок|ш\\.|шоссе|б-р|бул\\.|бульвар|наб\\.|набережная|пл\\.|площадь|мкр\\.|микрорайон)'
const RU_CITY = '(?:г\\.|город) ?[А-ЯЁ][а-яё-]{1,30}'
const RU = new RegExp(`(?:\\d{6},? )?(?:${RU_CITY},? )?${RU_TYPE} ?[А-ЯЁ0-9][а-яё0-9-]{0,30}(?: [А-ЯЁа-яё-]{2,30}){0,2},? (?:д\\.|дом) ?\\d{1,4}[а-я]?(?:\\/\\d{1,3})?` +
  `(?:,? (?:корп\\.|к\\.|стр\\.) ?\\d{1,3})?(?:,? (?:кв\\.|квартира|оф\\.|офис) ?\\d{1,4})?(?:,? ${RU_CITY})?(?:,? \\d{6})?(?![\\p{L}\\p{N}])`, 'uy')
const KO = /(?:[가-힣]{2,4}(?:특별시|광역시|특별자치시|특별자치도|도)|[가-힣]{2,4}시) (?:[가-힣]{1,5}[시군구] )?(?:[가-힣]{1,5}[구읍면동] )?[가-힣0-9]{1,12}(?:로|길)(?: ?\d{1,4}(?:번길|길))? \d{1,5}(?:-\d{1,4})?(?:,? ?\d{1,4}동(?: ?\d{1,5}호)?|,? ?\d{1,5}호)?(?![\p{L}\p{N}])/uy
const JP = /\d{1,2}-\d{1,2}(?:-\d{1,3})?,? [A-Z][a-z]{2,20}(?:[- ][A-Z]?[a-z]{1,20}){0,2}, [A-Z][a-z]{1,20}-(?:ku|shi|cho|machi|gun)(?:, [A-Z][a-z]{1,20}(?:[- ](?:shi|ken|fu|to|City|Prefecture))?){0,2},? (?:〒 ?)?\d{3}-\d{4}(?![\p{L}\p{N}])/uy
/** The first letters of RU's openings (street types, "г."), either case. */
const RU_FIRST = new Set([...'упшбнмгУПШБНМГ'].map((c) => c.charCodeAt(0)))

function isHangul (c: number): boolean {
  return c >= 0xAC00 && c <= 0xD7A3
}

function isCyrillic (c: number): boolean {
  return c >= 0x400 && c <= 0x4FF
}

/**
 * Among the other starts, at most `cap` each: Korean words (a Hangul syllable after none) and Russian
 * street or place words (RU_FIRST after no Cyrillic letter). A function of its own that ends with its
 * loop (on '€1 €1 …' every third character is an other start, and the loop is compiled on the stack);
 * Cyrillic is told by its range before the Set.
 */
function scriptStarts (text: string, otherStarts: IntList, cap: number, ru: number[], ko: number[]): void {
  for (let k = 0; k < otherStarts.length; k++) {
    const p = otherStarts[k]
    const c = text.charCodeAt(p)
    if (isHangul(c)) {
      if (!isHangul(text.charCodeAt(p - 1)) && ko.length < cap) ko.push(p)
    } else if (isCyrillic(c) && RU_FIRST.has(c) && !isCyrillic(text.charCodeAt(p - 1)) && ru.length < cap) {
      ru.push(p)
    }
  }
}

/** `jp`: JP's starts, from chainAndStreetRuns. */
function scriptAddresses (text: string, a: Anchors, jp: readonly number[], out: Match[]): void {
  const cap = layoutCap(text)
  if (a.nonAscii) {
    const ru: number[] = []
    const ko: number[] = []
    scriptStarts(text, a.otherStarts, cap, ru, ko)
    // A postcode first: "162600, г. Череповец, ул. …".
    for (let r = 0; r < a.runStart.length && ru.length < cap && ru.length > 0; r++) {
      const s = a.runStart[r]
      if (a.runEnd[r] - s === 6 && text.charCodeAt(s + 6) === 44 && isCyrillic(text.charCodeAt(s + 8)) && startsToken(text, s)) ru.push(s)
    }
    if (ru.length > 0) pushHits(text, RU, ru.sort((x, y) => x - y), 0.8, 'address-ru', out)
    if (ko.length > 0) pushHits(text, KO, ko, 0.8, 'address-kr', out)
  }
  if (jp.length > 0) pushHits(text, JP, jp, 0.75, 'address-jp', out)
}

function findAddresses (text: string, anchors?: Anchors): Match[] {
  const out: Match[] = []
  const a = anchorsOf(text, anchors)
  // Every address holds a house number.
  if (a.runStart.length === 0) return out
  // And a capital letter or a character outside ASCII (hasUpper counts both), with one exception: a
  // comma chain whose city part opens with '#' ("apt 4, 12 street, flat 3, #dakar 10200"). Every other
  // rule's regex needs [A-Z] or \p{Lu} (FR's /i runs only after a postcode hint, which needs a capital).
  if (!a.hasUpper && !text.includes('#')) return out
  const info = runFlags(text, a)
  dachHits(text, a, info, out)
  // Regex spans (start, length) of the UK and US regexes, so that EN_WIDE does not report them twice.
  const raw = new Set<number>()
  // Their regexes all open with the house number and a blank (houseNumberMay).
  const ukHouses = startsWhere(text, housesBefore(a, info, RUN_UK_INWARD, UK_RUNS), houseNumberMay)
  const usHouses = startsWhere(text, housesBefore(a, info, RUN_ZIP, US_RUNS), houseNumberMay)
  pushWideHits(text, UK, ukHouses, 0.9, 'address-uk', out, raw)
  pushWideHits(text, US, usHouses, 0.9, 'address-us', out, raw)
  pushWideHits(text, UK_BARE, ukHouses, 0.85, 'address-uk', out, raw)
  pushWideHits(text, US_BARE, usHouses, 0.85, 'address-us', out, raw)
  pushWideHits(text, US_LOOSE, usHouses, 0.8, 'address-us', out, raw)
  enWideHits(text, a, info, raw, out)
  pushWideHits(text, IN, housesBefore(a, info, RUN_IN_END, EN_RUNS), 0.85, 'address-in', out)
  pushWideHits(text, UK_NAMED, startsWhere(text, namedStarts(text, a, info), ukNamedMay), 0.75, 'address-uk', out)
  pushHits(text, US_CITY_LINE, cityLineStarts(text, a, info), 0.7, 'address-us', out)
  if (a.nonAscii && hasCjk(text, a)) cjkHits(text, a, out)
  const streets = streetOnlyHits(text, a, info.fieldHouses)
  // Most texts have no postcode followed by a capitalised word: then none of these regexes runs.
  const hints = postcodeHints(text, a, info.hintRuns)
  if (hints.length > 0) {
    postcodeCityHits(text, hints, out)
    const anyStarts: number[] = []
    pushHits(text, EU, euStarts(text, a, hints, anyStarts), 0.8, 'address-eu', out)
    pushHits(text, EU_ANY, anyStarts, 0.75, 'address-eu', out)
    pushHits(text, EU_BOX, anyStarts, 0.75, 'address-eu', out)
    pushHits(text, EU_POST_BOX, postBoxStarts(text, hints), 0.75, 'address-box', out)
    pushHits(text, FR, frenchHouses(a, info), 0.8, 'address-fr', out)
  }
  const singapore = singaporePostcodes(text, a)
  if (singapore.length > 0) pushWideHits(text, SG, singaporeStarts(text, a, singapore), 0.8, 'address-sg', out)
  const baltic = balticPostcodes(text, a)
  if (baltic.length > 0) pushHits(text, EU_POSTCODE_LAST, euStarts(text, a, baltic, []), 0.8, 'address-eu', out)
  pushHits(text, TYPED_LOCAL, typedStarts(text, a, info), 0.75, 'address-local', out)
  // BOX_CITY: at the words before a box number.
  pushHits(text, BOX_CITY, info.boxes, 0.7, 'address-box', out)
  appendAll(out, streets)
  splitColumns(text, a, info.cellRuns, out)
  runningStreets(text, a, info.streetWordRuns, out)
  residenceStreets(text, a, out)
  // A vCard's ADR property (rare: one native search for its name first).
  if (text.includes('ADR')) vcardStreets(text, out)
  pushHits(text, PK, houseStreetStarts(text, a, info.commaRuns), 0.75, 'address-pk', out)
  pushHits(text, KR, koreanStarts(text, a), 0.8, 'address-kr', out)
  const chainEnds: number[] = []
  const streetStarts: number[] = []
  const jpStarts: number[] = []
  chainAndStreetRuns(text, a, info.chainRuns, chainEnds, streetStarts, jpStarts)
  commaChains(text, chainEnds, out)
  scriptAddresses(text, a, jpStarts, out)
  pushHits(text, NUMBER_FIRST, startsWhere(text, streetStarts, numberFirstMay), 0.7, 'address-street', out)
  widenToParts(text, out)
  if (out.length < 2) return out
  return uniqueSpans(out)
}

const address: Detector = {
  name: 'ADDRESS',
  priority: 2,
  anchors: ['digit'],
  maxSpan: 400,
  contextRadius: 0,
  description: 'Postal addresses on one line or several (also with indented label lines, and letterhead separators · and |): street, house number, postcode and city in Germany (5-digit PLZ, with floors such as "2. OG"), Austria (door numbers "4/2/15") and Switzerland (4-digit PLZ), the Nordic countries, the Netherlands, Belgium, France, Italy, Spain, Portugal, Poland, Czechia, Greece, also in capitals; UK addresses with a UK postcode (also without a house number: "Beckett Street, Leeds LS9 7TF"), US addresses with state code or name and ZIP, Canadian (province and postcode), Australian (state and postcode), Irish (Eircode), New Zealand and Indian (state and PIN) addresses, Singapore addresses (block or house number, street, unit "#08-115", "Singapore 460412"), Latvian and Lithuanian addresses with the postcode after the city (Rīga, LV-1003), post office boxes before a postcode and city (Postfach, Postbus, Apartado de Correos), with units ("Flat 2", "Level 5", "Apt 5B", "8/27"), numbered and directional streets ("500 W 42nd St") and PO boxes; Chinese and Japanese addresses with a house or room number; in a field or column named like an address (street, Anschrift, adresse, gatuadress, line1 …) the street and number alone and the rest of the field; in the running text of deeds and summons a street with its type first after a preposition of place, maybe with its city first (residente in Napoli, Via Toledo n. 256; domiciliată în Cluj-Napoca, str. Observatorului nr. 90); a postcode and city after labels such as "PLZ/Ort:" or "ZIP / City"; the street of a vCard ADR property.',
  validation: 'A street ends in a street word (-straße/-weg/-gatan/-vej/-straat/Street/Road/…) or starts with a street type (Via, Calle, Rua, rue, ul.), or is a known multi-word form ("Am Markt", "Straße des 17. Juni"); then the house number and the country\'s postcode form (12345, 1234, 111 21, 1100-053, 00-590, 1017 GC, SW1A 2AA, K2P 1L4, D02 XY45, NY 10001, NSW 2000, 560038) and the city, never the words after it. Any capitalised street name counts only before a postcode form no year has (130 00, 1016 DX, 00-590) or in a field labelled as an address. A "City, ST 12345" line on its own counts at the start of a line.',
  example: 'Hauptstraße 12, 10115 Berlin; 10 Downing Street, London SW1A 2AA',
  find: findAddresses
}

export default address
