/** Ports of the content context: the support queue, the entries of the blog and the wiki (read and written), Markdown rendering. */
export type { NewSupportTicket, SupportTicketStore, TicketIds } from './support-tickets.ts';
export type { ContentEntry, ContentReader, EntryTranslation, LiveEntryRef } from './content-reader.ts';
export type { AuthoredEntry, AuthoredEntrySummary, ContentAudit, ContentAuthoringStore, ContentRevision } from './content-authoring.ts';
export type { MarkdownRenderer, RenderedMarkdown, TocEntry } from './markdown.ts';
