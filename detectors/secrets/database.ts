/** Database connection URLs and connection strings that carry a password. */
import { custom, longestRun, type SecretRule } from './rule.ts'
import { isTemplated } from './placeholders.ts'

/** The password (group 2) of a connection URL found whole: not a template, not a run of one character. */
function dbPassword (value: string, text: string, start: number, end: number, match?: RegExpExecArray): boolean {
  const password = match?.[2] ?? value
  return !isTemplated(password) && longestRun(password) < 6
}

/**
 * A connection URL with user:password@ after the scheme, masked whole (scheme, user, host, port,
 * database): the host and account of a production database are as much an attack surface as the
 * password, and a reader of "database URLs" in the catalog expects the URL gone, not its middle.
 * Group 1 is the URL, group 2 the password the checks look at. The password may contain '@' (the
 * last one before the host wins) and '#' (written unencoded by hand: "Vq7!mZ2rLx9#tK4p@db-prod-01").
 * The URL ends before whitespace, quotes or brackets, and never on sentence punctuation.
 */
function dbUrl (scheme: string): RegExp {
  const host = '[A-Za-z0-9.\\-\\[\\]:_%,]{0,255}[A-Za-z0-9\\]]'
  const rest = '(?:[/?](?:[^\\s"\'<>]{0,511}[^\\s"\'<>.,;:!?)\\]}])?)?'
  return new RegExp(`(?<![A-Za-z0-9])((?:${scheme})(?:\\+[a-z0-9]{1,20})?://[^\\s:@/?#"'<>]{0,128}:([^\\s/?"'<>]{1,256})@${host}${rest})`, 'gi')
}

/** The schemes of the URL rules above; url-credentials (generic.ts) leaves these URLs to them. */
export const DATABASE_SCHEME_BEFORE = /(?<![A-Za-z0-9])(?:postgres(?:ql)?|cockroachdb|mysql|mariadb|mongodb|rediss?|amqps?|sqlserver|mssql)(?:\+[a-z0-9]{1,20})?$/i

/** The keys of a connection string; one must stand on the password's line. */
const ADO_KEYS = ['server', 'data source', 'host', 'user id', 'uid', 'initial catalog', 'database', 'provider']
const ADO_CONTEXT = new RegExp(`(?:${ADO_KEYS.join('|')})\\s{0,3}=`, 'i')

/** ADO.NET / ODBC connection string: Password= among Server=/Data Source=/User ID= pairs. */
function adoPassword (value: string, text: string, start: number): boolean {
  if (isTemplated(value.trim()) || value.trim() === '') return false
  // The surrounding line, at most 400 characters each way (bounded: no scan to the start of the text).
  const window = text.slice(Math.max(0, start - 400), Math.min(text.length, start + 400))
  const at = start - Math.max(0, start - 400)
  const lineStart = window.lastIndexOf('\n', at) + 1
  const lineEnd = window.indexOf('\n', at)
  const line = window.slice(lineStart, lineEnd === -1 ? window.length : lineEnd)
  return line.includes(';') && ADO_CONTEXT.test(line)
}

const OPTS = { validate: dbPassword, entropy: 0 }

/**
 * The password the MySQL / MariaDB command-line clients take glued to -p (mysql -u root -p'…',
 * mysqldump -pS3cret): -p with a blank after it asks for the password, and -P (capital) is the port.
 * Group 1, 2 or 3 (quoted in ' or ", or bare) is the password; the regex starts at the option, and
 * mysqlCommandBefore looks for the client on its line (bounded), so a text of "mysql mysql …" costs nothing.
 */
