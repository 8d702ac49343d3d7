import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hotSearchContentFor, type HotSearchContent } from '../../../domain/catalog/index.ts';

function content(label: string): HotSearchContent {
  return { label, description: `${label} description`, metaTitle: `${label} title`, metaDescription: `${label} meta` };
}

describe('hotSearchContentFor', () => {
  it('gives the page language’s texts, else English, else the first there are', () => {
    const hot = { content: { de: content('Konten'), en: content('Accounts'), fr: content('Comptes') } };
    expect(hotSearchContentFor(hot, 'de')?.label).toBe('Konten');
    expect(hotSearchContentFor(hot, 'es')?.label).toBe('Accounts');
    expect(hotSearchContentFor({ content: { fr: content('Comptes'), it: content('Account') } }, 'es')?.label).toBe('Comptes');
    expect(hotSearchContentFor({ content: {} }, 'en')).toBeUndefined();
    // a language code is only ever an own key
    expect(hotSearchContentFor({ content: { fr: content('Comptes') } }, 'constructor')?.label).toBe('Comptes');
  });

  it('finds texts whenever the hot search has any, preferring the page language, then English', () => {
    const languages = ['en', 'de', 'fr', 'es'] as const;
    fc.assert(
      fc.property(fc.subarray([...languages]), fc.constantFrom(...languages), (present, language) => {
        const hot = { content: Object.fromEntries(present.map((code) => [code, content(code)])) };
        const found = hotSearchContentFor(hot, language);
        const expected = present.includes(language) ? language : present.includes('en') ? 'en' : present[0];
        expect(found?.label).toBe(expected);
      }),
    );
  });
});
