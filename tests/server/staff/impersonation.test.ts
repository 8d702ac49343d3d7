import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../../adapters/server/persistence/schema.ts';
import { isReadingCall } from '../../../adapters/server/ddp-api/staff/impersonation-methods.ts';
import { callError } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: DemoParty;

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '5' });
  admin = await demoParty(server, 'admin');
}, 180_000);

afterAll(async () => {
  admin?.client.disconnect();
  await server?.stop();
});

const idOf = (prefix: string) => server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`))?.userId ?? '';

describe(`viewing the site as a user, read-only (${DATABASE_KIND})`, () => {
  it('lets an admin read as the seller — their balances and offers — refuses every write, audits the start, and ends back as the admin', async () => {
    const seller = idOf('seller');
    const own = (await admin.client.call('getBalances')) as unknown;
    const sellerOwn = await demoParty(server, 'seller');
    const sellerOffers = (await sellerOwn.client.call('myOffers', {})) as unknown;
    sellerOwn.client.disconnect();

    const started = (await admin.client.call('impersonateUser', { userId: seller, reason: 'Says an offer vanished' })) as { userId: string; username: string; readOnly: boolean };
    expect(started).toMatchObject({ userId: seller, readOnly: true });
    // Reads answer as the seller does.
    expect(await admin.client.call('myOffers', {})).toEqual(sellerOffers);
    // Writes are refused, whatever they are, and refused before anything happens.
    expect(await callError(admin.client, 'duplicateOffer', { offerId: 'x' })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'markRead', { conversationId: 'c', lastId: 1 })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'impersonateUser', { userId: idOf('customer'), reason: 'Nesting' })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'setUserBanned', { userId: idOf('customer'), banned: true })).toMatchObject({ error: 403 });

    expect(await admin.client.call('stopImpersonating')).toEqual({ userId: admin.id });
    expect(await admin.client.call('getBalances')).toEqual(own);
    expect(await callError(admin.client, 'stopImpersonating')).toMatchObject({ error: 404 });
    const audit = await server.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, seller));
    expect(audit.filter((a) => a.action === 'user.impersonate').map((a) => [a.staffId, a.reason])).toEqual([[admin.id, 'Says an offer vanished']]);
  });

  it('is for admins and super users only, never as oneself or as an admin, and needs a reason', async () => {
    const moderator = await demoParty(server, 'moderator');
    expect(await callError(moderator.client, 'impersonateUser', { userId: idOf('customer'), reason: 'Just looking' })).toMatchObject({ error: 403 });
    moderator.client.disconnect();
    expect(await callError(admin.client, 'impersonateUser', { userId: admin.id, reason: 'Myself' })).toMatchObject({ error: 400, details: { field: 'userId' } });
    expect(await callError(admin.client, 'impersonateUser', { userId: idOf('customer'), reason: '' })).toMatchObject({ error: 400, details: { field: 'params.0.reason' } });
    expect(await callError(admin.client, 'impersonateUser', { userId: 'nobody', reason: 'Typo' })).toMatchObject({ error: 404 });
    expect(await callError(admin.client, 'impersonateUser', { userId: idOf('super-user'), reason: 'See the owner' })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'impersonateUser', { userId: idOf('banned'), reason: 'See the banned' })).toMatchObject({ error: 400, details: { field: 'userId' } });
  });
});

describe('which calls count as reading', () => {
  it('lets the account’s own reads through and treats anything that stores as a write', () => {
    for (const name of ['myOffers', 'getBalances', 'getOrder', 'myStatement', 'checkoutQuote', 'stopImpersonating']) expect(isReadingCall(name), name).toBe(true);
    for (const name of ['searchTerm', 'markRead', 'placeOrder', 'sendMessage', 'login', 'logout', 'impersonateUser', 'mystery', 'getaway']) expect(isReadingCall(name), name).toBe(false);
  });
});
