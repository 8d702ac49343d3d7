import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalDiscord, type LocalDiscord } from '../server/support/local-discord-oauth.ts';
import { startLocalSteam, type LocalSteam } from '../server/support/local-steam-openid.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open } from './browser.ts';

let server: TestServer;
let browser: Browser;
let steam: LocalSteam;
let discord: LocalDiscord;

beforeAll(async () => {
  [steam, discord] = await Promise.all([startLocalSteam(), startLocalDiscord()]);
  ({ server, browser } = await startStorefront({ STEAM_OPENID_URL: steam.opUrl, ...discord.env }));
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
  await Promise.all([steam?.stop(), discord?.stop()]);
});

/** A fresh visitor on `from` opens the login modal from the header and clicks a provider's button, approves on the provider's page, and is brought back to `from`. */
async function signInThrough(provider: 'steam' | 'discord', from: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  // Name what was missing, not just that something was.
  page.on('response', (response) => {
    if (response.status() === 404) problems.push(`404 ${response.url()}`);
  });
  await open(page, server.url + from);
  await page.click('[data-testid=login-button]');
  await page.locator(`[data-testid=sign-in-${provider}]`).click();
  await page.waitForURL((url) => url.origin === (provider === 'steam' ? steam.url : discord.url));
  await page.locator('#approve').click();
  // Through /auth/steamAuth (or discordAuth), which sets nothing but the way back.
  await page.waitForURL((url) => url.origin === server.url && url.pathname + url.search === from, { timeout: 15_000 });
  return { page, problems };
}

describe('social sign-in in Chromium', () => {
  it('signs in with Discord: the login modal’s button, the provider’s approval, back on the same page signed in with a new account', async () => {
    discord.signInAs({ id: '600000000000000001', username: 'e2e-discord', global_name: 'Discord Explorer', email: 'explorer@example.test', verified: true });
    const { page, problems } = await signInThrough('discord', '/');
    await page.locator('[data-testid=user-menu]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('user-menu').textContent()).toContain('DiscordExplorer');
    await screenshot(page, 'social-sign-in-discord');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('signs in with Steam back on the page it started from, and a declined sign-in says so in words', async () => {
    steam.signInAs('76561198000000555');
    const { page, problems } = await signInThrough('steam', '/games?q=fort');
    await page.locator('[data-testid=user-menu]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('user-menu').textContent()).toContain('76561198000000555');
    expect(problems).toEqual([]);
    await page.context().close();

    const context = await browser.newContext();
    const declined = await context.newPage();
    await open(declined, server.url);
    await declined.click('[data-testid=login-button]');
    await declined.locator('[data-testid=sign-in-steam]').click();
    await declined.waitForURL((url) => url.origin === steam.url);
    await declined.locator('#cancel').click();
    await declined.locator('[data-testid=auth-link][data-state=failed-cancelled]').waitFor();
    expect(await declined.getByTestId('auth-link').textContent()).toContain('The sign-in was cancelled at the provider.');
    expect(await declined.locator('[data-testid=user-menu]').count()).toBe(0);
    await context.close();
  });
});
