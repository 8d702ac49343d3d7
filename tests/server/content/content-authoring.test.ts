import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../../adapters/server/persistence/schema.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let blogger: DemoParty;
let admin: DemoParty;
let customer: DemoParty;

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '5' });
  [blogger, admin, customer] = await Promise.all([demoParty(server, 'blogger'), demoParty(server, 'admin'), demoParty(server, 'customer')]);
}, 180_000);

afterAll(async () => {
  for (const party of [blogger, admin, customer]) party?.client.disconnect();
  await server?.stop();
});

interface Entry {
  id: string;
  slug: string;
  state: string;
  status: string;
  authorName: string;
  publishAt: Date;
  translations: { language: string; title: string; body: string }[];
}
interface Revision {
  number: number;
  action: string;
  restoredFrom: number | null;
  editorName: string | null;
  changes: string[];
  snapshot: { translations: { language: string; title: string }[] };
}
interface PublicPost {
  post: { title: string; html: string; language: string; fallback: boolean };
}

const XSS = 'Intro.\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
const draft = (slug: string, title = 'Trading tips', translations?: { language: string; title: string; body: string }[]) => ({
  kind: 'post',
  slug,
  gameType: null,
  category: null,
  tags: ['Safety'],
  coverImage: null,
  translations: translations ?? [{ language: 'en', title, body: XSS }],
});
const save = (party: DemoParty, p: unknown) => party.client.call('saveContentEntry', p) as Promise<Entry>;
const publicPost = (slug: string, language = 'en') => call(server, `/api/posts/${slug}?language=${language}`);

