/** Ports of the content context: the support queue, the entries of the blog and the wiki, Markdown rendering. */
export type { NewSupportTicket, SupportTicketStore, TicketIds } from './support-tickets.ts';
export type { ContentEntry, ContentReader, EntryTranslation, LiveEntryRef } from './content-reader.ts';
export type { MarkdownRenderer, RenderedMarkdown, TocEntry } from './markdown.ts';
