import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

/** `npm start`: the whole marketplace with embedded defaults and demo data. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);
  const lines = [
    '',
    `  Marketplace running at ${server.url}`,
    `  Database: ${server.database.kind === 'pglite' ? `embedded PGlite (${config.DATA_DIR})` : 'PostgreSQL'}` +
      `   Search: ${config.MEILISEARCH_URL === undefined ? 'embedded' : 'Meilisearch'}`,
  ];
  if (server.demoAccounts.length > 0 && config.NODE_ENV !== 'production') {
    lines.push('', '  Demo accounts (e-mail / password / roles):');
    for (const a of server.demoAccounts) lines.push(`    ${a.email.padEnd(40)} ${a.password.padEnd(22)} ${a.roles.join(', ')}`);
  }
  lines.push('', '  Try: curl -s -XPOST ' + server.url + "/api/products/search/fortnite/accounts -d '{}'", '');
  process.stdout.write(lines.join('\n') + '\n');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    // Give open requests the time Fastify's close allows, then leave.
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
