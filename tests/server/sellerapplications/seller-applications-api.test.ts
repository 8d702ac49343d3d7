import { and, eq } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, staffAuditLog } from '../../../adapters/server/persistence/schema.ts';
import { SHARED } from '../../../composition-root/server/shared.module.ts';
import { REAPPLY_WAIT_MS } from '../../../domain/index.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 16: applying to become a seller, over the real server. A customer
 * applies (bad input is refused naming the field), sees their application,
 * staff list it and approve it: the roles change live in the applicant's
 * session, with an audit line and a notice. Another applicant is rejected
 * with a reason they see, and may not apply again for 7 days.
 */
interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
}
interface Application {
  id: string;
  userId: string;
  status: string;
  reason: string | null;
  wantsBulkTools: boolean;
}
interface Page {
  items: (Application & { username: string })[];
  total: number;
}

let server: TestServer;
let customer: Party;
let plus: Party;
let applicant: Party;
let moderator: Party;
let admin: Party;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}

const form = {
  games: ['fortnite', 'valorant'],
  productTypes: ['accounts'],
  yearsOfExperience: 3,
  monthlyVolume: 'FROM_1K_TO_10K',
  links: ['https://www.ebay.com/usr/someone'],
  contact: 'trader#1234',
  wantsBulkTools: true,
  motivation: 'I have sold game accounts for three years and want to list them in bulk.',
  acceptedTerms: true,
};

function myRoles(party: Party): string[] | undefined {
  const [me] = party.client.collection('users').fetch() as unknown as { roles: string[] }[];
  return me?.roles;
}

async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '5' });
  [customer, plus, applicant, moderator, admin] = [await login('customer'), await login('plus'), await login('applicant'), await login('moderator'), await login('admin')];
  await customer.client.subscribe('loggedInUser').ready();
}, 180_000);

afterAll(async () => {
  for (const p of [customer, plus, applicant, moderator, admin]) await p?.client.disconnect();
  await server?.stop();
});

