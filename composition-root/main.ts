import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { runPrimary } from './cluster-primary.ts';
import { loadConfig, type Config } from './config.ts';
import { planServerProcesses } from './server-processes.ts';

/** `npm start`: the whole marketplace with embedded defaults and demo data; on PostgreSQL, one process per core in production. */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (cluster.isPrimary) {
    const plan = planServerProcesses(config, availableParallelism());
    process.stdout.write(`  ${plan.reason}\n`);
    if (plan.warning !== undefined) process.stdout.write(`  warning: ${plan.warning}\n`);
    if (plan.count > 1) {
      // Drawn per process when unset: the workers must share it, as any of them may receive a webhook another's provider signed.
      process.env['LOCAL_PAYMENTS_WEBHOOK_SECRET'] ??= randomBytes(24).toString('hex');
      runPrimary({ workers: plan.count, log: (line) => process.stdout.write(`  [primary ${process.pid}] ${line}\n`) });
      return;
    }
  }
  await serve(config, cluster.worker?.id);
}

/** One server process: alone, or a cluster worker (`worker` is its cluster id; the first one prints the banner). */
async function serve(config: Config, worker: number | undefined): Promise<void> {
  // Loaded here, not at the top: the cluster's primary never opens a server, so it never loads one.
  const { startServer } = await import('./server.ts');
  const server = await startServer(config, { worker });
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
  if (worker === undefined || worker === 1) process.stdout.write(lines.join('\n') + '\n');
  else process.stdout.write(`  server process ${process.pid} (worker ${worker}) listening\n`);

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
