/**
 * Documents written for NAME's recall (not taken from either evaluation corpus): person names of many
 * origins in the genres where names leak most — bank statements, forms, CSV exports, JSON, e-mail
 * headers and sign-offs, chat, tickets, letters, git metadata. `names` lists every person name in
 * the text (each must be masked whole); `not` lists words that must stay unmasked.
 */
export interface RecallDoc { genre: string, text: string, names: string[], not?: string[] }

export const RECALL_DOCS: RecallDoc[] = [
  {
    genre: 'bank_statement',
    text: `Statement period 01.03.2024 - 31.03.2024
Account holder: Priya Raghunathan
Date        Description                                   Amount
03.03.2024  SEPA transfer from Anna Kowalska               +450.00
05.03.2024  Payment to Nguyen Van Minh                     -120.50
07.03.2024  Direct debit Stadtwerke Muenchen                -89.00
12.03.2024  Transfer to Oluwaseun Adeyemi ref rent April   -950.00
15.03.2024  Card payment REWE Markt Berlin                  -34.12
18.03.2024  Incoming transfer: Mehmet Yilmaz               +200.00
21.03.2024  Standing order to Kim Min-jun                   -60.00`,
    names: ['Priya Raghunathan', 'Anna Kowalska', 'Nguyen Van Minh', 'Oluwaseun Adeyemi', 'Mehmet Yilmaz', 'Kim Min-jun'],
    not: ['Stadtwerke', 'REWE', 'Markt']
  },
  {
    genre: 'bank_statement',
    text: `Kontoauszug Nr. 3/2024
Kontoinhaber: Dariusz Wiśniewski
Buchungstag  Verwendungszweck                                  Betrag
02.04.  Überweisung von Fatemeh Hosseini Miete April           +780,00
04.04.  Lastschrift an Sven Lindqvist                           -45,90
09.04.  Gutschrift Auftraggeber: Giulia Bianchi                +120,00
11.04.  Dauerauftrag Empfänger: Jan de Vries                   -300,00
15.04.  SEPA-Überweisung an Thi Thu Hang Pham                  -75,00`,
    names: ['Dariusz Wiśniewski', 'Fatemeh Hosseini', 'Sven Lindqvist', 'Giulia Bianchi', 'Jan de Vries', 'Thi Thu Hang Pham'],
    not: ['Miete']
  },
  {
    genre: 'bank_statement',
    text: `2024-05-02;SEPA CREDIT TRANSFER;Oksana Melnyk;Invoice 4471;1.250,00
2024-05-03;DIRECT DEBIT;Vodafone GmbH;Mobile May;-39,99
2024-05-06;TRANSFER;Rafael Costa Pereira;Loan repayment;-500,00
Payee: Wanjiru Kamau
Beneficiary name: Tomasz Zieliński
Originator: Hassan Al-Amin
Remitter: Aiko Suzuki`,
    names: ['Oksana Melnyk', 'Rafael Costa Pereira', 'Wanjiru Kamau', 'Tomasz Zieliński', 'Hassan Al-Amin', 'Aiko Suzuki'],
    not: ['Vodafone']
  },
  {
    genre: 'form',
    text: `PATIENT REGISTRATION
Patient: Hiroshi Tanaka
Date of birth: 12/05/1978
Referring physician: Dr. Ngozi Okafor
Emergency contact: Li Wei (spouse)
Insured person: Björn Eriksson
Guardian: Leila Farahani`,
    names: ['Hiroshi Tanaka', 'Ngozi Okafor', 'Li Wei', 'Björn Eriksson', 'Leila Farahani']
  },
  {
    genre: 'form',
    text: `Employee: Siddharth Venkataraman
Manager: Agnieszka Nowak-Zielińska
Payee: Carlos Alberto Gutiérrez
Beneficiary: Ahmed Al-Mansouri
Account holder: Anneke van der Berg
Applicant: Svetlana Kuznetsova
Tenant: Emre Öztürk
Landlord: Margit Halvorsen`,
    names: ['Siddharth Venkataraman', 'Agnieszka Nowak-Zielińska', 'Carlos Alberto Gutiérrez', 'Ahmed Al-Mansouri', 'Anneke van der Berg', 'Svetlana Kuznetsova', 'Emre Öztürk', 'Margit Halvorsen']
  },
  {
    genre: 'form',
    text: `Antrag auf Kostenerstattung
Antragsteller: Olga Ivanova
Versicherte Person: Mustafa Demir
Kontoinhaber: Ingrid Bergström
Empfänger: Kofi Boateng
Ansprechpartner: Nguyễn Thị Lan
Vertreten durch: Rechtsanwältin Paula Marković`,
    names: ['Olga Ivanova', 'Mustafa Demir', 'Ingrid Bergström', 'Kofi Boateng', 'Nguyễn Thị Lan', 'Paula Marković']
  },
  {
    genre: 'form',
    text: `First name: Chidinma
Last name: Eze
Surname: Johansson
Given name: Astrid
Full name: Rajesh Kumar Iyer
Name of account holder: Yusuf Okonkwo
Cardholder: Mei Lin Huang
Signed: Javier Morales`,
    names: ['Chidinma', 'Eze', 'Johansson', 'Astrid', 'Rajesh Kumar Iyer', 'Yusuf Okonkwo', 'Mei Lin Huang', 'Javier Morales']
  },
  {
    genre: 'form',
    text: `Nom : Dubois
Prénom : Amélie
Nombre: Alejandro
Apellidos: Fernández Ruiz
Nome: Francesca
Cognome: Esposito
Voornaam: Pieter
Achternaam: van den Heuvel
Förnamn: Elsa
Efternamn: Nyström`,
    names: ['Dubois', 'Amélie', 'Alejandro', 'Fernández Ruiz', 'Francesca', 'Esposito', 'Pieter', 'van den Heuvel', 'Elsa', 'Nyström']
  },
  {
    genre: 'csv',
    text: `first_name,last_name,email,city
Aarav,Sharma,aarav.sharma@example.com,Pune
Xiaoming,Zhang,x.zhang@example.cn,Shenzhen
Thi Lan,Tran,lan.tran@example.vn,Hanoi
Seo-yeon,Park,sy.park@example.kr,Busan
Yuki,Watanabe,yuki.w@example.jp,Osaka
Khaled,Haddad,k.haddad@example.com,Amman`,
    names: ['Aarav', 'Sharma', 'Xiaoming', 'Zhang', 'Thi Lan', 'Tran', 'Seo-yeon', 'Park', 'Yuki', 'Watanabe', 'Khaled', 'Haddad'],
    not: ['Pune', 'Shenzhen', 'Hanoi', 'Busan', 'Osaka', 'Amman']
  },
  {
    genre: 'csv',
    text: `Vorname;Nachname;PLZ;Ort
Lukas;Schneider;10115;Berlin
Ayşe;Kaya;50667;Köln
Grzegorz;Brzęczyszczykiewicz;80331;München
Nikolaos;Papadopoulos;20095;Hamburg`,
    names: ['Lukas', 'Schneider', 'Ayşe', 'Kaya', 'Grzegorz', 'Brzęczyszczykiewicz', 'Nikolaos', 'Papadopoulos'],
    not: ['Berlin', 'Köln', 'München', 'Hamburg']
  },
  {
    genre: 'csv',
    text: `id,Customer Name,Order Total,Status
1001,Abena Owusu,129.90,shipped
1002,Matteo Ricci,54.00,pending
1003,Sakura Yamamoto,18.50,shipped
1004,Dmitri Sokolov,240.00,cancelled`,
    names: ['Abena Owusu', 'Matteo Ricci', 'Sakura Yamamoto', 'Dmitri Sokolov']
  },
  {
    genre: 'csv',
    text: `employee_id\temployee_name\tdepartment\tmanager
E-104\tAnanya Krishnan\tFinance\tJohn Whitfield
E-105\tBao Nguyen\tIT\tFarida Rahimi
E-106\tLuca Romano\tSales\tAnanya Krishnan`,
    names: ['Ananya Krishnan', 'John Whitfield', 'Bao Nguyen', 'Farida Rahimi', 'Luca Romano', 'Ananya Krishnan'],
    not: ['Finance', 'Sales']
  },
  {
    genre: 'csv',
    text: `Date,Payee,Amount,Category
2024-01-04,Chukwuemeka Obi,-250.00,Rent share
2024-01-09,Netflix,-12.99,Streaming
2024-01-15,Ingeborg Solberg,-40.00,Gift`,
    names: ['Chukwuemeka Obi', 'Ingeborg Solberg'],
    not: ['Netflix']
  },
  {
    genre: 'csv',
    text: `Kontoinhaber,IBAN,Betrag
Hamid Karimi,DE02120300000000202051,100.00
Jelena Petrović,DE02500105170137075030,250.00`,
    names: ['Hamid Karimi', 'Jelena Petrović']
  },
  {
    genre: 'json',
    text: '{"order_id": 88213, "customer": "Emeka Nwosu", "shipping": {"recipient": "Zeynep Kaya", "city": "Izmir"}, "full_name": "Arjun Mehta", "firstName": "Ingrid", "lastName": "Solheim"}',
    names: ['Emeka Nwosu', 'Zeynep Kaya', 'Arjun Mehta', 'Ingrid', 'Solheim'],
    not: ['Izmir']
  },
  {
    genre: 'json',
    text: `{
  "account": {
    "holder": "Nadia Benali",
    "owner_name": "Pham Quoc Bao",
    "payee_name": "Sofía Martínez",
    "beneficiary": "Olumide Bakare"
  },
  "created_by": "Kenji Nakamura",
  "assignee": "Fatima Zahra El Idrissi",
  "contact_person": "Wojciech Kowalczyk",
  "displayName": "Hye-jin Choi"
}`,
    names: ['Nadia Benali', 'Pham Quoc Bao', 'Sofía Martínez', 'Olumide Bakare', 'Kenji Nakamura', 'Fatima Zahra El Idrissi', 'Wojciech Kowalczyk', 'Hye-jin Choi']
  },
  {
    genre: 'json',
    text: '[{"name": "Tariq Hussain", "role": "admin"}, {"name": "Eline Jansen", "role": "viewer"}, {"user": {"first_name": "Mohammed", "last_name": "Alsaadi"}}]',
    names: ['Tariq Hussain', 'Eline Jansen', 'Mohammed', 'Alsaadi']
  },
  {
    genre: 'email',
    text: `From: Lars Johansson <lars.johansson@example.se>
To: María José Fernández <mj.fernandez@example.es>
Cc: Adebayo Ogunleye <a.ogunleye@example.ng>
Subject: Quarterly numbers

Hi María José,

the figures are attached. Adebayo will present them on Friday.

Best regards,
Lars Johansson
Head of Controlling`,
    names: ['Lars Johansson', 'María José Fernández', 'Adebayo Ogunleye', 'María José', 'Adebayo', 'Lars Johansson'],
    not: ['Quarterly', 'Controlling']
  },
  {
    genre: 'email',
    text: `Von: Katarzyna Lewandowska
Gesendet: Montag, 4. März 2024 09:12
An: Serkan Aydın
Betreff: Rechnung 2024-117

Hallo Serkan,

anbei die korrigierte Rechnung.

Viele Grüße
Kasia Lewandowska`,
    names: ['Katarzyna Lewandowska', 'Serkan Aydın', 'Serkan', 'Kasia Lewandowska'],
    not: ['Rechnung', 'Montag']
  },
  {
    genre: 'email',
    text: `Thanks again for your help with the migration.

Cheers,
Thandiwe

--
Thandiwe Mokoena | Platform Engineering`,
    names: ['Thandiwe', 'Thandiwe Mokoena'],
    not: ['Platform Engineering']
  },
  {
    genre: 'chat',
    text: `[10:02] Dmitri Volkov: deploy is done
[10:03] Aylin Demir: thanks! can you check the logs?
[10:05] Rohan: on it
10:06 <Baptiste> looks fine from here`,
    names: ['Dmitri Volkov', 'Aylin Demir', 'Rohan', 'Baptiste']
  },
  {
    genre: 'ticket',
    text: `Ticket #4471 – Login fails after password reset
Reported by: Hoang Thi Mai
Assignee: Rahul Gupta
Status: open

Customer Rohan Mehta called about the locked account. I spoke with Mr. Abdullahi and forwarded it to Kateryna Shevchenko.`,
    names: ['Hoang Thi Mai', 'Rahul Gupta', 'Rohan Mehta', 'Abdullahi', 'Kateryna Shevchenko'],
    not: ['Login']
  },
  {
    genre: 'letter',
    text: `Dear Mrs. Abernathy-Okoro,

thank you for your letter of 3 May. My colleague Ms. Nomvula Dlamini will contact you next week.

Yours sincerely,

Francesca Romano
Customer Relations`,
    names: ['Abernathy-Okoro', 'Nomvula Dlamini', 'Francesca Romano']
  },
  {
    genre: 'letter',
    text: `Sehr geehrter Herr Çelik,

wie mit Frau Schäfer-Nguyen besprochen, senden wir Ihnen die Unterlagen.

Mit freundlichen Grüßen

Dr. Anh Tuan Le
Dr. A. P. J. Raman
Martin Luther King Jr.`,
    names: ['Çelik', 'Schäfer-Nguyen', 'Anh Tuan Le', 'A. P. J. Raman', 'Martin Luther King']
  },
  {
    genre: 'git',
    text: `commit 9f2c1e7a4b
Author: Wojciech Kowalczyk <wk@example.pl>
Date:   Tue Mar 5 10:14:02 2024 +0100

    Fix retry loop in uploader

    Co-authored-by: Mei Ling Chen <mei.chen@example.com>
    Signed-off-by: Arjun Nair <arjun.nair@example.in>
    Reviewed-by: Sigrid Aas <sigrid@example.no>`,
    names: ['Wojciech Kowalczyk', 'Mei Ling Chen', 'Arjun Nair', 'Sigrid Aas']
  },
  {
    genre: 'prose',
    text: 'Yesterday Kwame Asante and Ines Carvalho met with Jun Takahashi to discuss the budget. Ms Okonjo-Iweala joined later; Professor Sato chaired the meeting.',
    names: ['Kwame Asante', 'Ines Carvalho', 'Jun Takahashi', 'Okonjo-Iweala', 'Sato']
  },
  {
    genre: 'bank_statement',
    text: `04.03.2024 GUTSCHRIFT UEBERWEISUNG ANNA KOWALSKA MIETE MAERZ 650,00
05.03.2024 FOLGELASTSCHRIFT PAYPAL EUROPE 12,99-
06.03.2024 UEBERWEISUNG AN CHINEDU OKAFOR RECHNUNG 2024-11 120,00-
07.03.2024 FASTER PAYMENT TO JAMES WHITAKER REF INVOICE 88,00-
08.03.2024 BACS CREDIT FROM MARIA GONZALEZ 300,00`,
    names: ['ANNA KOWALSKA', 'CHINEDU OKAFOR', 'JAMES WHITAKER', 'MARIA GONZALEZ'],
    not: ['PAYPAL', 'EUROPE']
  },
  {
    genre: 'email',
    text: `Hi Oyelaran,

could you send the signed contract to Ravindra Pillai by Thursday? Pedro Alves from legal has already approved it.

Kind regards,
Annika Virtanen`,
    names: ['Oyelaran', 'Ravindra Pillai', 'Pedro Alves', 'Annika Virtanen']
  },
  {
    genre: 'form',
    text: `Reisende/r: Yerlan Abenov
Mitreisende: Dinara Abenova
Rechnungsempfänger: Bogdan Popescu
Kontaktperson: Salma Haddad
Notfallkontakt: Eero Mäkinen`,
    names: ['Yerlan Abenov', 'Dinara Abenova', 'Bogdan Popescu', 'Salma Haddad', 'Eero Mäkinen']
  }
]