describe(`seller applications (${DATABASE_KIND})`, () => {
  it('refuses bad input with a 400 naming the field, and visitors with a 401', async () => {
    expect(await callError(customer.client, 'submitSellerApplication', { ...form, links: ['not a link'] })).toMatchObject({ error: 400, details: { field: 'params.0.links.0' } });
    expect(await callError(customer.client, 'submitSellerApplication', { ...form, acceptedTerms: false })).toMatchObject({ error: 400, details: { field: 'params.0.acceptedTerms' } });
    expect(await callError(customer.client, 'submitSellerApplication', { ...form, motivation: 'x'.repeat(2001) })).toMatchObject({ error: 400, details: { field: 'params.0.motivation' } });
    expect(await callError(customer.client, 'submitSellerApplication', { ...form, links: Array.from({ length: 6 }, (_, i) => `https://s${i}.example.com`) })).toMatchObject({ error: 400, details: { field: 'params.0.links' } });
    expect(await callError(customer.client, 'submitSellerApplication', { ...form, games: ['no-such-game'] })).toMatchObject({ error: 400, details: { field: 'games.0' } });
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'submitSellerApplication', form)).toMatchObject({ error: 401 });
    await visitor.disconnect();
    expect(await customer.client.call('mySellerApplication')).toEqual({ application: null, reapplyAt: null });
  });

  it('takes one open application per user, which its applicant sees', async () => {
    const submitted = (await customer.client.call('submitSellerApplication', form)) as Application;
    expect(submitted).toMatchObject({ userId: customer.id, status: 'SUBMITTED', wantsBulkTools: true, reason: null });
    expect(await callError(customer.client, 'submitSellerApplication', form)).toMatchObject({ error: 409, details: { code: 'SELLER_APPLICATION_OPEN' } });
    expect(await customer.client.call('mySellerApplication')).toMatchObject({ application: { id: submitted.id, status: 'SUBMITTED' }, reapplyAt: null });
  });

  it('keeps the queue and the decisions to staff (403 for others)', async () => {
    expect(await callError(customer.client, 'sellerApplications', { status: 'SUBMITTED' })).toMatchObject({ error: 403 });
    expect(await callError(plus.client, 'reviewSellerApplication', { applicationId: 'sa_demo_pending_application', decision: 'approve' })).toMatchObject({ error: 403 });
    expect(await callError(moderator.client, 'sellerApplications', { status: 'OPEN' })).toMatchObject({ error: 400, details: { field: 'params.0.status' } });
    const page = (await moderator.client.call('sellerApplications', { status: 'SUBMITTED' })) as Page;
    // The seeded application waits first (oldest first), the customer's after it.
    expect(page.items.map((a) => a.username)).toEqual(['DemoApplicant', 'DemoCustomer']);
    expect(page.total).toBe(2);
  });

  it('approval grants SELLER and BULK_SELLER at once, live in the session, audited and told', async () => {
    expect(myRoles(customer)).toEqual(['CUSTOMER']);
    expect(await callError(customer.client, 'myApiKeys')).toMatchObject({ error: 403 });
    const [mine] = ((await moderator.client.call('sellerApplications', { status: 'SUBMITTED' })) as Page).items.filter((a) => a.userId === customer.id);
    const approved = (await moderator.client.call('reviewSellerApplication', { applicationId: mine?.id, decision: 'approve' })) as Application;
    expect(approved.status).toBe('APPROVED');
    await eventually(() => myRoles(customer)?.includes('BULK_SELLER') === true);
    expect(myRoles(customer)).toEqual(['CUSTOMER', 'SELLER', 'BULK_SELLER']);
    // The seller API is theirs now.
    expect(await customer.client.call('myApiKeys')).toEqual({ keys: [] });
    expect(await callError(admin.client, 'reviewSellerApplication', { applicationId: mine?.id, decision: 'reject', reason: 'late' })).toMatchObject({ error: 409, details: { code: 'SELLER_APPLICATION_NOT_ALLOWED' } });
    const audit = await server.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.targetId, customer.id), eq(staffAuditLog.action, 'sellerApplication.approve')));
    expect(audit).toEqual([expect.objectContaining({ staffId: moderator.id, targetType: 'user', details: expect.objectContaining({ after: ['CUSTOMER', 'SELLER', 'BULK_SELLER'] }) })]);
    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(told.map((n) => n.title)).toContain('Your seller application was approved');
    const mailed = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Your seller application was approved'));
    expect(mailed).toHaveLength(1);
    // The application is part of what the service keeps about them.
    const exported = (await customer.client.call('exportMyData')) as { sellerApplications: { id: string; status: string }[] };
    expect(exported.sellerApplications).toEqual([expect.objectContaining({ id: mine?.id, status: 'APPROVED' })]);
  });

  it('rejection needs a reason, which the applicant sees with the date they may apply again; re-applying sooner is refused', async () => {
    const pending = (await plus.client.call('submitSellerApplication', { ...form, wantsBulkTools: false })) as Application;
    expect(await callError(admin.client, 'reviewSellerApplication', { applicationId: pending.id, decision: 'reject' })).toMatchObject({ error: 400, details: { field: 'reason' } });
    const rejected = (await admin.client.call('reviewSellerApplication', { applicationId: pending.id, decision: 'reject', reason: 'No selling history we could check' })) as Application;
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'No selling history we could check' });
    const mine = (await plus.client.call('mySellerApplication')) as { application: Application; reapplyAt: string };
    expect(mine.application).toMatchObject({ status: 'REJECTED', reason: 'No selling history we could check' });
    expect(new Date(mine.reapplyAt).getTime() - new Date(String((rejected as unknown as { decidedAt: string }).decidedAt)).getTime()).toBe(REAPPLY_WAIT_MS);
    expect(await callError(plus.client, 'submitSellerApplication', form)).toMatchObject({ error: 409, details: { code: 'SELLER_APPLICATION_TOO_SOON' } });
    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, plus.id));
    expect(told.map((n) => n.title)).toContain('Your seller application was rejected: No selling history we could check');

    server.container.get(SHARED.AdjustableClock).advance(REAPPLY_WAIT_MS);
    const again = (await plus.client.call('submitSellerApplication', form)) as Application;
    expect(again.status).toBe('SUBMITTED');
  });

  it('lets the applicant withdraw a waiting application, and nobody decide one withdrawn', async () => {
    const withdrawn = (await plus.client.call('withdrawSellerApplication')) as Application;
    expect(withdrawn.status).toBe('WITHDRAWN');
    expect(await callError(plus.client, 'withdrawSellerApplication')).toMatchObject({ error: 409, details: { code: 'SELLER_APPLICATION_NOT_ALLOWED' } });
    expect(await callError(moderator.client, 'reviewSellerApplication', { applicationId: withdrawn.id, decision: 'approve' })).toMatchObject({ error: 409 });
    expect(await plus.client.call('mySellerApplication')).toMatchObject({ application: { status: 'WITHDRAWN' }, reapplyAt: null });
  });

  it('lets no staff member decide their own application', async () => {
    const own = (await moderator.client.call('submitSellerApplication', form)) as Application;
    expect(await callError(moderator.client, 'reviewSellerApplication', { applicationId: own.id, decision: 'approve' })).toMatchObject({ error: 403 });
    expect(await admin.client.call('reviewSellerApplication', { applicationId: own.id, decision: 'reject', reason: 'Staff accounts do not sell' })).toMatchObject({ status: 'REJECTED' });
  });
});
