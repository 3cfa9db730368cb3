/** Database connection URLs and connection strings that carry a password. */
import { custom, longestRun, type SecretRule } from './rule.ts'
import { isTemplated } from './placeholders.ts'

function dbPassword (value: string): boolean {
  return !isTemplated(value) && longestRun(value) < 6
}

/**
 * user:password@ after the scheme; the password may contain '@' (the last one before the host wins)
 * and '#' (written unencoded by hand: "Vq7!mZ2rLx9#tK4p@db-prod-01"), so it is masked whole.
 */
function dbUrl (scheme: string): RegExp {
  return new RegExp(`(?<![A-Za-z0-9])(?:${scheme})(?:\\+[a-z0-9]{1,20})?://[^\\s:@/?#"'<>]{0,128}:([^\\s/?"'<>]{1,256})@(?=[A-Za-z0-9.\\-\\[])`, 'gi')
}

const ADO_CONTEXT = /(?:server|data source|host|user id|uid|initial catalog|database|provider)\s{0,3}=/i

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

export const databaseRules: SecretRule[] = [
  custom('postgres-url', 'Password in a PostgreSQL / CockroachDB connection URL (postgres://user:password@host).',
    ['postgres', 'cockroachdb'], dbUrl('postgres(?:ql)?|cockroachdb'), OPTS),
  custom('mysql-url', 'Password in a MySQL / MariaDB connection URL (mysql://user:password@host).', ['mysql', 'mariadb'], dbUrl('mysql|mariadb'), OPTS),
  custom('mongodb-url', 'Password in a MongoDB connection URL (mongodb:// or mongodb+srv://).', ['mongodb'], dbUrl('mongodb'), OPTS),
  custom('redis-url', 'Password in a Redis connection URL (redis:// or rediss://, user optional).', ['redis'], dbUrl('rediss?'), OPTS),
  custom('amqp-url', 'Password in an AMQP / RabbitMQ connection URL (amqp:// or amqps://).', ['amqp'], dbUrl('amqps?'), OPTS),
  custom('mssql-url', 'Password in a SQL Server connection URL (sqlserver:// or mssql://).', ['sqlserver', 'mssql'], dbUrl('sqlserver|mssql'), OPTS),
  custom('jdbc-url-password', 'password= parameter of a JDBC URL.', ['jdbc:'],
    /jdbc:[a-z0-9]{2,20}:[^\s"'<>]{0,300}?[?&;]password=([^\s&;"'<>]{1,128})/gi, OPTS),
  // The value is taken atomically (lookahead + backreference), so a missing terminator costs no backtracking.
  custom('ado-connection-string-password', 'Password= / Pwd= in an ADO.NET, ODBC or OLE DB connection string.', ['password', 'pwd'],
    /(?<![A-Za-z0-9_])(?:password|pwd)\s{0,3}=\s{0,3}(?=([^;\r\n"']{1,128}))\1(?=;|["'\r\n]|$)/gi, { validate: adoPassword, entropy: 0, confidence: 0.85 })
]
