/**
 * Structured types, seventeenth round (issue 8): documents written for this round (not taken from an
 * evaluation corpus). `{{TYPE:value}}` must be masked whole as TYPE with every detector running,
 * `[[TYPE:value]]` must not be reported as TYPE (marked-documents.ts).
 * - Tables: PostgreSQL's COPY statement names the columns of the tab-separated rows pg_dump writes
 *   below it, as a header row does.
 * - PASSPORT, DRIVER_LICENSE: a question mark after the label ("¿te vale el pasaporte? YB…"), and a
 *   comma before "No." ("Ordinary passport, No. C…"); "passport, no problem" names no number.
 * - SECRET: the base64 registry credentials of a Kubernetes image pull secret (.dockerconfigjson,
 *   .dockercfg); "pw" and Spanish "clave" right before a password with a digit.
 * - DATE_OF_BIRTH: the first date of a row of a table without a header line (tab or ';' separated,
 *   four cells or more, with an e-mail address or a long number and a cell of name words), at least
 *   three years back; the row's later dates (joined, created) are none.
 * - VAT_ID: Italy's partita IVA without its IT prefix after its label (P.IVA, Partita IVA, partitaIva,
 *   "P.IVA e C.F."), with a valid check digit; a phone number of eleven digits stays a phone number.
 * - ADDRESS: an XML element named by an address word (<indirizzo>, <d:street>) labels its content.
 * - DRIVER_LICENSE: "licence" after a licence class or an Australian state in capitals ("G licence
 *   B6541-…", "NSW licence 14982377") near a word of driving; "a licence" and "MIT licence" are none.
 * - MAC_ADDRESS: the address in a DHCP client id after its hardware type "01:" (dnsmasq leases).
 * - SECRET: base64 of a database URL with a password, as a Kubernetes Secret's data holds it; base64 of
 *   a URL without a password is none.
 * - SECRET: a credential element with a namespace prefix (<d:password>) as without one.
 * - SECRET: an environment variable's password, secret or token of letters only (its value is a
 *   literal, never a name in code); in code, `password=userPassword` names a variable.
 * - NL_BSN: a nine-digit number passing the 11-proef in a cell of its own of a Dutch person's row in a
 *   table without a header line (a cell of name words and a Dutch IBAN or postcode in the row).
 * - PHONE: a number in brackets of its own ("(1-877-555-0190)", "(415-555-0132)"); Spanish "márcame"
 *   (dial me) before a number.
 */
import t from 'tap'
import { checkMarkedDocuments } from './marked-documents.ts'

