import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { startTestServer, type TestServer } from '../server/support/test-server.ts';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Collects console errors and page errors, which every journey expects to be none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const SCREENSHOTS = 'tests/e2e/screenshots';

/** Saves the final state of a journey (git-ignored), for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** What every journey file needs: Chromium installed, the storefront built, a fresh server and a browser. */
export interface Storefront {
  readonly server: TestServer;
  readonly browser: Browser;
}

/** `env`: configuration for the test server (e.g. the local sign-in providers). */
export async function startStorefront(env: Record<string, string> = {}): Promise<Storefront> {
  execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  const server = await startTestServer(env);
  return { server, browser: await launchChromium() };
}

export async function stopStorefront(storefront: Partial<Storefront>): Promise<void> {
  await storefront.browser?.close();
  await storefront.server?.stop();
}

/**
 * Waits until the page has hydrated (Root marks `<html data-hydrated>`). Typing into a server-rendered
 * field before that is lost when React takes the field over, so a journey that types waits first.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Opens a page as a journey expects to find it: loaded, and hydrated. The network goes quiet before React
 * has taken a slow machine's page over; a tap or hover in between lands on the server's markup (early-input
 * replays a tap later, a hover is simply lost), so a journey about the working page waits for both. A
 * journey about that early window uses `holdStart` instead.
 */
export async function open(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
  return response;
}

/** Reloads a page and waits, as `open` does, until it has hydrated again. */
export async function reopen(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'networkidle' });
  await hydrated(page);
}

/**
 * Holds back the last start-up chunk (client-start), so what a journey does next lands on the server's
 * markup before React listens, as a phone user's early tap does. Call the returned function to let it load.
 */
export async function holdStart(page: Page): Promise<() => void> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/client-start-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
