import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../../adapters/server/persistence/schema.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface ContactRow {
  readonly id: string;
  readonly username: string;
  readonly online: boolean;
  readonly traded: boolean;
  readonly talked: boolean;
  readonly lastAt: string;
}

let server: TestServer;
const parties: DemoParty[] = [];
let keys = 0;
const key = () => `contacts-${process.pid}-${Date.now()}-${(keys += 1)}`;
/** The documents in the publication's order: most recent first (a client sorts them, as they arrive in any order). */
const contactsOf = (p: DemoParty) => (p.client.collection('contacts').fetch() as unknown as ContactRow[]).sort((a, b) => b.lastAt.localeCompare(a.lastAt));
const ids = (p: DemoParty) => contactsOf(p).map((c) => c.id);

async function party(prefix: string): Promise<DemoParty> {
  const p = await demoParty(server, prefix);
  parties.push(p);
  return p;
}

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  for (const p of parties) await p.client.disconnect();
  await server?.stop();
});

describe(`contacts (${DATABASE_KIND})`, () => {
  it('lists who one traded or talked with, most recent first, live, with who is online, leaving out the blocked', async () => {
    const [buyer, seller, talker, blocked, admin] = await Promise.all([party('customer'), party('seller'), party('plus'), party('bulk-seller'), party('admin')]);
    await buyer.client.subscribe('contacts').ready();
    const before = ids(buyer);
    expect(before).not.toContain(talker.id);

    // A paid order makes the seller a contact of the buyer (and the buyer one of the seller's).
    await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 10_000, currency: 'USD' }, reason: 'contacts test', idempotencyKey: key() });
    const productId = `ct-${Date.now()}`;
    await server.database.db.insert(listings).values({ id: productId, sellerId: seller.id, gameType: 'fortnite', productType: 'items', title: 'Contact test skin', priceMinor: 500, quantity: 3, deliveryDuration: '1H' });
    await buyer.client.call('placeOrder', { lines: [{ productId, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key() });
    await expect.poll(() => contactsOf(buyer).find((c) => c.id === seller.id)).toMatchObject({ traded: true, online: true });
    await seller.client.subscribe('contacts').ready();
    expect(contactsOf(seller).find((c) => c.id === buyer.id)).toMatchObject({ traded: true });

    // A conversation with a message adds its counterpart at the top, without resubscribing.
    const { conversationId } = (await buyer.client.call('openConversation', { userId: talker.id })) as { conversationId: string };
    await buyer.client.call('sendMessage', { conversationId, body: 'Hi there', clientId: key() });
    await expect.poll(() => ids(buyer)[0]).toBe(talker.id);
    expect(contactsOf(buyer)[0]).toMatchObject({ username: expect.any(String), talked: true, traded: false, online: true });

    // Someone offline shows as such.
    const { conversationId: withBlocked } = (await buyer.client.call('openConversation', { userId: blocked.id })) as { conversationId: string };
    await buyer.client.call('sendMessage', { conversationId: withBlocked, body: 'Still selling?', clientId: key() });
    await blocked.client.disconnect();
    await buyer.client.call('sendMessage', { conversationId: withBlocked, body: 'Hello?', clientId: key() });
    await expect.poll(() => contactsOf(buyer).find((c) => c.id === blocked.id)?.online).toBe(false);

    // A blocked user leaves the list, and comes back when unblocked.
    await buyer.client.call('blockUser', { userId: blocked.id, blocked: true });
    await expect.poll(() => ids(buyer)).not.toContain(blocked.id);
    expect(ids(buyer)).toContain(talker.id);
    await buyer.client.call('blockUser', { userId: blocked.id, blocked: false });
    await expect.poll(() => ids(buyer)).toContain(blocked.id);
  });

  it('turns a contact online and offline live, with no message to prompt it', async () => {
    // Someone no other test here signs in as, so their one session decides whether they are online.
    const [buyer, talker] = await Promise.all([party('customer'), party('operator')]);
    const { conversationId } = (await buyer.client.call('openConversation', { userId: talker.id })) as { conversationId: string };
    await buyer.client.call('sendMessage', { conversationId, body: 'Are you there?', clientId: key() });
    await buyer.client.subscribe('contacts').ready();
    expect(contactsOf(buyer).find((c) => c.id === talker.id)).toMatchObject({ online: true });

    await talker.client.disconnect();
    await expect.poll(() => contactsOf(buyer).find((c) => c.id === talker.id)?.online).toBe(false);
    const back = await party('operator');
    expect(back.id).toBe(talker.id);
    await expect.poll(() => contactsOf(buyer).find((c) => c.id === talker.id)?.online).toBe(true);
  });

  it('gives a visitor an empty list', async () => {
    const visitor: SimpleDDP = await connectClient(server.url);
    try {
      await visitor.subscribe('contacts').ready();
      expect(visitor.collection('contacts').fetch()).toEqual([]);
    } finally {
      await visitor.disconnect();
    }
  });
});
