import type { ServiceIdentifier } from 'inversify';
import type { AuthorContent, BuildSitemap, OpenSupportTicket, PublishContent, ReadContent, SearchContent, StaffContentReads } from '../../application/content/index.ts';
import type { SqlContentReader } from '../../adapters/server/persistence/content/sql-content-reader.ts';

/** The content context's tokens, apart from its module so the catalog module can name SearchContent without an import cycle. */
export const CONTENT = {
  OpenSupportTicket: Symbol.for('content.OpenSupportTicket') as ServiceIdentifier<OpenSupportTicket>,
  ContentReader: Symbol.for('content.ContentReader') as ServiceIdentifier<SqlContentReader>,
  ReadContent: Symbol.for('content.ReadContent') as ServiceIdentifier<ReadContent>,
  SearchContent: Symbol.for('content.SearchContent') as ServiceIdentifier<SearchContent>,
  BuildSitemap: Symbol.for('content.BuildSitemap') as ServiceIdentifier<BuildSitemap>,
  AuthorContent: Symbol.for('content.AuthorContent') as ServiceIdentifier<AuthorContent>,
  PublishContent: Symbol.for('content.PublishContent') as ServiceIdentifier<PublishContent>,
  StaffContentReads: Symbol.for('content.StaffContentReads') as ServiceIdentifier<StaffContentReads>,
} as const;
