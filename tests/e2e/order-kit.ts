import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { call, type TestServer } from '../server/support/test-server.ts';
import { open } from './browser.ts';

/*
 * What the journeys after payment share (order lifecycle, the seller's
 * journey): buying one offer through the real checkout, opening an order's
 * page, the seller starting and delivering it, the USD balance the credits
 * page shows, and the test-only clock hook that passes deadlines.
 */

export interface Session {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: string[];
}

/** Buys one of `offer` with credits (or the local provider's test card) and answers the new order's id. */
export async function buy(server: TestServer, buyer: Session, offer: string, card?: string): Promise<string> {
  const { page } = buyer;
  await open(page, `${server.url}/product/${offer}`);
  await page.locator('[data-testid=add-to-cart]').click();
  await open(page, `${server.url}/checkout`);
  await page.locator('[data-testid=checkout-totals][data-source=server]').waitFor();
  await page.locator(`[data-testid=checkout-method-${card === undefined ? 'CREDITS' : 'CARD'}]`).check();
  if (card !== undefined) await page.locator('[data-testid=checkout-card]').fill(card);
  await page.locator('[data-testid=checkout-pay]').click();
  await page.waitForURL(/\/checkout\/payment\/success\/order\//);
  const row = page.locator('[data-testid=payment-result-orders] [data-testid=order-row]').first();
  await row.waitFor({ timeout: 15_000 });
  const id = await row.getAttribute('data-order-id');
  if (id === null) throw new Error('the paid order has no id');
  return id;
}

export async function openOrder(server: TestServer, session: Session, orderId: string): Promise<void> {
  await open(session.page, `${server.url}/dashboard/order/${orderId}`);
  await session.page.locator('[data-testid=order-detail]').waitFor({ timeout: 15_000 });
}

export const stateOf = (page: Page) => page.locator('[data-testid=order-detail]').getAttribute('data-state');

/** Moves the server's clock on and runs the timers that fell due. */
export async function advanceClock(server: TestServer, ms: number): Promise<void> {
  const answer = await call(server, '/api/test/clock', { body: { advanceMs: ms } });
  expect(answer.status).toBe(200);
}

/** The USD balance the credits page shows, in minor units: available and pending (zero without a balance). */
export async function usdBalance(server: TestServer, page: Page): Promise<{ available: number; pending: number }> {
  await open(page, `${server.url}/dashboard/finances/credits`);
  await page.locator('[data-testid=credit-balances], [data-testid=credits-none]').first().waitFor();
  const row = page.locator('[data-testid=credit-balance][data-currency=USD]');
  // A seller who never earned anything has no balance yet.
  if ((await row.count()) === 0) return { available: 0, pending: 0 };
  const cents = (text: string | null) => Math.round(Number((text ?? '0').replace(/[^0-9.]/g, '') || '0') * 100);
  const pending = (await row.locator('[data-testid=credit-pending]').count()) === 0 ? 0 : cents(await row.locator('[data-testid=credit-pending]').textContent());
  return { available: cents(await row.locator('[data-testid=credit-available]').textContent()), pending };
}

export async function sellerStartsAndDelivers(server: TestServer, seller: Session, orderId: string, delivery: { login: string; password: string } | { text: string }): Promise<void> {
  await openOrder(server, seller, orderId);
  await seller.page.locator('[data-testid=step-start]').click();
  await expect.poll(() => stateOf(seller.page), { timeout: 15_000 }).toBe('in_delivery');
  if ('text' in delivery) {
    await seller.page.locator('[data-testid=deliver-text]').fill(delivery.text);
  } else {
    await seller.page.locator('[data-testid=deliver-kind-credentials]').check();
    await seller.page.locator('[data-testid=deliver-login]').fill(delivery.login);
    await seller.page.locator('[data-testid=deliver-password]').fill(delivery.password);
  }
  await seller.page.locator('[data-testid=deliver-submit]').click();
  await expect.poll(() => stateOf(seller.page), { timeout: 15_000 }).toBe('delivered');
}
