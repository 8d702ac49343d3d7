import type { AuthoredEntryAnswer } from '../../../../contracts/content/index.ts';
import { SOURCE_LANGUAGE, type ContentKind, type EntryDraft, type WikiCategory } from '../../../../domain/index.ts';

/** The editor's fields as typed: tags as one comma-separated line, a text per language. */
export interface EditorForm {
  readonly kind: ContentKind;
  readonly slug: string;
  readonly gameType: string;
  readonly category: WikiCategory;
  readonly tags: string;
  readonly coverImage: string;
  readonly texts: Readonly<Record<string, { readonly title: string; readonly body: string }>>;
}

export type EditorField = 'kind' | 'slug' | 'gameType' | 'category' | 'tags' | 'coverImage';

export const BLANK_FORM: EditorForm = { kind: 'post', slug: '', gameType: '', category: 'guides', tags: '', coverImage: '', texts: { [SOURCE_LANGUAGE]: { title: '', body: '' } } };

export function formFromEntry(entry: AuthoredEntryAnswer | EntryDraft): EditorForm {
  return {
    kind: entry.kind,
    slug: entry.slug,
    gameType: entry.gameType ?? '',
    category: (entry.category ?? 'guides') as WikiCategory,
    tags: entry.tags.join(', '),
    coverImage: entry.coverImage ?? '',
    texts: Object.fromEntries(entry.translations.map((t) => [t.language, { title: t.title, body: t.body }])),
  };
}

/**
 * What the server is sent: languages left blank are left out (they fall
 * back to English on the site); the server checks the rest and names the
 * field it refuses.
 */
export function draftFromForm(form: EditorForm): EntryDraft {
  return {
    kind: form.kind,
    slug: form.slug.trim(),
    gameType: form.gameType.trim() === '' ? null : form.gameType.trim(),
    category: form.kind === 'article' ? form.category : null,
    tags: form.tags
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== ''),
    coverImage: form.coverImage.trim() === '' ? null : form.coverImage.trim(),
    translations: Object.entries(form.texts)
      .filter(([language, t]) => language === SOURCE_LANGUAGE || t.title.trim() !== '' || t.body.trim() !== '')
      .map(([language, t]) => ({ language, title: t.title, body: t.body })),
  };
}

/** Markdown showing an uploaded image, on its own paragraph; brackets and line breaks are dropped from the alt text so it cannot end the syntax early. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${alt.replace(/[[\]\n\r]/g, ' ').trim()}](${url})`;
}

/** A body with `snippet` appended as a new paragraph. */
export function appendParagraph(body: string, snippet: string): string {
  return body.trimEnd() === '' ? `${snippet}\n` : `${body.trimEnd()}\n\n${snippet}\n`;
}
