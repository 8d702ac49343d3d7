import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { mailOutbox } from '../../adapters/server/persistence/schema.ts';
import type { TestServer } from '../server/support/test-server.ts';
import { open } from './browser.ts';

/** The path of the newest mailed link of a kind (`verify`, `recovery`) to the address, read from the server's mail outbox. */
export async function mailedLink(server: TestServer, email: string, kind: string): Promise<string> {
  const mails = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));
  const path = new RegExp(`/auth/${kind}/[A-Za-z0-9_-]+`).exec(mails.at(-1)?.text ?? '')?.[0];
  if (path === undefined) throw new Error(`no ${kind} link mailed to ${email}`);
  return path;
}

/** A visitor on any page creates an account in the login modal and opens the mailed verification link, which signs them in. */
export async function signUpAndVerify(page: Page, server: TestServer, account: { readonly email: string; readonly username: string; readonly password: string }): Promise<void> {
  const modal = page.locator('[data-testid=login-modal]');
  await page.click('[data-testid=login-button]');
  await page.click('[data-testid=create-account]');
  await modal.locator('input[name=username]').fill(account.username);
  await modal.locator('input[name=email]').fill(account.email);
  await modal.locator('input[name=password]').fill(account.password);
  await modal.locator('input[name=terms]').check();
  await modal.locator('button[type=submit]').click();
  await page.locator('[data-testid=check-inbox]').waitFor();
  await open(page, server.url + (await mailedLink(server, account.email, 'verify')));
  await page.locator('[data-testid=auth-link][data-state=done]').waitFor();
  await page.locator('[data-testid=user-menu]').waitFor();
}
