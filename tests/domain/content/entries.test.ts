import { describe, expect, it } from 'vitest';
import { blogPageCount, excerptOf, isLive, pickTranslation, publicationState, readingMinutes } from '../../../domain/index.ts';

const at = (iso: string) => new Date(iso);

describe('content entries', () => {
  it('a published entry is live from its publish time; before it, it is scheduled; a draft never is', () => {
    const entry = { status: 'published' as const, publishAt: at('2026-05-01T10:00:00Z') };
    expect(isLive(entry, at('2026-05-01T09:59:59Z'))).toBe(false);
    expect(publicationState(entry, at('2026-05-01T09:59:59Z'))).toBe('scheduled');
    expect(isLive(entry, at('2026-05-01T10:00:00Z'))).toBe(true);
    expect(publicationState({ ...entry, status: 'draft' }, at('2027-01-01T00:00:00Z'))).toBe('draft');
  });

  it('picks the visitor language, else English marked as the fallback', () => {
    const texts = [{ language: 'en', title: 'Hi' }, { language: 'de', title: 'Hallo' }];
    expect(pickTranslation(texts, 'de')).toEqual({ translation: texts[1], fallback: false });
    expect(pickTranslation(texts, 'ja')).toEqual({ translation: texts[0], fallback: true });
    expect(pickTranslation([], 'en')).toBeNull();
  });

  it('reading time counts words at 220 a minute, never below one, and ignores link targets', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(660))).toBe(3);
    expect(readingMinutes(`[x](${'https://a.test/'.repeat(500)})`)).toBe(1);
  });

  it('an excerpt is plain text cut at a word', () => {
    expect(excerptOf('## Title\n\nSome **bold** [link](/x) text.')).toBe('Title Some bold link text.');
    const long = excerptOf('alpha beta '.repeat(40), 30);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(31);
  });

  it('the blog has at least one page, nine posts each', () => {
    expect([0, 1, 9, 10, 18, 19].map(blogPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
