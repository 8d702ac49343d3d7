import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/*
 * Screenshot comparison against approved pictures (tests/e2e/visual-baselines).
 * `UPDATE_VISUAL=1` approves what the pages show now (review the pictures in
 * the diff before committing them); without it a missing picture fails, so CI
 * never approves its own output. A page differs when more than MAX_CHANGED of
 * its pixels changed beyond pixelmatch's colour threshold (anti-aliasing
 * ignored): a moved or overlapping block changes several percent, while text
 * that follows the clock (a date) stays well under it.
 */

const BASELINES = 'tests/e2e/visual-baselines';
const DIFFS = 'tests/e2e/screenshots/visual-diff';
/** Share of pixels allowed to change. */
export const MAX_CHANGED = 0.01;
/** The top of a long page: what a visitor scrolls through first, and bounded baselines. */
const MAX_HEIGHT = 2400;

/** Freezes what moves: animations, transitions, the caret, smooth scrolling. */
const STILL = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';

/** Waits for the page to settle at its current size: fonts, every picture decoded, two frames drawn. */
export async function settled(page: Page): Promise<void> {
  await page.addStyleTag({ content: STILL });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy picture loads when it nears the viewport, so whether it had arrived depended on timing: every
    // picture is asked for now and awaited, and the pictured page is the page with all its pictures.
    for (const img of document.images) img.loading = 'eager';
    const pending = [...document.images].filter((img) => !img.complete);
    const loaded = (img: HTMLImageElement) => new Promise((done) => ['load', 'error'].forEach((type) => img.addEventListener(type, done, { once: true })));
    await Promise.race([Promise.all(pending.map(loaded)), new Promise((done) => setTimeout(done, 30_000))]);
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

export interface Comparison {
  readonly name: string;
  /** Share of pixels that changed (1 when the size changed or no approved picture exists). */
  readonly changed: number;
  readonly problem?: string;
}

/** Takes the page's top (up to MAX_HEIGHT px) and compares it with the approved picture `name`. */
export async function compareWithApproved(page: Page, name: string): Promise<Comparison> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
  const shot = await stableShot(page, { x: 0, y: 0, width: viewport.width, height });
  const approvedPath = `${BASELINES}/${name}.webp`;
  if (process.env['UPDATE_VISUAL'] === '1') {
    mkdirSync(BASELINES, { recursive: true });
    // Lossless WebP: the same pixels as the PNG in 60 % of its bytes.
    writeFileSync(approvedPath, await sharp(shot).webp({ lossless: true, effort: 6 }).toBuffer());
  }
  if (!existsSync(approvedPath)) return { name, changed: 1, problem: `no approved picture ${approvedPath} (run with UPDATE_VISUAL=1 and review it)` };
  const first = await compare(name, shot, readFileSync(approvedPath));
  if (first.problem === undefined || process.env['UPDATE_VISUAL'] === '1') return first;
  // A loaded host can hand over a picture whose lower tiles are not drawn yet, twice alike (CI once caught the
  // list page with its last cards empty): the page is judged as it stays, so a differing picture is taken again
  // after a pause, and the second one is the verdict.
  await page.waitForTimeout(1_000);
  return compare(name, await stableShot(page, { x: 0, y: 0, width: viewport.width, height }), readFileSync(approvedPath));
}

async function compare(name: string, shot: Buffer, approvedPicture: Buffer): Promise<Comparison> {
  const [actual, approved] = await Promise.all([raw(shot), raw(approvedPicture)]);
  mkdirSync(DIFFS, { recursive: true });
  if (actual.width !== approved.width || actual.height !== approved.height) {
    writeFileSync(`${DIFFS}/${name}.actual.png`, shot);
    return { name, changed: 1, problem: `${name}: ${actual.width}×${actual.height} against the approved ${approved.width}×${approved.height}` };
  }
  const diff = new Uint8Array(actual.data.length);
  const count = pixelmatch(actual.data, approved.data, diff, actual.width, actual.height, { threshold: 0.1 });
  const changed = count / (actual.width * actual.height);
  if (changed > MAX_CHANGED) {
    writeFileSync(`${DIFFS}/${name}.actual.png`, shot);
    writeFileSync(`${DIFFS}/${name}.diff.png`, await sharp(diff, { raw: { width: actual.width, height: actual.height, channels: 4 } }).png().toBuffer());
    return { name, changed, problem: `${name}: ${(changed * 100).toFixed(2)}% of pixels changed (see ${DIFFS})` };
  }
  return { name, changed };
}

/**
 * A screenshot taken twice in a row the same (up to five tries), as Playwright's own
 * toHaveScreenshot waits: under load Chromium can capture a tall page before every tile is
 * painted, which showed as cards cut off halfway.
 */
async function stableShot(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
  const take = () => page.screenshot({ fullPage: true, clip, animations: 'disabled', caret: 'hide' });
  let previous = await take();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const next = await take();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

async function raw(png: Buffer): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}
