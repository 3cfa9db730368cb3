/**
 * blind-4: e-commerce (order confirmations, returns), marketplace and dating chats, social-media DMs,
 * family chats and call-centre transcripts.
 * Markup: [[TYPE|value]]; see eval/blind-4/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_COMMERCE_CHAT: RawDoc[] = [
  // DE order confirmation, delivery and invoice address side by side
  ['order-confirmation', 'de', `Von: Wohnwerk Online-Shop <[[EMAIL|bestellung@wohnwerk-shop.de]]>
An: [[EMAIL|m.lindqvist-haas@web.de]]
Betreff: Ihre Bestellung 30-118-447291 ist eingegangen

Hallo [[NAME|Miriam Lindqvist-Haas]],

vielen Dank für Ihre Bestellung vom 19.05.2025, 21:14 Uhr. Wir melden uns, sobald sie unterwegs ist.

Lieferadresse                          Rechnungsadresse
[[NAME|Miriam Lindqvist-Haas]]                 [[NAME|Jan Haas]]
[[ADDRESS|Görlitzer Str. 64]]                      [[ADDRESS|Wiener Str. 19]]
[[ADDRESS|10997 Berlin]]                           [[ADDRESS|10999 Berlin]]

Menge  Artikel                                         Art.-Nr.        Preis
1      Stehleuchte "Fenja", Messing                    WW-20417-MS     129,00 €
2      Leinen-Kissenhülle 50x50, salbei                WW-33810-SG      49,90 €
       Versand (DHL, klimaneutral)                                       0,00 €
Gesamtsumme                                                            178,90 €
enthaltene MwSt. 19 %                                                   28,56 €
Zahlungsart: PayPal (Transaktions-ID 8LJ41920UX736502K)

Wohnwerk GmbH · [[ADDRESS|Hafenweg 22 · 48155 Münster]] · USt-IdNr. [[VAT_ID|DE805541499]] · HRB 18832 AG Münster
Kundenservice [[PHONE|0251 9876 540]] (Mo-Fr 8-18 Uhr)
`],

  // FR return request with refund account
  ['return', 'fr', `De : [[NAME|Théo Marchand]] <[[EMAIL|theo.marchand@laposte.net]]>
À : [[EMAIL|service-client@maison-lumen.fr]]
Objet : Demande de retour - commande n° FR2504-889120

Bonjour,

Je souhaite retourner l'article suivant reçu le 22/04 : lampe à poser « Orsay » (réf. LMN-ORS-02),
arrivée avec le pied fissuré (photos jointes, colis Colissimo 6A21458703319).
Comme j'ai payé par virement, merci de me rembourser sur mon compte :
Titulaire : [[NAME|Théo Marchand]]
IBAN : [[IBAN|FR76 1090 7796 7019 6826 2693 327]]
BIC : [[BIC|CCBPFRPPBDX]]
Adresse d'enlèvement si vous passez par un transporteur : [[ADDRESS|34 rue Paul Bert, appt 12, 33000 Bordeaux]]
Je suis joignable au [[PHONE|07 68 21 44 09]] en semaine après 18h.

Cordialement,
[[NAME|Théo]]

---------- Réponse automatique ----------
Votre demande RMA-2025-04-6612 a bien été enregistrée. Délai de traitement : 5 jours ouvrés.
Maison Lumen SAS - [[ADDRESS|5 quai de la Fosse, 44000 Nantes]] - TVA [[VAT_ID|FR95841397557]]
`],

  // BR marketplace order confirmation
  ['order-confirmation', 'pt', `Olá, [[NAME|Camila]]! Sua compra foi confirmada.

Pedido #2000007418823516 - 12/03/2025 às 22:41
Fone de ouvido Bluetooth JBL Tune 520BT Preto - R$ 249,90 - 1 unidade
Vendido por ELETRO-SHOP-BR (CNPJ 12.345.678/0001-95)

Entrega em
[[NAME|Camila Rocha Albuquerque]]
[[ADDRESS|Rua dos Andradas, 1287, ap 304 - Centro Histórico - Porto Alegre/RS - CEP 90020-011]]
Telefone: [[PHONE|(51) 99812-4470]]
CPF para nota fiscal: [[PERSONAL_ID|702.136.528-46]]

Pagamento: Pix (aprovado) - ID da transação E18236120202503122241s0c5f9a81b2
Chegará entre 17 e 19 de março. Código de rastreio: LB584112937HK
`],

  // DE classifieds chat about a private car
  ['marketplace-chat', 'de', `Kleinanzeigen - Nachricht zu „VW Golf 7 Variant 1.6 TDI, TÜV 09/26" - 8.900 € VB
[[NAME|Lukas B.]]: Hallo, ist der Golf noch da? Könnte Samstag zur Probefahrt kommen.
Du: Hallo [[NAME|Lukas]], ja ist noch da. Samstag 14 Uhr passt. Adresse: [[ADDRESS|Hauptstraße 17a, 71522 Backnang]]. Kennzeichen [[LICENSE_PLATE|WN-KS 412]], silberner Golf vorm Haus.
[[NAME|Lukas B.]]: Top. Zahlen würde ich per Überweisung vorab, können Sie mir die IBAN schicken? Oder PayPal?
Du: Überweisung erst wenn Sie den Wagen gesehen haben 🙂 Nummer für Samstag: [[PHONE|0171 4432905]], [[NAME|Karsten]]
[[NAME|Lukas B.]]: Alles klar. Falls ich mich verspäte, meine Nummer: [[PHONE|01522 8874310]]. Gruß [[NAME|Lukas Brandtner]]
`],

  // CO dating app chat
  ['dating-chat', 'es', `Tinder · Match con [[NAME|Valentina]] 💫 (27)
[[NAME|Valentina]]: holaa 😊 vi que también te gusta escalar
[[NAME|Andrés]]: Hola [[NAME|Vale]]! Sí, voy a Suesca casi todos los fines de semana jaja
[[NAME|Valentina]]: noo qué chévere, yo apenas empiezo, voy al muro de la 85
[[NAME|Andrés]]: Deberíamos ir un día. ¿Te paso mi WhatsApp? [[PHONE|+57 312 448 9027]]
[[NAME|Valentina]]: dale 🙌 el mío es [[PHONE|3204418813]], escríbeme por ahí que acá casi no entro. mi insta es @[[NAME|vale.restrepo.m]]
[[NAME|Andrés]]: Listo, te escribo. Soy [[NAME|Andrés Felipe]] por si no me tienes guardado jaja
[[NAME|Valentina]]: jajaja ok [[NAME|Andrés Felipe]] 👌
`],

  // Instagram DM giveaway scam
  ['social-dm', 'en', `Instagram · Direct · @giveaway_apple_officiaI
giveaway_apple_officiaI: Congrats!! 🎉 You've been selected as a winner of our iPhone 16 Pro giveaway 📱 To claim we just need shipping + $4.99 handling. Reply with full name, address and card details.
[[NAME|marcus.oyelowo]]: omg for real?? ok
[[NAME|marcus.oyelowo]]: [[NAME|Marcus Oyelowo]], [[ADDRESS|2231 Peachtree Rd NE Apt 1104, Atlanta GA 30309]]
[[NAME|marcus.oyelowo]]: card [[CREDIT_CARD|4815 2122 9396 9190]] exp 08/27 cvv 331
giveaway_apple_officiaI: Thank you [[NAME|Marcus]] ✅ For verification please also send DOB and the code we just texted to [[PHONE|(404) 889-2217]]
[[NAME|marcus.oyelowo]]: [[DATE_OF_BIRTH|03/11/1997]]. code is 884213
giveaway_apple_officiaI: processing... customs fee for express delivery $20, send in BTC to [[CRYPTO_WALLET|bc1ptmc3l8trap3ask8lyrnnnclmwzxxjd6dw0t9elzdvyerftwmukyql00tjp]]
[[NAME|marcus.oyelowo]]: wait is this legit? my bank just called me
`],

  // GB bank fraud line transcript
  ['call-transcript', 'en', `Call ID 20250318-114502-7731 | Queue: Fraud & Disputes | Agent: [[NAME|Hannah Whitlock]] (HW2291) | Duration 11:42
[00:00:03] Agent: Good morning, you're through to Fraud and Disputes at Northbridge Bank, my name's [[NAME|Hannah]]. Can I take your full name please?
[00:00:08] Customer: Yeah it's [[NAME|Gareth Pryce-Evans]].
[00:00:11] Agent: Thanks [[NAME|Gareth]]. And for security can you confirm your date of birth?
[00:00:14] Customer: [[DATE_OF_BIRTH|Twenty-first of June, eighty-one]].
[00:00:18] Agent: And the first line of your address and postcode?
[00:00:21] Customer: [[ADDRESS|14 Heol y Deri, Cardiff, CF14 6HF]].
[00:00:30] Agent: Lovely, thank you. So you're calling about some card transactions?
[00:00:33] Customer: Yeah, there's three payments on my debit card I don't recognise, to something called PAYPAL XSTORE, £89.99 each.
[00:01:40] Agent: OK, I'm going to cancel the card ending 6603 and order a replacement.
[00:02:02] Customer: Hang on, the full number on the card is [[CREDIT_CARD|4929 1103 6330 6603]], is that the one?
[00:02:09] Agent: Yes that's the one, no need to read it out in future. The claim reference is FD-55102.
[00:03:15] Agent: You also mentioned the ISA transfer, for that I need your National Insurance number.
[00:03:21] Customer: Let me find it... [[UK_NINO|JK 43 97 76 B]].
[00:05:10] Agent: And is the mobile ending 481 still the best number?
[00:05:14] Customer: No, it's changed, it's [[PHONE|07853 441902]].
[00:05:20] Agent: Updated. You'll get a text from 61234 when the new card is dispatched.
`],

  // MA telecom call, French with Darija
  ['call-transcript', 'fr', `Transcription automatique - Appel entrant - Service client Maroc Fibre - 11/02/2025 10:17 - durée 06:48
Conseillère ([[NAME|Salma]]) : Maroc Fibre bonjour, [[NAME|Salma]] à l'appareil, vous pouvez me donner votre numéro de CIN s'il vous plaît ?
Client : Oui bonjour, c'est [[PERSONAL_ID|BK287441]].
Conseillère : Merci. Vous êtes bien Monsieur [[NAME|Youssef El Amrani]] ?
Client : Oui, c'est ça. Wakha, la connexion coupe depuis trois jours, la box clignote rouge.
Conseillère : D'accord. L'adresse d'installation c'est bien [[ADDRESS|Résidence Al Amal, Immeuble 7, Appartement 12, Boulevard Abdelmoumen, Casablanca]] ?
Client : Oui.
Conseillère : J'ai comme numéro de contact le [[PHONE|06 61 23 45 87]], c'est toujours bon ?
Client : Non, mettez plutôt le [[PHONE|0677 418 220]], c'est celui de ma femme, [[NAME|Nadia]]. Elle est à la maison le matin.
Conseillère : Très bien. Un technicien passera jeudi entre 9h et 13h, référence du ticket TK-88412. Autre chose ?
Client : Non, shukran, merci.
`],

  // RU Telegram OTC crypto chat
  ['social-dm', 'ru', `Telegram · [[NAME|Дмитрий Соколов]] (@[[NAME|dsokolov_trade]])
[21:14] [[NAME|Дмитрий Соколов]]: Добрый вечер, по USDT договорились: 12 000 по курсу 96,4. Кидай свой адрес ERC-20
[21:15] Вы: [[CRYPTO_WALLET|0xddB7dFc8C363ad4Ab0d4a7669E1032c2ecAfC7D3]]
[21:16] [[NAME|Дмитрий Соколов]]: Принял. Рубли на Т-Банк по номеру [[PHONE|+7 916 482-17-33]], получатель [[NAME|Дмитрий Андреевич С.]]
[21:20] Вы: а остаток в BTC куда?
[21:21] [[NAME|Дмитрий Соколов]]: на [[CRYPTO_WALLET|1EnRoZqacjrpsYBA5utrSrfCsvi7dfKEzB]] или на сегвит [[CRYPTO_WALLET|bc1qlzggex9xrzat354ahdu7y8xalf0xj766vq54ms]], без разницы
[21:25] Вы: отправил, txid 9f2c1be07a44d8e3c5a1b0f9e6d7c2a8b3f4e5d6c7b8a9f0e1d2c3b4a5f6e41a
[21:40] [[NAME|Дмитрий Соколов]]: Получил, спасибо. Если что - второй номер [[PHONE|+7 (903) 118-40-52]]
`],

  // KR online order confirmation with delivery request
  ['order-confirmation', 'ko', `[쿠팡] 주문이 완료되었습니다
주문번호 31001847722914  |  주문일시 2025.05.07 23:41

받는 사람: [[NAME|박지현]]
연락처: [[PHONE|010-7713-2048]]
배송지: [[ADDRESS|경기도 성남시 분당구 판교역로 235, 에이치스퀘어 N동 8층 (삼평동)]]
배송 요청사항: 문 앞에 놓아주세요. 공동현관 비밀번호 [[SECRET|#1357*]]

상품: 탐사 샘물 2L x 12개 (1개)            7,990원
      곰곰 무항생제 계란 30구 (1개)         9,480원
결제: 삼성카드 (****-****-****-2210) 일시불   17,470원
로켓배송 내일(목) 새벽 7시 전 도착 예정
`],

  // LT second-hand clothing chat
  ['marketplace-chat', 'lt', `Vinted · Pokalbis dėl „Levi's 501 džinsai W28 L30" - 18,00 €
[[NAME|ruta_vilnius]]: Labas! Ar dar turi? Gal galima siųsti per Omniva į paštomatą?
Aš ([[NAME|gintare.p]]): Labas, taip 🙂 Kuris paštomatas?
[[NAME|ruta_vilnius]]: Omniva paštomatas Akropolis, [[ADDRESS|Ozo g. 25, 07150 Vilnius]]
[[NAME|ruta_vilnius]]: Mano tel. Omnivai [[PHONE|+370 612 48833]], vardas [[NAME|Rūta Jankauskienė]]
Aš ([[NAME|gintare.p]]): Gerai. Gal gali pervesti tiesiai, be Vinted mokesčio? [[IBAN|LT66 7300 0627 5489 1452]], [[NAME|Gintarė Petrauskaitė]]
[[NAME|ruta_vilnius]]: Hmm, geriau per Vinted, saugiau 🙂 sorry
Aš ([[NAME|gintare.p]]): ok no problem, išsiųsiu rytoj
`],

  // UA webshop e-mail, address change and double charge
  ['email', 'uk', `Від: [[NAME|Олена Ковальчук]] <[[EMAIL|olena.kovalchuk@ukr.net]]>
Кому: [[EMAIL|support@linen-and-clay.com]]
Тема: Зміна адреси доставки - замовлення #UA10482

Доброго дня!
Я помилилася в адресі при оформленні. Правильна адреса:
[[ADDRESS|м. Київ, вул. Антоновича, 72, кв. 41, 03150]]
Одержувач: [[NAME|Ковальчук Олена Петрівна]], тел. [[PHONE|+380 67 214 58 90]]
Якщо простіше - Нова пошта, відділення №112 ([[ADDRESS|вул. Велика Васильківська, 143]]) теж підходить.

І ще: оплата пройшла двічі, картка [[CREDIT_CARD|5168 7413 5561 4666]] (ПриватБанк). Поверніть, будь ласка, один платіж.
Дякую!
[[NAME|Олена]]
`],

  // US auto insurance claim call, speech-to-text
  ['call-transcript', 'en', `Lakeshore Mutual Auto - Claims line - transcript (speech-to-text, unedited) - 2025-01-27 09:52 CT
AGENT: thank you for calling lakeshore mutual claims this is [[NAME|derek]] how can i help
CALLER: hi yeah i was in an accident this morning and i need to open a claim
AGENT: sorry to hear that are you ok. can i get the policy holder's name
CALLER: it's [[NAME|kimberly ann novak]] n o v a k
AGENT: and date of birth
CALLER: [[DATE_OF_BIRTH|april ninth nineteen eighty five]]
AGENT: and to verify the last four of your social or the full social
CALLER: full is [[US_SSN|512 44 8831]]
AGENT: thank you and were you driving
CALLER: yes
AGENT: drivers license number
CALLER: illinois [[DRIVER_LICENSE|N255 4412 9073]]
AGENT: and the address on the policy
CALLER: [[ADDRESS|1820 west henderson street apartment 3 chicago 60657]]
AGENT: best callback number
CALLER: [[PHONE|773 412 8809]]
AGENT: did you get the other driver's info
CALLER: yeah his name is [[NAME|tyrone mitchell]] and his plate was illinois [[LICENSE_PLATE|CN 48213]] he's with state farm
AGENT: ok your claim number is 0 4 4 7 1 9 2 2 6 an adjuster will reach out within one business day
`],

  // IN matrimonial chat, Hinglish
  ['dating-chat', 'en', `WhatsApp Chat with [[NAME|Priya Iyer]] (Shaadi.com match)
[14/05/25, 8:02 pm] [[NAME|Priya Iyer]]: Hi [[NAME|Karthik]], aapka profile dekha Shaadi pe, my parents also liked it 😊
[14/05/25, 8:05 pm] [[NAME|Karthik S]]: Hi [[NAME|Priya]]! Thanks 😊 mere amma bhi bahut excited hain
[14/05/25, 8:07 pm] [[NAME|Priya Iyer]]: Haha. Amma ne kaha biodata share karo, here's mine:
Name: [[NAME|Priya Lakshmi Iyer]]
DOB: [[DATE_OF_BIRTH|22 Nov 1995]], 6:40 am, Chennai
Rashi: Vrishabha, Nakshatra: Rohini
Height: 5'4"
Education: M.Tech (IIT Madras)
Working: Senior Analyst, Hyderabad
Father: [[NAME|R. Venkataraman]] (Retd. SBI)
Contact: [[PHONE|+91 98401 22357]] (father), [[EMAIL|priyaiyer.22@gmail.com]]
[14/05/25, 8:15 pm] [[NAME|Karthik S]]: Thank you! Mera biodata bhi bhej raha hoon: [[NAME|Karthik Subramanian]], DOB [[DATE_OF_BIRTH|03/02/1993]], Pune mein job hai (Infosys). Contact [[PHONE|90030 41876]]
[14/05/25, 8:20 pm] [[NAME|Priya Iyer]]: Ok, amma will call your amma this weekend 😄
`],

  // X/Twitter DM export in a trust & safety case
  ['social-dm', 'en', `DM thread export (X) - case #TS-2025-11874 - reported by @[[NAME|nora_builds]] - exported 2025-03-02 14:10 UTC
@throwaway88412: you think you can talk like that and nobody finds you?
@throwaway88412: [[NAME|Nora Kessler]]. [[ADDRESS|77 Maple Ave, Unit 5, Somerville MA 02143]]. mobile [[PHONE|617-394-2281]]
@throwaway88412: your mom's number too [[PHONE|(617) 625-0734]]
@throwaway88412: see you around
@[[NAME|nora_builds]]: I've reported this and screenshotted everything.

T&S notes: account suspended (policy: private information, violent threat). Signup IP [[IP_ADDRESS|185.220.101.47]] (Tor exit),
email on file [[EMAIL|throwaway88412@proton.me]]. Escalated to LE liaison, ticket LE-2025-0391.
`],

  // TH marketplace order
  ['order-confirmation', 'th', `คำสั่งซื้อ #880412396551172 ได้รับการยืนยันแล้ว
ผู้รับ: คุณ[[NAME|ศิริพร แก้วมณี]]
เบอร์โทร: [[PHONE|089 614 2273]]
ที่อยู่จัดส่ง: [[ADDRESS|99/142 หมู่บ้านพฤกษา 28 ซอยลาดพร้าว 101 แขวงคลองจั่น เขตบางกะปิ กรุงเทพมหานคร 10240]]
สินค้า: Xiaomi Redmi Buds 6 Lite (สีดำ) x1        ฿599
ค่าจัดส่ง                                        ฿0
ชำระเงิน: เก็บเงินปลายทาง (COD)
ขนส่ง: Flash Express  หมายเลขพัสดุ TH01247X8Q2A
`],

  // GR family WhatsApp group
  ['chat', 'el', `[10/03/25 19:02] Μαμά: Παιδιά, ποιος θα πληρώσει τα δίδακτρα της [[NAME|Κατερίνας]] στο φροντιστήριο;
[10/03/25 19:05] [[NAME|Γιάννης]]: Εγώ, στείλε μου το IBAN τους
[10/03/25 19:07] Μαμά: [[IBAN|GR85 0172 5676 7128 8271 1338 942]] Φροντιστήριο Πυθαγόρας, αιτιολογία: [[NAME|Κατερίνα Δημητρίου]] Γ' Λυκείου
[10/03/25 19:10] [[NAME|Ελένη]]: Για την αίτηση-δήλωση των Πανελληνίων θέλουν και τον ΑΜΚΑ της: [[PERSONAL_ID|03070754324]] και ημ. γέννησης [[DATE_OF_BIRTH|03/07/2007]]
[10/03/25 19:12] [[NAME|Γιάννης]]: οκ. Και το κινητό της για τα SMS είναι ακόμα το [[PHONE|6944 218 770]];
[10/03/25 19:13] [[NAME|Κατερίνα]]: ναι 🙄 είμαι εδώ μέσα ξέρετε
`],

  // DE call note, ISP move order
  ['call-transcript', 'de', `Gesprächsnotiz - Kundenservice Festnetz/Internet - 07.02.2025 16:42 - MA: [[NAME|S. Krüger]] (Team 4B)
Anrufer: Hr. [[NAME|Wojciech Nowak-Lange]], Kd.-Nr. 550 218 7741
Verifiziert über Geb.-Datum [[DATE_OF_BIRTH|11.11.1972]] + Anschlussadresse [[ADDRESS|Eichendorffstr. 9, 04277 Leipzig]]
Anliegen: Umzug zum 01.03. nach [[ADDRESS|Karl-Liebknecht-Str. 143, 04275 Leipzig]], Rufnummernmitnahme [[PHONE|0341 3081447]] gewünscht.
Neue Bankverbindung für SEPA-Lastschrift: [[IBAN|DE57 8605 5592 2229 1669 50]] (Sparkasse Leipzig), Mandatsref. ML-2025-0044812
Rückruf mobil: [[PHONE|0157 3224 8810]]   Auftragsbestätigung an [[EMAIL|w.nowak-lange@t-online.de]]
Auftrag: Umzugsauftrag 2025-UZ-441298 angelegt, Techniker-Termin 03.03. 8-12 Uhr.
Router Speedport Smart 4, Serien-Nr. R4S2209841177, bleibt beim Kunden.
`],

  // JO flower shop Instagram DM, Arabic
  ['social-dm', 'ar', `ورد عمّان 🌸 - رسائل Instagram
[[NAME|سارة]]: مرحبا، بدي بوكيه ورد جوري مع شوكولاتة لعيد ميلاد صاحبتي بكرة
ورد عمّان: أهلين [[NAME|سارة]] 🌹 السعر 35 دينار مع التوصيل داخل عمّان. شو العنوان؟
[[NAME|سارة]]: [[ADDRESS|عمّان، خلدا، شارع وصفي التل، بناية 21، الطابق الثالث]] - باسم [[NAME|رنا الخطيب]]، تلفونها [[PHONE|0791234567]]
ورد عمّان: تمام. الدفع كليك أو تحويل على [[IBAN|JO89 ARAB 1170 0000 3772 2770 4809 08]] باسم ورد عمّان للزهور
[[NAME|سارة]]: حولت ✔️ وهاد رقمي إذا في إشي [[PHONE|0785 442 190]]
ورد عمّان: وصل، شكراً! بنكتب على الكرت "كل عام وانتي بخير يا [[NAME|رنوش]]" ؟
[[NAME|سارة]]: اه بالزبط 😍
`],

  // no personal data: order webhook payload
  ['json', 'en', `POST /webhooks/orders/updated HTTP/1.1
Host: hooks.example-fulfil.io
X-Shopify-Topic: orders/updated
X-Shopify-Shop-Domain: demo-store-eu.myshopify.com
X-Shopify-Webhook-Id: 4b1d9c2e-7f0a-4c55-9e21-8d3f6a0b7c19
X-Shopify-API-Version: 2025-01

{"id":5823117402291,"order_number":10418,"financial_status":"paid","fulfillment_status":"partial",
 "currency":"EUR","total_price":"84.70","total_tax":"13.52",
 "line_items":[{"sku":"TEE-ORG-M-BLK","variant_id":44012893315238,"quantity":2,"price":"29.90"},
               {"sku":"CAP-CURVE-OS-OLV","variant_id":44012893511846,"quantity":1,"price":"24.90"}],
 "fulfillments":[{"id":4419022881,"tracking_company":"UPS","tracking_number":"1Z999AA10123456784","status":"in_transit"}],
 "customer":{"id":7701228834211,"accepts_marketing":false,"tags":"wholesale,eu-b2b"},
 "created_at":"2025-05-02T09:14:55+02:00","updated_at":"2025-05-03T16:40:12+02:00",
 "checkout_token":"<redacted>","source_name":"web","app_id":580111}
`],

  // no personal data: seller help-centre page
  ['help-page', 'en', `Seller Centre > Help > Fees & payouts (last updated 2025-04-30, article 360041872)

Commission by category (excl. VAT)
Category                 Rate    Min. fee   Payout delay
Electronics              7.5%    €0.50      14 days after delivery
Fashion & shoes          12%     €0.30      7 days
Home & garden            10%     €0.30      7 days
Refurbished (grade A/B)  9%      €1.00      21 days

How to find your references
- Order number: 16 digits, starts with 2000 (e.g. 2000001234567890)
- Listing ID: 10 digits, shown under the title (e.g. 1284477120)
- Payout batch: PB-YYYYMMDD-NNNN (e.g. PB-20250502-0031)
- Return merchandise authorisation: RMA-YYYY-MM-NNNN
Test mode: use the sandbox keys from Settings > API (they start with test_ and never move money).
Need more help? Open a case from the order page; we answer within 24 h on working days.
`],
]