checkMarkedDocuments(t, [
  // pg_dump of a customer table: the COPY line is the rows' header.
  'COPY public.customers (id, first_name, last_name, birth_date, phone, city, created_at) FROM stdin;\n' +
    '311\tMarta\tKowalczyk\t{{DATE_OF_BIRTH:1979-03-22}}\t{{PHONE:601 338 214}}\tGdańsk\t2024-02-11 10:41:07+01\n' +
    '312\tOskar\tWieczorek\t{{DATE_OF_BIRTH:1990-12-05}}\t{{PHONE:512 904 377}}\tSopot\t2024-02-12 08:03:55+01\n' +
    '\\.\n',
  // The same rows under a COPY of other columns: no birth dates, no phone numbers.
  'COPY public.shipments (id, shipped_on, parcel_no, weight_g, depot, created_at) FROM stdin;\n' +
    '311\t[[DATE_OF_BIRTH:1979-03-22]]\t[[PHONE:601 338 214]]\t850\tGdańsk\t2024-02-11 10:41:07+01\n' +
    '\\.\n',
  // Chat: the number right after the question that names the document.
  '16/5/25, 20:50 - Lucía: ¿te vale el pasaporte? {{PASSPORT:XD4471902}}\n16/5/25, 20:51 - Pau: Sí, vale.',
  // Visa form: the document's kind, a comma, then its number.
  '13. Travel document: Ordinary passport, No. {{PASSPORT:K7730912}}, issued 03/02/2024',
  'Führerschein, Nr. {{DRIVER_LICENSE:B072RRE2I55}} (Klasse B)',
  // A comma and "no" that is no number's name.
  'Bring your passport, no exceptions: [[PASSPORT:40019233]] is the gate code.',
  // kubectl output of an image pull secret, in YAML and JSON.
  'apiVersion: v1\ndata:\n  .dockerconfigjson: {{SECRET:eyJhdXRocyI6eyJyZWdpc3RyeS5naXRsYWIuY29tIjp7InVzZXJuYW1lIjoiZGVwbG95LWJvdCIsInBhc3N3b3JkIjoiZ2xwYXQtN0ZrMm1RcVhwUzN2WndMOXRSeUEifX19}}\nkind: Secret\ntype: kubernetes.io/dockerconfigjson',
  '{"data": {".dockercfg": "{{SECRET:eyJxdWF5LmlvIjp7ImF1dGgiOiJjbTlpYjNRNlRUTnFPVlJ4VjNwNCJ9fQ==}}"}, "kind": "Secret"}',
  // Wi-Fi passwords in chats.
  'el wifi es CASA_5G y la clave {{SECRET:Olivo2024!norte}}',
  'guest wifi "Harbour_Guest" pw {{SECRET:seagull2031}} (router in the hall)',
  'usa la [[SECRET:clave primaria]] de la tabla; autoclave [[SECRET:121C2024x]] lista',
  // Rows pasted without their header line.
  'Deze regels kwamen zonder kopregel:\n\n2207;van Leeuwen;Femke;{{DATE_OF_BIRTH:22-07-1990}};NL91ABNA0417164300;Utrecht;[[DATE_OF_BIRTH:2019-08-01]]\n2208;Yilmaz;Emre;{{DATE_OF_BIRTH:03-11-1985}};NL20INGB0001234567;Zeist;[[DATE_OF_BIRTH:2021-02-15]]\n',
  'Lignes sans en-tête :\n\n7781\tMME\tLEBRUN\tNathalie\t{{DATE_OF_BIRTH:1979-03-14}}\tnathalie.lebrun@free.fr\t[[DATE_OF_BIRTH:2019-01-01]]\tACTIF\n',
  // A table with its header line is read by its columns; a row without a person's record holds no birth date.
  'id;datum;bedrag;iban\n1;[[DATE_OF_BIRTH:2001-03-04]];12,00;NL91ABNA0417164300\n',
  'sku;Rose;[[DATE_OF_BIRTH:2001-03-04]];small;red\n',
  // Italian invoices and SOAP payloads.
  'Ditta Ferretti Impianti S.r.l. · P.IVA {{VAT_ID:01114601006}} · Via Roma 12, Torino',
  'Fornitore: Studio Bianchi — Partita IVA: {{VAT_ID:52184560580}}',
  '<d:intermediario><d:partitaIva>{{VAT_ID:52184560580}}</d:partitaIva></d:intermediario>',
  'P.IVA e C.F. {{VAT_ID:01114601006}}; tel. [[VAT_ID:01114601007]]',
  // Streets as the content of XML elements.
  '<d:residenza><d:indirizzo>{{ADDRESS:Via Domenico Scarlatti 71}}</d:indirizzo><d:cap>80129</d:cap></d:residenza>',
  '<address><street>{{ADDRESS:12 Harbour Road}}</street><city>Cork</city></address>',
  '<title>[[ADDRESS:Via Appia 12]]</title>',
  // Environment variables in a forum post and a shell.
  'Grafana draait met `GF_SECURITY_ADMIN_PASSWORD={{SECRET:KWAecQpDsZQvwX}}` in de compose file.',
  'export REGISTRY_TOKEN={{SECRET:hTqWzmPLkRvBnXsd}}\nexport AUTH_MODE=[[SECRET:OAuthBearerFlow]]',
  'user.password=[[SECRET:userPassword]]; DB_PASSWORD=[[SECRET:postgres]]',
  // Numbers in brackets of their own, and "dial me".
  'Transport was arranged on 2025-03-04 with the paramed ({{PHONE:1-877-555-0190}}).',
  'Ask the front desk ({{PHONE:415-555-0132}}) for the key; ref ([[PHONE:12345678]]).',
  'si necesitas algo más márcame al {{PHONE:33 1420 8876}} después de las 6',
  // A Dutch payroll export pasted without its header line; the same number in a row without Dutch marks is none.
  'Export zonder kopregel:\n\n2207;van Leeuwen;Femke;22-07-1990;{{NL_BSN:111222333}};NL91ABNA0417164300;Oudegracht 12;3511 AZ;Utrecht\n',
  'Export:\n\n2207;Lopez;Maria;1990-07-22;[[NL_BSN:111222333]];ES9121000418450200051332;Madrid\n',
  // SOAP payload with a namespace prefix.
  '<d:Auth><d:operatore>CAF0417</d:operatore><d:password>{{SECRET:Sfogliatella#2024}}</d:password></d:Auth>',
  // dnsmasq leases: expiry, MAC, IP, host, client id.
  '1718290544 {{MAC_ADDRESS:7c:2e:0d:a1:55:3f}} 192.168.2.14 raspberrypi 01:{{MAC_ADDRESS:d8:3a:dd:41:7c:09}}',
  'fe80:[[MAC_ADDRESS:01:d8:3a:dd:41:7c:09]]',
  // Insurance notes and a support chat.
  'Drivers: - Kevin: G licence {{DRIVER_LICENSE:B6541-30718-40319}}, 1 minor conviction',
  'Driver check for the car rental: NSW licence {{DRIVER_LICENSE:14982377}}, card number on the back',
  'Driver tools are released under the MIT licence [[DRIVER_LICENSE:20240501]]; for the car I need a licence [[DRIVER_LICENSE:12345678]]',
  // A Kubernetes Secret printed by kubectl.
  'apiVersion: v1\ndata:\n  DATABASE_URL: {{SECRET:bXlzcWw6Ly9zaG9wOlI0bmRvbVBhc3M5OTFAZGItMDE6MzMwNi9zaG9w}}\n  GATEWAY_URL: [[SECRET:aHR0cHM6Ly9zdHAuZXhhbXBsZS5jb20vdjE=]]\nkind: Secret'
])