/** The HTML must show the typed script and link as text: no script element, no link or attribute pointing at javascript:. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<a\b[^>]*javascript:/i);
  expect(html).not.toMatch(/=\s*["']?\s*javascript:/i);
  expect(html).toContain('<p>[x](javascript:alert(1))</p>');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
}

describe(`staff authoring of posts and articles (${DATABASE_KIND})`, () => {
  it('refuses buyers (403) and visitors (401) on every authoring method', async () => {
    for (const [method, params] of [
      ['contentEntries', {}],
      ['saveContentEntry', { draft: draft('nope') }],
      ['previewContent', { markdown: 'x' }],
      ['publishContent', { entryId: 'ce_x' }],
    ] as const) {
      expect(await callError(customer.client, method, params)).toMatchObject({ error: 403 });
    }
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'contentEntries', {})).toMatchObject({ error: 401 });
    visitor.disconnect();
  });

  it('answers 400 naming the field for bad input, and 409 for a slug in use', async () => {
    expect(await callError(blogger.client, 'saveContentEntry', { draft: draft('Not A Slug') })).toMatchObject({ error: 400, details: { field: 'params.0.draft.slug' } });
    expect(await callError(blogger.client, 'saveContentEntry', { draft: draft('only-german', 'x', [{ language: 'de', title: 'Nur', body: 'Deutsch' }]) })).toMatchObject({ error: 400, details: { field: 'translations' } });
    expect(await callError(blogger.client, 'saveContentEntry', { draft: { ...draft('an-article'), kind: 'article' } })).toMatchObject({ error: 400, details: { field: 'gameType' } });
    expect(await callError(blogger.client, 'saveContentEntry', { draft: { ...draft('no-game'), gameType: 'no-such-game' } })).toMatchObject({ error: 400, details: { field: 'gameType' } });
    expect(await callError(blogger.client, 'saveContentEntry', { draft: { ...draft('bad-cover'), coverImage: 'javascript:alert(1)' } })).toMatchObject({ error: 400, details: { field: 'params.0.draft.coverImage' } });
    expect(await callError(blogger.client, 'saveContentEntry', { draft: draft('how-to-buy-safely') })).toMatchObject({ error: 409, details: { code: 'CONTENT_SLUG_TAKEN' } });
    expect(await callError(blogger.client, 'saveContentEntry', { draft: draft('nul-body', 'Title', [{ language: 'en', title: 'Title', body: 'a\u0000b' }]) })).toMatchObject({ error: 400, details: { field: 'params.0.draft.translations.0.body' } });
    expect(await callError(blogger.client, 'contentEntry', { entryId: 'ce_missing' })).toMatchObject({ error: 404 });
  });

  it('a save writes a draft and a revision (who, what), audited; the draft is not public; an edit adds a revision naming what changed', async () => {
    const created = await save(blogger, { draft: draft('authoring-draft', 'First title') });
    expect(created).toMatchObject({ slug: 'authoring-draft', state: 'draft', authorName: 'DemoBlogger' });
    expect((await publicPost('authoring-draft')).status).toBe(404);
    const edited = await save(admin, { entryId: created.id, draft: draft('authoring-draft', 'Second title', [{ language: 'en', title: 'Second title', body: XSS }, { language: 'de', title: 'Zweiter Titel', body: 'Text' }]) });
    expect(edited.translations.map((t) => t.language)).toEqual(['en', 'de']);
    const revisions = (await blogger.client.call('contentRevisions', { entryId: created.id })) as Revision[];
    expect(revisions.map((r) => [r.number, r.action, r.editorName, r.changes])).toEqual([
      [2, 'save', 'DemoAdmin', ['de', 'en']],
      [1, 'save', 'DemoBlogger', ['created']],
    ]);
    const audit = await server.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.targetType, 'contentEntry'), eq(staffAuditLog.targetId, created.id)));
    expect(audit.map((a) => [a.action, a.staffId])).toEqual([
      ['content.create', blogger.id],
      ['content.save', admin.id],
    ]);
    const listed = (await blogger.client.call('contentEntries', { state: 'draft' })) as { id: string; title: string }[];
    expect(listed.find((e) => e.id === created.id)?.title).toBe('Second title');
  });

  it('a script and a javascript: link typed into a body are inert in the preview and on the public page', async () => {
    const preview = (await blogger.client.call('previewContent', { markdown: XSS })) as { html: string };
    expectInert(preview.html);
    expect(preview.html).toContain('<table>');
    const entry = await save(blogger, { draft: draft('authoring-inert') });
    await blogger.client.call('publishContent', { entryId: entry.id });
    const page = (await publicPost('authoring-inert')).body as PublicPost;
    expectInert(page.post.html);
    expect(page.post.html).toContain('<td>1</td>');
  });

  it('publishes at once; the public page falls back to English, visibly, for a language without a translation; unpublish hides it', async () => {
    const entry = await save(blogger, { draft: draft('authoring-live', 'Live title', [{ language: 'en', title: 'Live title', body: 'Hello' }, { language: 'de', title: 'Live-Titel', body: 'Hallo' }]) });
    const live = (await blogger.client.call('publishContent', { entryId: entry.id })) as Entry;
    expect(live.state).toBe('live');
    expect(((await publicPost('authoring-live', 'de')).body as PublicPost).post).toMatchObject({ title: 'Live-Titel', language: 'de', fallback: false });
    expect(((await publicPost('authoring-live', 'fr')).body as PublicPost).post).toMatchObject({ title: 'Live title', language: 'en', fallback: true });
    expect(await callError(blogger.client, 'publishContent', { entryId: entry.id })).toMatchObject({ error: 409, details: { code: 'CONTENT_TRANSITION_NOT_ALLOWED' } });
    expect(((await blogger.client.call('unpublishContent', { entryId: entry.id })) as Entry).state).toBe('unpublished');
    expect((await publicPost('authoring-live')).status).toBe(404);
    const actions = await server.database.db.select({ action: staffAuditLog.action }).from(staffAuditLog).where(eq(staffAuditLog.targetId, entry.id));
    expect(actions.map((a) => a.action)).toEqual(['content.create', 'content.publish', 'content.unpublish']);
  });

  it('restoring a revision saves its content again as a new revision, and the public page shows it', async () => {
    const entry = await save(blogger, { draft: draft('authoring-restore', 'Original title') });
    await save(blogger, { entryId: entry.id, draft: draft('authoring-restore', 'Vandalised title') });
    await blogger.client.call('publishContent', { entryId: entry.id });
    expect(((await publicPost('authoring-restore')).body as PublicPost).post.title).toBe('Vandalised title');
    const restored = (await blogger.client.call('restoreContentRevision', { entryId: entry.id, number: 1 })) as Entry;
    expect(restored.translations[0]?.title).toBe('Original title');
    expect(restored.state).toBe('live');
    expect(((await publicPost('authoring-restore')).body as PublicPost).post.title).toBe('Original title');
    const revisions = (await blogger.client.call('contentRevisions', { entryId: entry.id })) as Revision[];
    expect(revisions.map((r) => [r.number, r.action, r.restoredFrom])).toEqual([
      [3, 'restore', 1],
      [2, 'save', null],
      [1, 'save', null],
    ]);
    expect(await callError(blogger.client, 'restoreContentRevision', { entryId: entry.id, number: 9 })).toMatchObject({ error: 404, details: { field: 'number' } });
  });

  it('a scheduled post stays hidden until its time, then shows without anyone touching it', async () => {
    const entry = await save(blogger, { draft: draft('authoring-scheduled', 'Scheduled title') });
    const now = Date.now() + Number(((await call(server, '/api/test/clock', { body: {} })).body as { offsetMs: number }).offsetMs);
    expect(await callError(blogger.client, 'publishContent', { entryId: entry.id, publishAt: new Date(now - 60_000) })).toMatchObject({ error: 400, details: { field: 'publishAt' } });
    const scheduled = (await blogger.client.call('publishContent', { entryId: entry.id, publishAt: new Date(now + 2 * 3_600_000) })) as Entry;
    expect(scheduled.state).toBe('scheduled');
    expect((await publicPost('authoring-scheduled')).status).toBe(404);
    const waiting = (await blogger.client.call('staffQueues')) as { queue: string; waiting: number }[];
    expect(waiting.find((q) => q.queue === 'content')?.waiting).toBeGreaterThan(0);
    await call(server, '/api/test/clock', { body: { advanceMs: 3 * 3_600_000 } });
    expect(((await publicPost('authoring-scheduled')).body as PublicPost).post.title).toBe('Scheduled title');
    expect(((await blogger.client.call('contentEntry', { entryId: entry.id })) as Entry).state).toBe('live');
  });
});
