// Prints a PostgreSQL URL when a server answers (DATABASE_URL if set, else the
// local one these machines run on 127.0.0.1:5432, database `test`), and exits
// 1 otherwise. `.ci/run` uses it to run the server suite on PostgreSQL too.
import pg from 'pg';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
  process.stdout.write(url);
} catch {
  process.exit(1);
}
