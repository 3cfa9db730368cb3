import t from 'tap'
import { sqlCells } from '../../detectors/context.ts'
import name from '../../detectors/builtin/name.ts'
import dateOfBirth from '../../detectors/builtin/date-of-birth.ts'
import { checkMarkedDocuments } from './marked-documents.ts'
import { checkHostileInputs } from './hostile-inputs.ts'

/**
 * SQL INSERT statements that name their columns: a quoted value takes the context of its column's
 * name, as a CSV cell takes its header's (NAME's name columns, DATE_OF_BIRTH's birth words and the
 * column context of every detector that asks columnHasContext). Invented documents.
 */

t.test('the quoted values of an INSERT are read with their column names', async (t) => {
  const text = "INSERT INTO `clients` (id, \"nom\", [prenom], born, note) VALUES\n (1, 'O''Brien', 'Aoife', '1990-01-02', f('x', 2)),\n (2, NULL, 'Pieter', NOW(), 'a, b');"
  const cells = sqlCells(text)
  t.same(cells.starts.map((s, k) => `${cells.columns[k]}=${text.slice(s, cells.ends[k])}`), ["nom=O''Brien", 'prenom=Aoife', 'born=1990-01-02', 'prenom=Pieter', 'note=a, b'])
  // Without a column list, or after something that is no tuple, nothing is read.
  t.same(sqlCells("INSERT INTO clients VALUES (1, 'Anna');").starts, [])
  t.same(sqlCells("insert into t (a, b) select 'x', 'y'").starts, [])
})

checkMarkedDocuments(t, [
  "-- export clients (migration CRM)\nINSERT INTO clients (id, nom, prenom, date_naissance, ville) VALUES\n (1201, '{{NAME:Garnier}}', '{{NAME:Aurélie}}', '{{DATE_OF_BIRTH:1992-07-18}}', '[[NAME:Paris]]'),\n (1202, '{{NAME:Van Acker}}', '{{NAME:Pieter}}', '{{DATE_OF_BIRTH:1983-10-25}}', '[[NAME:Bruxelles]]');",
  "insert into users (id, first_name, last_name, dob, created_at) values (7, '{{NAME:Kwabena}}', '{{NAME:Mensah}}', '{{DATE_OF_BIRTH:1979-03-14}}', '[[DATE_OF_BIRTH:2024-01-02]]');",
  // Columns of things: the values are no names and no birth dates.
  "INSERT INTO products (id, name, owner, released) VALUES (1, '[[NAME:Widget Pro]]', 'admin', '[[DATE_OF_BIRTH:1999-05-01]]');",
  // A street column: the whole quoted street, a flat's part included (fifteenth round).
  "INSERT INTO `kunder` (`id`,`gatuadress`,`postnr`,`ort`) VALUES\n(1041,'{{ADDRESS:Vasagatan 14 lgh 1102}}','411 24','Göteborg'),\n(1042, '{{ADDRESS:Thereses gate 38}}', '0168', 'Oslo');",
  "INSERT INTO stock (id, product, shelf) VALUES (9, 'Thereses gate 38 poster', 'B 4');"
])

t.test('hostile SQL-like inputs: valid spans, linear time (printed)', async (t) => {
  checkHostileInputs(t, [name, dateOfBirth], ['insert into t (', "insert into t (a) values ('", 'INSERT INTO t (a) VALUES (1, ', "INSERT INTO t (a, b) VALUES ('X', '1990-01-01'),"])
})
