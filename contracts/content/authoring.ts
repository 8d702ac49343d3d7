import * as v from 'valibot';
import { CONTENT_KINDS, CONTENT_LIMITS, CONTENT_SLUG, CONTENT_STATUSES, PUBLICATION_STATES, WIKI_CATEGORIES } from '../../domain/index.ts';
import { ddpMethod, languageCode, list } from '../shared/index.ts';

/*
 * Staff authoring of posts and wiki articles over DDP (permission
 * `content.write`: BLOGGER, ADMIN). Dates travel as EJSON dates. Every write
 * answers the entry as the editor shows it next.
 */

const entryId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,120}$/, 'must be an entry id'));
const kinds = `must be one of ${CONTENT_KINDS.join(', ')}`;
/** PostgreSQL text cannot hold NUL, so it is refused here (400) rather than failing the insert (500). */
const noNul = v.check((s: string) => !s.includes('\u0000'), 'must not contain NUL characters');

/** A cover: our image service's URL (what the upload button writes) or an https address. */
const imageUrl = v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.image, `must be at most ${CONTENT_LIMITS.image} characters`), v.regex(/^(?:\/media\/image\/|https:\/\/)[^\s"'<>()]+$/, 'must be an uploaded image or an https URL'));

export const ContentTranslationInput = v.object({
  language: languageCode,
  title: v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.title, `must be at most ${CONTENT_LIMITS.title} characters`), noNul),
  body: v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.body, `must be at most ${CONTENT_LIMITS.body} characters`), noNul),
});

/** What the editor saves: the whole content, each language's title and Markdown. */
export const ContentDraftInput = v.object({
  kind: v.picklist(CONTENT_KINDS, kinds),
  slug: v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.slug, `must be at most ${CONTENT_LIMITS.slug} characters`), v.regex(CONTENT_SLUG, 'must be lowercase words joined by hyphens')),
  gameType: v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a game slug'))),
  category: v.nullable(v.picklist(WIKI_CATEGORIES, `must be one of ${WIKI_CATEGORIES.join(', ')}`)),
  tags: v.pipe(v.array(v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.tag, `must be at most ${CONTENT_LIMITS.tag} characters`), noNul)), v.maxLength(CONTENT_LIMITS.tags, `at most ${CONTENT_LIMITS.tags}`)),
  coverImage: v.nullable(imageUrl),
  translations: v.pipe(v.array(ContentTranslationInput), v.minLength(1, 'needs English'), v.maxLength(13, 'at most one per language')),
});

const Translation = v.object({ language: v.string(), title: v.string(), body: v.string() });
const Content = {
  kind: v.picklist(CONTENT_KINDS),
  slug: v.string(),
  gameType: v.nullable(v.string()),
  category: v.nullable(v.string()),
  tags: list(v.string()),
  coverImage: v.nullable(v.string()),
  translations: list(Translation),
};

/** An entry as the editor opens it. */
export const AuthoredEntrySchema = v.object({
  id: v.string(),
  ...Content,
  status: v.picklist(CONTENT_STATUSES),
  state: v.picklist(PUBLICATION_STATES),
  publishAt: v.date(),
  updatedAt: v.date(),
  authorName: v.string(),
});
export type AuthoredEntryAnswer = v.InferOutput<typeof AuthoredEntrySchema>;

export const AuthoredEntrySummarySchema = v.object({
  id: v.string(),
  kind: v.picklist(CONTENT_KINDS),
  slug: v.string(),
  title: v.string(),
  languages: list(v.string()),
  status: v.picklist(CONTENT_STATUSES),
  state: v.picklist(PUBLICATION_STATES),
  publishAt: v.date(),
  updatedAt: v.date(),
  authorName: v.string(),
});
export type AuthoredEntrySummaryAnswer = v.InferOutput<typeof AuthoredEntrySummarySchema>;

export const ContentRevisionSchema = v.object({
  number: v.number(),
  editorId: v.nullable(v.string()),
  editorName: v.nullable(v.string()),
  action: v.picklist(['save', 'restore']),
  restoredFrom: v.nullable(v.number()),
  changes: list(v.string()),
  at: v.date(),
  snapshot: v.object(Content),
});
export type ContentRevisionAnswer = v.InferOutput<typeof ContentRevisionSchema>;

/** `contentEntries({ state?, kind? })`: every entry, most recently changed first, optionally by editor state and kind. */
export const ContentEntriesMethod = ddpMethod(
  'contentEntries',
  v.tuple([v.object({ state: v.optional(v.picklist(PUBLICATION_STATES, `must be one of ${PUBLICATION_STATES.join(', ')}`)), kind: v.optional(v.picklist(CONTENT_KINDS, kinds)) })]),
  list(AuthoredEntrySummarySchema),
);

/** `contentEntry({ entryId })`: one entry with every translation, for editing. */
export const ContentEntryMethod = ddpMethod('contentEntry', v.tuple([v.object({ entryId })]), AuthoredEntrySchema);

/** `saveContentEntry({ entryId?, draft })`: creates a draft (no `entryId`) or replaces an entry's content; writes a revision. CONTENT_SLUG_TAKEN for a slug in use. */
export const SaveContentEntryMethod = ddpMethod('saveContentEntry', v.tuple([v.object({ entryId: v.optional(entryId), draft: ContentDraftInput })]), AuthoredEntrySchema);

/** `previewContent({ markdown })`: the Markdown as the public page renders it (sanitized HTML and its table of contents). */
export const PreviewContentMethod = ddpMethod(
  'previewContent',
  v.tuple([v.object({ markdown: v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.body, `must be at most ${CONTENT_LIMITS.body} characters`)) })]),
  v.object({ html: v.string(), toc: list(v.object({ id: v.string(), level: v.picklist([2, 3]), text: v.string() })) }),
);

/** `publishContent({ entryId, publishAt? })`: live now, or scheduled for `publishAt` (in the future). */
export const PublishContentMethod = ddpMethod('publishContent', v.tuple([v.object({ entryId, publishAt: v.optional(v.date('must be a date')) })]), AuthoredEntrySchema);

/** `unpublishContent({ entryId })`: takes a live or scheduled entry off the site. */
export const UnpublishContentMethod = ddpMethod('unpublishContent', v.tuple([v.object({ entryId })]), AuthoredEntrySchema);

/** `contentRevisions({ entryId })`: every saved version, newest first. */
export const ContentRevisionsMethod = ddpMethod('contentRevisions', v.tuple([v.object({ entryId })]), list(ContentRevisionSchema));

/** `restoreContentRevision({ entryId, number })`: saves that revision's content again, as a new revision. */
export const RestoreContentRevisionMethod = ddpMethod(
  'restoreContentRevision',
  v.tuple([v.object({ entryId, number: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1')) })]),
  AuthoredEntrySchema,
);
