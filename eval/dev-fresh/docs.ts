/** The hand-written documents of the fresh development set: [genre, language, marked text]. */
export const DOCS: ReadonlyArray<[string, 'de' | 'en', string]> = [
  ['csv', 'en', `id,first_name,last_name,email,phone,city
1,[[NAME|Wei]],[[NAME|Zhang]],[[EMAIL|wei.zhang@example.cn]],[[PHONE|+86 138 1234 5678]],Shanghai
2,[[NAME|Priya]],[[NAME|Raghunathan]],[[EMAIL|priya.r@example.in]],[[PHONE|+91 98765 43210]],Chennai
3,[[NAME|Oluwaseun]],[[NAME|Adeyemi]],[[EMAIL|seun.adeyemi@example.ng]],[[PHONE|+234 803 123 4567]],Lagos
4,[[NAME|Sigrid]],[[NAME|Halvorsen]],[[EMAIL|sigrid@example.no]],[[PHONE|+47 912 34 567]],Bergen
`],
  ['csv', 'de', `Kundennr;Vorname;Nachname;IBAN;Telefon;Geburtsdatum
10023;[[NAME|Jürgen]];[[NAME|Kowalczyk]];[[IBAN|DE89370400440532013000]];[[PHONE|030 12345678]];[[DATE_OF_BIRTH|12.03.1985]]
10024;[[NAME|Ayşe]];[[NAME|Demir]];[[IBAN|DE89 3704 0044 0532 0130 00]];[[PHONE|0171 2345678]];[[DATE_OF_BIRTH|01.07.1979]]
10025;"[[NAME|Marie-Luise]]";"[[NAME|Brandt]]";"[[IBAN|AT611904300234573201]]";"[[PHONE|+43 1 58858 0]]";"[[DATE_OF_BIRTH|23.11.1990]]"
`],
  ['csv', 'en', `"name","card","expires","cvv"
"[[NAME|Hiroshi Tanaka]]","[[CREDIT_CARD|3530111333301230]]","04/28","123"
"[[NAME|Carlos Mendoza]]","[[CREDIT_CARD|30569309025904]]","11/27","456"
"[[NAME|Li Na]]","[[CREDIT_CARD|6212345678901234569]]","01/29","789"
"[[NAME|Siobhan O'Connell]]","[[CREDIT_CARD|6759649826438453]]","09/26","321"
`],
  ['csv', 'en', `employee_id,full_name,ssn,date_of_birth,ip
E-1001,[[NAME|Marcus Johnson]],[[US_SSN|536-22-1457]],[[DATE_OF_BIRTH|1984-05-17]],[[IP_ADDRESS|10.20.30.40]]
E-1002,[[NAME|Fatima Al-Sayed]],[[US_SSN|412-67-3391]],[[DATE_OF_BIRTH|1991-12-02]],[[IP_ADDRESS|10.20.30.41]]
`],
  ['chat', 'en', 'hey, can you call me back? my cell is [[PHONE|(415)555-0132]], or the office [[PHONE|415-555-0178]] ext 12. thanks — [[NAME|Dmitri]]'],
  ['chat', 'en', 'My new number is [[PHONE|13812345678]] (China Mobile), WeChat is the same. Cheers, [[NAME|Mei]]'],
  ['chat', 'en', 'Reach Jamal at [[PHONE|345-899-3560x4587]] during business hours.'.replace('Jamal', '[[NAME|Jamal]]')],
  ['chat', 'de', 'Kannst du [[NAME|Svenja]] kurz anrufen? Festnetz [[PHONE|06221 548932]], sonst [[EMAIL|svenja.k@example.de]].'],
  ['email', 'en', `Hi [[NAME|Astrid]],

please send the contract to our Stockholm office:

[[ADDRESS|Drottninggatan 53
111 21 Stockholm]]

Phone [[PHONE|+46 (0)8 928 571 38]].

Best regards,
[[NAME|Lars Eriksson]]
Nordic Freight AB`],
  ['email', 'en', `Dear Ms. [[NAME|Okafor]],

Your parcel will be delivered to [[ADDRESS|4759 William Haven Apt. 194, West Corey, CA 90152]] on Monday.
If you are not at home, we will leave it with your neighbour.

Kind regards,
Customer Care`],
  ['email', 'en', `Hello,

the invoice address is:
[[NAME|Giulia Ferraro]]
[[ADDRESS|Via Roma 15
00184 Roma]]
Italy

Thanks!`],
  ['email', 'en', `Please update my address to [[ADDRESS|Calle Mayor 12, 28013 Madrid]]. My DNI is [[ES_DNI|12345678Z]].
Regards, [[NAME|Javier Ruiz]]`],
  ['email', 'en', `Shipping to: [[ADDRESS|221B Baker Street, London NW1 6XE]]
Contact: [[NAME|Eleanor Whitfield]], [[PHONE|020 7946 0958]]
NI number: [[UK_NINO|PR 123612C]]`],
  ['email', 'de', `Hallo Herr [[NAME|Yılmaz]],

anbei die Unterlagen. Ihre Steuer-ID [[TAX_ID|10029854630]] und die USt-IdNr. [[VAT_ID|de136695976]] haben wir vermerkt.
Bitte überweisen Sie auf [[IBAN|DE89-3704-0044-0532-0130-00]].

Viele Grüße
[[NAME|Katarzyna Nowak]]`],
  ['form', 'de', `Personalien
Name: [[NAME|Emre Öztürk]]
Ausweis: [[PERSONAL_ID|C22990047]]
FS-Nr.: [[DRIVER_LICENSE|B072RRE2I55]]
Geb.: [[DATE_OF_BIRTH|14.02.1988]]
Tel.: [[PHONE|(030) 4567890]]`],
  ['form', 'en', `Applicant: [[NAME|Thabo Nkosi]]
Driving licence: [[DRIVER_LICENSE|MORGA607054SM9IJ]]
Passport no.: [[PASSPORT|533401372]]
Aadhaar: [[IN_AADHAAR|2345-6789-0124]]`],
  ['ticket', 'en', `Ticket #48213 – login fails
Reporter: [[NAME|Anders Lindqvist]] <[[EMAIL|anders.lindqvist@example.se]]>
Client IP [[IP_ADDRESS|2001:db8:85a3::8a2e:370:7334]], fallback [[IP_ADDRESS|::1]].
Steps: open the portal, enter credentials, see error 500.`],
  ['ticket', 'de', 'Störung #2291: Kunde [[NAME|Bogdan Petrović]] meldet, dass die Zahlung mit Karte [[CREDIT_CARD|5012 3456 7890 8]] abgelehnt wurde. Rückruf unter [[PHONE|+49 (0)89 21 83 67 40]].'],
  ['code', 'en', `package config

var apiToken string = "[[SECRET|9f8e7d6c5b4a39281706f5e4d3c2b1a0]]"
const region = "eu-west-1"
`],
  ['code', 'en', `<?xml version="1.0"?>
<settings>
  <endpoint>https://api.example.com</endpoint>
  <apiToken>[[SECRET|Zx8Qw2Lp9Rt5Yu3Io7Pa1Sd6]]</apiToken>
  <timeout>30</timeout>
</settings>`],
  ['code', 'en', `<?php
$dsn = "mysql:host=localhost;dbname=shop";
$secret = "";
$secret .= "[[SECRET|kP9vX2mQ7rT4wZ8y]]";
echo "ready";`],
  ['code', 'en', `# Makefile
REGISTRY ::= registry.example.com
DEPLOY_TOKEN ::= [[SECRET|Yh7Kq2Wd9Lz4Xv6N]]
API_KEY ?= [[SECRET|Qm3Ts8Rb1Vn6Jc4P]]

build:
\tdocker build -t app .`],
  ['code', 'en', `public class Boot {
  public static void main(String[] args) {
    System.setProperty("API_TOKEN", "[[SECRET|Ab12Cd34Ef56Gh78Ij90]]");
    System.out.println("started");
  }
}`],
  ['code', 'en', `curl -H "Authorization: Token [[SECRET|4c1f9e2b7a3d8c6e5f0a1b2c3d4e5f6a]]" https://api.example.com/v1/items
curl --user deploy:'[[SECRET|S3cr3t!Passw0rd]]' https://ci.example.com/job/build`],
  ['code', 'en', `SOURCEGRAPH_TOKEN=[[SECRET|sgp_a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0]]
VAULT_TOKEN=[[SECRET|hvs.CAESIJ2kb5Xy8tQwLmN0pRsTuVwXyZaBcDeFgHiJkLmNoPq]]
STRIPE_KEY=[[SECRET|rk_live_51HxYzAbCdEfGhIjKlMnOpQr]]
AGE_KEY=[[SECRET|AGE-SECRET-KEY-1QYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQSZQGPQYQS7QZQ7]]`],
  ['code', 'en', `# keys
GITHUB_API_KEY=
DYNATRACE_API_KEY=
SLACK_WEBHOOK=
`],
  ['code', 'en', `#include <iostream>
int main() {
  std::cout << "hello" << std::endl;
  std::vector<int> v;
  return 0;
}`],
  ['log', 'en', `2024-01-15T10:23:45Z INFO server started on 0.0.0.0:8080
2024-01-15 10:23:46,123 WARN cache miss ratio 0.42
[15/Jan/2024:10:23:47 +0000] "GET /static/video_box.ico-7a388b3f2c1d4e5f.png HTTP/1.1" 200 5120
10:23:48.517 DEBUG pool size 12
OID 2.5.4.3 maps to commonName, 1.2.840.113549.1.1.11 to sha256WithRSA`],
  ['log', 'en', `Jan 15 10:23:49 host sshd[2211]: Accepted publickey for deploy from [[IP_ADDRESS|203.0.113.77]] port 52144
Jan 15 10:23:50 host kernel: [ 1234.567890] eth0: link up, fe80::/10 route added`],
  ['chat', 'en', 'Login for the test box — User: admin, Pass: C12345678 is the ticket number, not the password ;)'],
  ['chat', 'en', 'Hotel booking 4155552671 confirmed for two nights. The reference 2024-0815 is on the invoice.'],
  ['email', 'en', `Hi team, [[NAME|Nguyen Van An]] and [[NAME|Kenji]] will join the call. Please send the slides to [[NAME|Aisha]] beforehand.
Thanks, [[NAME|Mateusz]]`],
  ['email', 'en', 'Our Lisbon office moved: [[ADDRESS|Rua Augusta 100, 1100-053 Lisboa]]. The Oslo team stays at [[ADDRESS|Storgata 12, 0155 Oslo]].'],
  ['ticket', 'en', 'Customer VAT [[VAT_ID|DE.136.695.976]] was rejected by the VIES check, please verify. Card on file: [[CREDIT_CARD|4222222222222]].'],
  ['chat', 'de', 'Ruf mich bitte unter [[PHONE|0221 / 987 654 3]] zurück, [[NAME|Grzegorz]].']
]
