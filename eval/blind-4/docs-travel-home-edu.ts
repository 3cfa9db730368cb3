/**
 * blind-4: travel (boarding passes, hotel folios, visa letters, bookings, guest registers), housing
 * (leases, utility bills) and education (enrolment, transcripts).
 * Markup: [[TYPE|value]]; see eval/blind-4/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_TRAVEL_HOME_EDU: RawDoc[] = [
  // TK boarding pass with BCBP string and APIS line
  ['boarding-pass', 'en', `TURKISH AIRLINES                       BOARDING PASS / BİNİŞ KARTI
NAME / AD SOYAD      [[NAME|OKONJO/CHIAMAKA]] MS
FROM   ISTANBUL IST                 TO   LAGOS LOS
FLIGHT TK 0625    DATE 14MAR    CLASS Y    BOARDING 01:35    GATE F6    SEAT 32K    SEQ 187
PNR TQ8J2L    E-TKT 2352471189034    Miles&Smiles TK 289117734 (Classic)
Gate closes 20 minutes before departure. Kapı kalkıştan 20 dakika önce kapanır.

M1[[NAME|OKONJO/CHIAMAKA]] MS  ETQ8J2L ISTLOSTK 0625 073Y032K0187 147>5180  5073BTK 2A23524711890340 TK 289117734     Y*30600000K09

APIS DOCS: P/NGA/[[PASSPORT|A55572005]]/NGA/[[DATE_OF_BIRTH|17MAY88]]/F/22OCT29/[[NAME|OKONJO/CHIAMAKA]]
`],

  // AE hotel folio with passport MRZ from the ID scanner
  ['hotel-folio', 'en', `AL MANARA CREEK HOTEL DUBAI
[[ADDRESS|Al Seef Street, Bur Dubai, P.O. Box 118822, Dubai]]
T [[PHONE|+971 4 389 6600]]   [[EMAIL|frontoffice@almanaracreek.ae]]   TRN 100234567800003

GUEST FOLIO / TAX INVOICE        Folio No. 448213     Room 1207 (Deluxe Creek View)
Guest        Mr. [[NAME|Venkatesh Subramaniam]]
Nationality  IND            Passport [[PASSPORT|Z4817302]]
Address      [[ADDRESS|Flat 7B, Ceebros Gardens, 22 Gandhi Nagar 2nd Main Road, Adyar, Chennai 600020]]
Arrival      02/04/25  15:10         Departure 06/04/25  11:48        Adults 1

Date      Description                     Ref        Debit AED   Credit AED
02/04/25  Room Charge                     RC         620.00
02/04/25  Tourism Dirham Fee              TDF         20.00
03/04/25  Room Charge                     RC         620.00
03/04/25  Minibar                         MB-1207     46.00
04/04/25  Laundry                         LD-88213    85.00
05/04/25  Room Charge                     RC         620.00
06/04/25  Visa ****3391  Auth 08812K                              2,011.00
          Balance                                                     0.00
Total incl. 5% VAT and 7% service charge, 7% municipality fee.
Guest e-mail [[EMAIL|v.subramaniam@larseninfra.in]]   mobile [[PHONE|+91 94440 18273]]

-- ID scan (document reader, attached to profile 77120) --
P<IND[[NAME|SUBRAMANIAM<<VENKATESH]]<<<<<<<<<<<<<<<<<
[[PASSPORT|Z4817302<2IND7805123M3201093<<<<<<<<<<<<<<02]]
`],

  // DE invitation letter for a Schengen visa
  ['visa-letter', 'de', `Dr. [[NAME|Katrin Albers-Oyelaran]]
[[ADDRESS|Rosenheimer Straße 141]]
[[ADDRESS|81671 München]]
Tel. [[PHONE|+49 89 4523 1187]] · [[EMAIL|katrin.albers@posteo.de]]

Botschaft der Bundesrepublik Deutschland
- Visastelle -
[[ADDRESS|9 Lake Maracaibo Close, Maitama, Abuja]]
Nigeria
                                                          München, 12. Mai 2025

Einladung / Letter of Invitation - Besuchsvisum (Schengen, Typ C)

Sehr geehrte Damen und Herren,

hiermit lade ich meine Schwiegermutter
Frau [[NAME|Adenike Oyelaran]], geboren am [[DATE_OF_BIRTH|23.08.1958]] in Ibadan,
Reisepass-Nr. [[PASSPORT|A09441726]] (ausgestellt am 14.03.2022, gültig bis 13.03.2032),
wohnhaft [[ADDRESS|14 Oluyole Estate Road, Ring Road, Ibadan, Oyo State]],
für die Zeit vom 20.07.2025 bis 31.08.2025 zu uns nach München ein. Anlass ist die Geburt unseres zweiten
Kindes (errechneter Termin 25.07.2025). Frau [[NAME|Oyelaran]] wohnt während des Aufenthalts bei uns.
Eine Verpflichtungserklärung nach §§ 66-68 AufenthG habe ich am 06.05.2025 bei der Ausländerbehörde
München abgegeben (Vorgangs-Nr. VE-2025-118034).

Angaben zur einladenden Person:
Name: Dr. [[NAME|Katrin Albers-Oyelaran]], geb. [[DATE_OF_BIRTH|02.02.1986]], deutsche Staatsangehörige
Personalausweis-Nr.: [[PERSONAL_ID|R8CTKZW9T3]]
Ehemann: [[NAME|Tunde Oyelaran]], nigerianischer Staatsangehöriger, Niederlassungserlaubnis,
elektronischer Aufenthaltstitel Nr. [[PERSONAL_ID|MH65V837T]]

Mit freundlichen Grüßen

[[NAME|Katrin Albers-Oyelaran]]
`],

  // VN tour booking confirmation
  ['email', 'vi', `Từ: Phòng Outbound - Sen Vàng Travel <[[EMAIL|outbound@senvangtravel.vn]]>
Đến: [[EMAIL|nguyenthimai.hn@gmail.com]]
Chủ đề: Xác nhận đặt tour Nhật Bản 6N5Đ (Tokyo - Phú Sĩ - Osaka) - Mã booking JPN250418-HN0331

Kính gửi chị [[NAME|Nguyễn Thị Mai]],

Sen Vàng Travel xác nhận đã nhận đặt cọc 30.000.000đ cho tour khởi hành 18/04/2025 (VN310 HAN-NRT 00:05).
Danh sách khách (vui lòng kiểm tra kỹ, tên phải khớp hộ chiếu):

STT | Họ và tên                  | Ngày sinh   | Số hộ chiếu | Ngày hết hạn
1   | [[NAME|NGUYỄN THỊ MAI]]             | [[DATE_OF_BIRTH|12/04/1989]]  | [[PASSPORT|C7412839]]    | 15/06/2032
2   | [[NAME|TRẦN QUỐC BẢO]]              | [[DATE_OF_BIRTH|30/09/1987]]  | [[PASSPORT|C5581207]]    | 02/11/2031
3   | [[NAME|TRẦN NGỌC AN NHIÊN]] (trẻ em) | [[DATE_OF_BIRTH|08/01/2018]]  | [[PASSPORT|C9027716]]    | 20/03/2028

Người liên hệ: chị [[NAME|Mai]] - [[PHONE|0912 458 337]]
Địa chỉ nhận hồ sơ visa: [[ADDRESS|Số 18 ngõ 85 Hạ Đình, Thanh Xuân, Hà Nội]]
Số tiền còn lại 58.470.000đ thanh toán trước 04/04/2025, chuyển khoản Vietcombank STK 0011004327751,
nội dung "JPN250418 HN0331 [[NAME|MAI]]".
Hotline 24/7: [[PHONE|1900 1839]]

Trân trọng,
[[NAME|Phạm Thu Hằng]] - Phòng Outbound
`],

  // JP inn guest register
  ['guest-register', 'ja', `宿泊者名簿   湯宿さくら亭
[[ADDRESS|〒418-0112 静岡県富士宮市北山4021-3]]   TEL [[PHONE|0544-58-2210]]
チェックイン 2025年4月19日(土)

【1】部屋: 桔梗   2泊   大人2 子供1
氏名: [[NAME|佐々木 由美]] ([[NAME|ササキ ユミ]]) 様
住所: [[ADDRESS|〒160-0022 東京都新宿区新宿5丁目17-9 メゾン新宿302]]
電話: [[PHONE|090-3271-8845]]
同行者: [[NAME|佐々木 健一]]、[[NAME|佐々木 陽葵]](6歳)
夕食 18:30 / 朝食 8:00、アレルギー: なし、貸切風呂 20:00予約

【2】部屋: 紅葉   1泊   大人1   (外国籍 / Foreign guest)
Name: [[NAME|Lukas Brenner]]      Nationality: AUT
Passport No.: [[PASSPORT|U3721904]]
Address: [[ADDRESS|Schottenfeldgasse 62/14, 1070 Wien]]
旅券写し: 有 (スキャン済 IMG_0419_02.jpg)
`],

  // CZ residential lease
  ['lease', 'cs', `NÁJEMNÍ SMLOUVA
uzavřená podle § 2235 a násl. zákona č. 89/2012 Sb., občanský zákoník

Pronajímatel: Ing. [[NAME|Petr Dvořák]], r. č. [[PERSONAL_ID|780412/1545]],
bytem [[ADDRESS|Slezská 1204/88, 130 00 Praha 3]], tel. [[PHONE|+420 603 218 447]]
Nájemce: [[NAME|Veronika Horáková]], nar. [[DATE_OF_BIRTH|9. 11. 1996]],
bytem [[ADDRESS|Palackého 412, 566 01 Vysoké Mýto]], e-mail [[EMAIL|verca.horakova@seznam.cz]]

I. Předmět nájmu
Byt č. 14 (2+kk, 54 m²) ve 4. podlaží domu [[ADDRESS|Korunní 2456/67, 130 00 Praha 3]] - Vinohrady,
včetně sklepní kóje č. 14.
II. Doba nájmu: od 1. 3. 2025 do 28. 2. 2027.
III. Nájemné a úhrady za služby
Nájemné činí 19 500 Kč měsíčně, zálohy na služby 3 200 Kč měsíčně, splatné do 5. dne měsíce
na účet pronajímatele č. 421016-0303176177/0800 ([[IBAN|CZ46 0800 4210 1603 0317 6177]]), VS 1402.
IV. Jistota: 45 000 Kč, splatná při podpisu smlouvy.
V Praze dne 20. 2. 2025
`],

  // ES electricity bill
  ['utility-bill', 'es', `Electra Levante Comercializadora
FACTURA DE ELECTRICIDAD            Nº factura FE25-0318842      Fecha de emisión 04/03/2025
Periodo de facturación: 01/02/2025 - 28/02/2025 (28 días)

Titular del contrato: [[NAME|Javier Ortega Mompó]]          NIF: [[ES_DNI|39538358R]]
Dirección de suministro: [[ADDRESS|C/ Sant Vicent Màrtir, 214, 3º 6ª, 46007 València]]
CUPS: ES0021000012345678AB0F        Nº contrato 400918273
Potencia contratada P1 4,6 kW / P2 4,6 kW    Peaje de acceso 2.0TD
Lectura real 28/02: 018221 kWh  (anterior 017934)   Consumo 287 kWh (P1 64, P2 81, P3 142)

Término de potencia ..................... 18,12 €
Término de energía ...................... 41,37 €
Impuesto eléctrico (5,11%) ............... 3,04 €
Alquiler de equipos ...................... 0,75 €
IVA (21%) ............................... 13,15 €
TOTAL IMPORTE FACTURA ................... 76,43 €
Forma de pago: domiciliación bancaria ES76 2100 **** **** **** 7731 (cargo el 11/03/2025)

Atención al cliente [[PHONE|900 812 345]]   Averías (distribuidora) [[PHONE|900 171 171]]
`],

  // GB tenancy agreement
  ['lease', 'en', `ASSURED SHORTHOLD TENANCY AGREEMENT (Housing Act 1988, s.19A)

Date: 18 August 2025
Landlord: [[NAME|Graham Pettigrew]] c/o Northside Lettings, [[ADDRESS|218 Wilmslow Road, Fallowfield, Manchester M14 6LE]]
Tenants:  (1) [[NAME|Olumide Bakare]]   (2) [[NAME|Chloe Fairbairn]]  (jointly and severally liable)
Property: [[ADDRESS|Flat 12, Alderley House, 41 Wilmslow Road, Manchester M14 5TB]]
Term:     12 months from 01/09/2025
Rent:     £1,150 per calendar month, payable in advance on the 1st to the agent's client account
          (sort code 30-94-57, account 21448730, ref ALD12)
Deposit:  £1,326, protected with the DPS within 30 days (certificate to follow)

Schedule 1 - tenant details (from referencing)
(1) [[NAME|Olumide Bakare]], DOB [[DATE_OF_BIRTH|14/02/1999]], NI no. [[UK_NINO|AK 23 07 58 B]], mob [[PHONE|07412 553 901]], [[EMAIL|olu.bakare99@gmail.com]]
(2) [[NAME|Chloe Fairbairn]], DOB [[DATE_OF_BIRTH|03/07/2000]], mob [[PHONE|07893 120 447]], [[EMAIL|chloe.fairbairn@hotmail.co.uk]]
Guarantor for (1): Mrs [[NAME|Folake Bakare]], [[ADDRESS|27 Thornhill Road, Luton LU4 8EY]]

Agent: Northside Lettings   tel [[PHONE|0161 248 7790]]   [[EMAIL|lettings@northsidelettings.co.uk]]
`],

  // KE tenancy agreement
  ['lease', 'en', `TENANCY AGREEMENT

THIS AGREEMENT is made this 1st day of March 2025 BETWEEN
[[NAME|JOSEPH KIPROTICH KOECH]] of ID No. [[PERSONAL_ID|23018844]] and of [[ADDRESS|P.O. Box 1457-30100, Eldoret]] (hereinafter "the Landlord")
AND
[[NAME|BRENDA ACHIENG OTIENO]] of ID No. [[PERSONAL_ID|31457702]], KRA PIN [[TAX_ID|A012738845K]],
Tel. [[PHONE|0712 334 908]], email [[EMAIL|brendaotieno.a@gmail.com]] (hereinafter "the Tenant")

1. PREMISES: [[ADDRESS|Apartment B4, Kileleshwa Heights, Othaya Road, Kileleshwa, Nairobi]]
2. RENT: KES 65,000 per month payable on or before the 5th day of each month via M-PESA Paybill 247247,
   Account No. B4-KIL.
3. DEPOSIT: KES 130,000 (two months) refundable within 30 days of vacant possession.
4. TERM: one (1) year renewable.
6. PARKING: one bay for the Tenant's private vehicle registration [[LICENSE_PLATE|KDG 418M]].
7. The Landlord's agent is Makazi Bora Properties, tel [[PHONE|+254 20 2713450]].

SIGNED by the Landlord ......................   SIGNED by the Tenant ......................
In the presence of: [[NAME|Peter Mwangi Kamau]], ID No. [[PERSONAL_ID|27765110]]
`],

  // FI university enrolment confirmation
  ['enrolment', 'fi', `Ilmoittautuminen lukuvuodelle 2025-2026 - vahvistus
Helsingin yliopisto / Opiskelijapalvelut

Opiskelijanumero:  015837461
Nimi:              [[NAME|Aino Helmi Virtanen]]
Henkilötunnus:     [[PERSONAL_ID|140304A2429]]
Kotiosoite:        [[ADDRESS|Mannerheimintie 77 A 12, 00270 Helsinki]]
Puhelin:           [[PHONE|040 718 2264]]
Sähköposti:        [[EMAIL|aino.virtanen@helsinki.fi]]

Ilmoittautuminen:  läsnäoleva, syys- ja kevätlukukausi
Tutkinto-ohjelma:  Kemian kandiohjelma (LUO), opinto-oikeus 2023-2030
Ylioppilaskunnan jäsenmaksu 2025-2026: 131,00 EUR, maksettu 02.08.2025, viite 10 00123 45678
Terveydenhoitomaksu (YTHS): maksettu Kelalle 02.08.2025
`],

  // ID academic transcript
  ['transcript', 'id', `UNIVERSITAS NUSANTARA RAYA - FAKULTAS TEKNIK
[[ADDRESS|Jl. Kaliurang Km 5,6 No. 21, Sleman, D.I. Yogyakarta 55281]]   Telp. [[PHONE|(0274) 588 114]]

TRANSKRIP AKADEMIK
Nama               : [[NAME|Dewi Kartika Sari]]
NIM                : 19/443817/TK/48921
Tempat/Tgl. Lahir  : Semarang, [[DATE_OF_BIRTH|17 Agustus 2001]]
NIK                : [[PERSONAL_ID|3374015708010003]]
Program Studi      : Teknik Kimia (S1)

Kode MK   Mata Kuliah                         SKS   Nilai
TKK2101   Termodinamika Teknik Kimia I         3     A
TKK2103   Neraca Massa dan Energi              3     A-
TKK3205   Perancangan Reaktor                  3     B+
TKK4999   Tugas Akhir                          6     A
Jumlah SKS: 146      IPK: 3,71      Predikat: Dengan Pujian
Tanggal lulus: 28 Agustus 2024

Yogyakarta, 2 September 2024
Dekan,
Prof. Ir. [[NAME|Bambang Sutrisno]], M.Eng., Ph.D.
NIP 196703121993031002
`],

  // HU school enrolment form
  ['enrolment', 'hu', `BEIRATKOZÁSI ADATLAP - 2025/2026. tanév, 1. évfolyam
Budapest XI. Kerületi Gárdonyi Géza Általános Iskola (OM azonosító: 035214)

Tanuló neve:                  [[NAME|Kovács Bence]]
Születési hely, idő:          Budapest, [[DATE_OF_BIRTH|2018. október 3.]]
Oktatási azonosító:           72345678901
TAJ szám:                     [[PERSONAL_ID|682 912 055]]
Lakcím:                       [[ADDRESS|1117 Budapest, Bartók Béla út 152/B, 3. em. 9.]]
Anyja születési neve:         [[NAME|Szabó Éva]]
Apja neve:                    [[NAME|Kovács Gergely]]
Szülő telefonszáma:           [[PHONE|+36 30 418 2290]]
Szülő e-mail címe:            [[EMAIL|kovacs.gergely.bp@gmail.com]]
Napközi: igen    Étkezés: igen (laktózmentes)
Étkezési térítési díj visszatérítéséhez bankszámla: [[IBAN|HU88 1176 8232 9108 2728 4691 4843]]

Budapest, 2025. április 17.                      szülő/gondviselő aláírása
`],

  // SA residential lease (Ejar), Arabic
  ['lease', 'ar', `عقد إيجار وحدة سكنية - العقد الموحد (إيجار)
رقم العقد: 10483927561/2025     تاريخ الإبرام: 1446/09/02هـ الموافق 2025/03/02م

بيانات المؤجر
الاسم: [[NAME|عبدالله بن سعد القحطاني]]
رقم الهوية الوطنية: [[PERSONAL_ID|1795225943]]
الجوال: [[PHONE|0555 128 447]]

بيانات المستأجر
الاسم: [[NAME|محمد فاروق شيخ]] ([[NAME|MUHAMMAD FAROOQ SHEIKH]])
رقم الإقامة: [[PERSONAL_ID|2061570863]]     الجنسية: باكستاني
الجوال: [[PHONE|+966 54 771 3092]]

بيانات العقار
العنوان الوطني: [[ADDRESS|حي الملقا، شارع أنس بن مالك، مبنى 4417، الرياض 13524]]
الوحدة: شقة رقم 6 - الدور الثاني - عدد الغرف 3
مدة العقد: سنة هجرية واحدة
قيمة الإيجار السنوي: 48,000 ريال تدفع على دفعتين
حساب المؤجر: [[IBAN|SA95 8000 0086 5351 3798 0654]] - مصرف الراجحي
`],

  // CN travel expense claim with SMS
  ['expense-claim', 'zh', `差旅费报销单        部门: 华东区销售部        报销日期: 2025年4月10日
出差人: [[NAME|王立新]]        身份证号: [[PERSONAL_ID|110105198406211318]]        手机: [[PHONE|138 1045 7762]]
出差事由: 拜访客户(上海浦东张江),签署年度框架协议

日期  | 出发地   | 到达地   | 交通工具          | 金额(元)
4/3   | 北京南   | 上海虹桥 | 高铁 G107 二等座  | 553.00
4/5   | 上海虹桥 | 北京南   | 高铁 G2 二等座    | 553.00
住宿: 上海浦东假日酒店 2晚 (发票号 31009124 00217739)        1,196.00
市内交通: 滴滴 4 笔                                         389.00
合计: 2,691.00    大写: 贰仟陆佰玖拾壹元整
收款账户: 招商银行北京分行 [[CREDIT_CARD|6225 8801 9184 3995]]
审批人: [[NAME|陈静]]      财务复核: [[NAME|刘洋]]

附件: 12306短信截图
【铁路客服】订单EJ71842093,[[NAME|王立新]]您已购4月3日G107次8车12F号,北京南站08:05开。检票口14B。
`],

  // PH basic education enrolment form
  ['enrolment', 'en', `BASIC EDUCATION ENROLLMENT FORM                         School Year 2025-2026
Grade level to enroll: Grade 7        Returning (Balik-Aral): No
LRN: 136512140078

LEARNER INFORMATION
Last Name: [[NAME|DELA CRUZ]]     First Name: [[NAME|JOHN PAUL]]     Middle Name: [[NAME|MANALO]]     Extension: -
Birthdate (mm/dd/yyyy): [[DATE_OF_BIRTH|05/21/2013]]     Age: 12     Sex: M
Place of Birth (Municipality/City): Quezon City       Mother Tongue: Tagalog
CURRENT ADDRESS
House No./Street: [[ADDRESS|Blk 14 Lot 22 Sampaguita St.]]   Barangay: Commonwealth   Municipality/City: Quezon City
Province: Metro Manila   Zip Code: 1121

PARENT'S/GUARDIAN'S INFORMATION
Father's Name: [[NAME|Rodel B. Dela Cruz]]          Contact Number: [[PHONE|0917 845 2213]]
Mother's Maiden Name: [[NAME|Maricel T. Manalo]]     Contact Number: [[PHONE|0998 314 7720]]

Paalala: Dalhin ang PSA birth certificate at Grade 6 report card (SF9) sa unang araw ng klase.
Tinanggap ni: Gng. [[NAME|Lorna Villanueva]], Class Adviser
`],

  // DK lease (excerpt)
  ['lease', 'da', `LEJEKONTRAKT for beboelse (Typeformular A, 10. udgave) - uddrag

§ 1. Parterne og det lejede
Udlejer: Ejendomsselskabet Nørrebro Have ApS, CVR 39874122,
[[ADDRESS|Jagtvej 155, 2200 København N]], tlf. [[PHONE|33 12 47 80]]
Lejer:   [[NAME|Mads Kjærgaard Holm]], CPR-nr. [[PERSONAL_ID|300894-1489]]
og       [[NAME|Freja Lindholm]], CPR-nr. [[PERSONAL_ID|110196-2290]]
Det lejede: [[ADDRESS|Rantzausgade 48, 3. tv., 2200 København N]] (lejlighed, 3 værelser, 78 m²)
Lejeforholdet begynder den 1. august 2025 og er tidsubestemt.

§ 3. Betaling af leje
Husleje kr. 13.250, a conto varme kr. 850, a conto vand kr. 210 pr. måned.
Betales forud den 1. i måneden til reg.nr. 5301, kontonr. 5919206717 (IBAN [[IBAN|DK10 5301 5919 2067 17]]).

§ 11. Særlige vilkår
Lejer har ret til beboerparkeringslicens for én bil, reg.nr. [[LICENSE_PLATE|BX 47 219]].
Lejers kontakt: [[EMAIL|mads.k.holm@gmail.com]], mobil [[PHONE|+45 28 93 41 07]]
`],

  // HR apartment guest list for eVisitor
  ['guest-register', 'hr', `Popis gostiju - Apartmani Marjan, [[ADDRESS|Put Meja 21, 21000 Split]]
Iznajmljivač: [[NAME|Ante Bilić]], OIB [[PERSONAL_ID|68567946080]], mob. [[PHONE|+385 91 553 2817]]
Prijava u eVisitor 14.07.2025, apartman A2 (4+1)

Ime i prezime     | Datum rođenja | Državljanstvo | Vrsta isprave     | Broj isprave | Dolazak | Odlazak
[[NAME|Ondřej Novotný]]   | [[DATE_OF_BIRTH|03.02.1990]]    | CZE           | osobna iskaznica  | [[PERSONAL_ID|213458792]]    | 14.07.  | 21.07.
[[NAME|Tereza Novotná]]   | [[DATE_OF_BIRTH|27.06.1992]]    | CZE           | putovnica         | [[PASSPORT|45298713]]     | 14.07.  | 21.07.
[[NAME|Klára Novotná]]    | [[DATE_OF_BIRTH|15.05.2021]]    | CZE           | putovnica         | [[PASSPORT|46117025]]     | 14.07.  | 21.07.

Boravišna pristojba: 2 osobe x 7 noćenja x 1,86 EUR = 26,04 EUR (dijete do 12 god. oslobođeno)
Napomena: dolazak kasno (~23h), ključ ostavljen kod susjede (prizemlje)
`],

  // no personal data: airport departures board
  ['timetable', 'en', `SKG Thessaloniki "Makedonia" - Departures - Sat 12 Jul 2025 (updated 05:42 local, UTC+3)
Time   Flight            Destination        Check-in   Gate  Status
06:05  A3 7501 / OA 101  Athens ATH         21-24      B3    Boarding
06:30  FR 2741           Milan Bergamo BGY  35-38      A7    On time
06:45  LH 1683           Munich MUC         11-13      B5    On time
07:10  W6 4377           Budapest BUD       40-41      A2    Delayed 07:55
07:20  TK 1894           Istanbul IST       14-16      B1    On time
08:00  EW 7813           Stuttgart STR      30-32      A4    Gate opens 07:25
08:15  JU 611            Belgrade BEG       17         B2    Cancelled - rebooked JU 613
Baggage belts arrivals: 1-4. Lost & found file format SKGA3-12345 / SKGFR-12345.
Check-in closes 40 min before departure (Schengen) / 60 min (non-Schengen). Wi-Fi: SKG_FREE, 60 min.
`],
]
