import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { CATALOG } from '../../composition-root/server/catalog.module.ts';
import type { TestServer } from '../server/support/test-server.ts';
import { open } from './browser.ts';

/*
 * What the seller's browser journeys share (seller offers, the whole seller
 * journey): a game the demo seller can sell in, the create-offer form's
 * scope, picture and two-tier volume discount, and the public listing
 * searched for an offer's made-up word.
 */

export const SELLER = 'seller@demo.ig-market.test';
export const DISBURSER = 'disburser@demo.ig-market.test';

/** A visible game and product type of the catalog, with its first platform if it has any. */
export interface SellableScope {
  readonly gameType: string;
  readonly gameLabel: string;
  readonly productType: string;
  readonly platform: string | null;
}

/** The first visible, unlimited game of the demo catalog with a product type. */
export async function sellableScope(server: TestServer): Promise<SellableScope> {
  const catalog = server.container.get(CATALOG.CatalogReader);
  for (const game of await catalog.listGames({ includeHidden: false })) {
    if (game.limited) continue;
    const type = (await catalog.productTypesOf(game.value))[0];
    if (type === undefined) continue;
    const s = await catalog.listingScope(game.value, type.value);
    return { gameType: game.value, gameLabel: game.label, productType: type.value, platform: s.platformTypes[0]?.value ?? null };
  }
  throw new Error('no visible game in the demo catalog');
}

/** Opens /dashboard/create-offer and chooses the scope's game, product type and platform. */
export async function openCreateOffer(page: Page, server: TestServer, scope: SellableScope): Promise<void> {
  await open(page, `${server.url}/dashboard/create-offer`);
  await page.locator('[data-testid=create-offer-page]').waitFor();
  await expect.poll(() => page.locator('#offer-game option').count()).toBeGreaterThan(1);
  await page.locator('#offer-game').selectOption(scope.gameType);
  await page.locator('#offer-product-type').selectOption(scope.productType);
  if (scope.platform !== null) {
    await page.locator('#offer-platform').waitFor();
    await page.locator('#offer-platform').selectOption(scope.platform);
  }
}

/** Uploads a small made-up PNG and waits for the server's re-encoded picture in the form. */
export async function uploadPicture(page: Page): Promise<void> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08020' } }).png().toBuffer();
  await page.locator('input[name=image]').setInputFiles({ name: 'pouch.png', mimeType: 'image/png', buffer: png });
  await page.locator('[data-testid=offer-image]').waitFor();
}

/** Two tiers of volume discount: 2 % off from 10 units rising to 10 % at 50. */
export async function fillTwoTierDiscount(page: Page): Promise<void> {
  await page.locator('input[name=discountOn]').check();
  await page.locator('#offer-discountStart').fill('10');
  await page.locator('#offer-discountEnd').fill('50');
  await page.locator('#offer-discountMin').fill('2');
  await page.locator('#offer-discountMax').fill('10');
}

/** The discount preview's rows as the form shows them: quantity, percent off, unit price. */
export const previewTiers = (page: Page) => page.locator('[data-testid=preview-tier]').allTextContents();

export const listingTitles = (page: Page) => page.locator('[data-testid=offer-card] h2').allTextContents();

/** Opens the scope's public listing and types `word` into its text search. */
export async function searchListing(page: Page, server: TestServer, scope: SellableScope, word: string): Promise<void> {
  await open(page, `${server.url}/${scope.gameType}-${scope.productType}`);
  await page.locator('[data-testid=listing-search]').pressSequentially(word, { delay: 20 });
}
