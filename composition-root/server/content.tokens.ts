import type { ServiceIdentifier } from 'inversify';
import type { BuildSitemap, OpenSupportTicket, ReadContent, SearchContent } from '../../application/content/index.ts';
import type { SqlContentReader } from '../../adapters/server/persistence/content/sql-content-reader.ts';

/** The content context's tokens, apart from its module so the catalog module can name SearchContent without an import cycle. */
export const CONTENT = {
  OpenSupportTicket: Symbol.for('content.OpenSupportTicket') as ServiceIdentifier<OpenSupportTicket>,
  ContentReader: Symbol.for('content.ContentReader') as ServiceIdentifier<SqlContentReader>,
  ReadContent: Symbol.for('content.ReadContent') as ServiceIdentifier<ReadContent>,
  SearchContent: Symbol.for('content.SearchContent') as ServiceIdentifier<SearchContent>,
  BuildSitemap: Symbol.for('content.BuildSitemap') as ServiceIdentifier<BuildSitemap>,
} as const;