const MYSQL_CLI_PASSWORD = /(?<=[ \t])-p(?:'([^'\s]{4,128})'|"([^"\s]{4,128})"|([^\s'"-][^\s'";|&]{3,127}))(?=[\s;|&]|$)/g
const MYSQL_CLIENT = /(?:^|[\s;|&(])(?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)[ \t]/

/** The client's name in the command of the password at `start` (back to the line start or a ; | &, at most 200 characters), and the password no template. */
function mysqlCommandBefore (value: string, text: string, start: number, end: number, match?: RegExpExecArray): boolean {
  let from = start
  while (from > 0 && start - from < 200) {
    const c = text.charCodeAt(from - 1)
    if (c === 10 || c === 59 || c === 124 || c === 38) break
    from--
  }
  return MYSQL_CLIENT.test(text.slice(from, start)) && dbPassword(value, text, start, end, match)
}

/**
 * Base64 of a connection URL, as a Kubernetes Secret's `data:` holds it ("cG9zdGdyZXM6Ly9…" is
 * "postgres://…"): the base64 openings of the schemes above, then the decoded text must be such a URL
 * with a password.
 */
const BASE64_DB_URL = /(?<![A-Za-z0-9+/])((?:cG9zdGdyZXM|bXlzcWw6|bWFyaWFkYj|bW9uZ29kYi|cmVkaXM|YW1xcD|c3Fsc2VydmVy)[A-Za-z0-9+/]{12,2000}={0,2})(?![A-Za-z0-9+/=])/g
const DECODED_DB_URL = /^(?:postgres(?:ql)?|mysql|mariadb|mongodb|rediss?|amqps?|sqlserver)(?:\+[a-z0-9]{1,20})?:\/\/[^\s:@/]{0,128}:([^\s/@]{1,256})@[A-Za-z0-9.\-[\]_%]{1,255}/

function base64DbUrl (value: string): boolean {
  const password = DECODED_DB_URL.exec(Buffer.from(value, 'base64').toString('utf8'))?.[1]
  return password !== undefined && !isTemplated(password) && longestRun(password) < 6
}

export const databaseRules: SecretRule[] = [
  custom('postgres-url', 'PostgreSQL / CockroachDB connection URL with a password (postgres://user:password@host/db), masked whole.',
    ['postgres', 'cockroachdb'], dbUrl('postgres(?:ql)?|cockroachdb'), OPTS),
  custom('mysql-url', 'MySQL / MariaDB connection URL with a password (mysql://user:password@host/db), masked whole.', ['mysql', 'mariadb'], dbUrl('mysql|mariadb'), OPTS),
  custom('mongodb-url', 'MongoDB connection URL with a password (mongodb:// or mongodb+srv://), masked whole.', ['mongodb'], dbUrl('mongodb'), OPTS),
  custom('redis-url', 'Redis connection URL with a password (redis:// or rediss://, user optional), masked whole.', ['redis'], dbUrl('rediss?'), OPTS),
  custom('amqp-url', 'AMQP / RabbitMQ connection URL with a password (amqp:// or amqps://), masked whole.', ['amqp'], dbUrl('amqps?'), OPTS),
  custom('mssql-url', 'SQL Server connection URL with a password (sqlserver:// or mssql://), masked whole.', ['sqlserver', 'mssql'], dbUrl('sqlserver|mssql'), OPTS),
  custom('base64-database-url', 'Base64 of a database connection URL with a password, as a Kubernetes Secret\'s data holds it (cG9zdGdyZXM6Ly9… is postgres://…).',
    ['cg9zdgdyzxm', 'bxlzcww6', 'bwfyawfkyj', 'bw9uz29kyi', 'cmvkaxm', 'yw1xcd', 'c3fsc2vydmvy'], BASE64_DB_URL, { validate: base64DbUrl, entropy: 0, confidence: 0.9 }),
  custom('mysql-cli-password', "Password glued to -p on the MySQL / MariaDB command line (mysql -u root -p'…', mysqldump -pS3cret).", ['mysql', 'mariadb'],
    MYSQL_CLI_PASSWORD, { validate: mysqlCommandBefore, entropy: 0 }),
  custom('jdbc-url-password', 'password= parameter of a JDBC URL.', ['jdbc:'],
    /jdbc:[a-z0-9]{2,20}:[^\s"'<>]{0,300}?[?&;]password=([^\s&;"'<>]{1,128})/gi, OPTS),
  // The value is taken atomically (lookahead + backreference), so a missing terminator costs no backtracking.
  custom('ado-connection-string-password', 'Password= / Pwd= in an ADO.NET, ODBC or OLE DB connection string.', ['password', 'pwd'],
    /(?<![A-Za-z0-9_])(?:password|pwd)\s{0,3}=\s{0,3}(?=([^;\r\n"']{1,128}))\1(?=;|["'\r\n]|$)/gi, { validate: adoPassword, context: ADO_KEYS, entropy: 0, confidence: 0.85 })
]
