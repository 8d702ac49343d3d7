import type SimpleDDP from 'simpleddp';
import { connectClient } from '../accounts/ddp-client.ts';
import type { TestServer } from './test-server.ts';

/** A demo account signed in over its own DDP connection. */
export interface DemoParty {
  readonly client: SimpleDDP;
  readonly id: string;
}

/** Signs in the demo account whose e-mail starts with `prefix@` (`customer`, `seller`, `admin`…). */
export async function demoParty(server: TestServer, prefix: string): Promise<DemoParty> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(`no demo account ${prefix}@`);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}
