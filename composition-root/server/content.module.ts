import { ContainerModule } from 'inversify';
import { AuthorContent, BuildSitemap, OpenSupportTicket, PublishContent, ReadContent, SearchContent, StaffContentReads } from '../../application/content/index.ts';
import { SqlContentAuthoring } from '../../adapters/server/persistence/content/sql-content-authoring.ts';
import { SafeMarkdown } from '../../adapters/server/markdown/safe-markdown.ts';
import { SqlContentReader } from '../../adapters/server/persistence/content/sql-content-reader.ts';
import { CATALOG } from './catalog.module.ts';
import { RandomTicketIds, SqlSupportTicketStore } from '../../adapters/server/persistence/content/sql-support-tickets.ts';
import { CONTENT } from './content.tokens.ts';
import { SHARED } from './shared.module.ts';

export { CONTENT };


/** Content: the support queue, the blog and the wiki as visitors read them and as staff write them. */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(CONTENT.OpenSupportTicket).toDynamicValue(
    (ctx) =>
      new OpenSupportTicket({
        store: new SqlSupportTicketStore(ctx.get(SHARED.Database)),
        ids: new RandomTicketIds(),
        unitOfWork: ctx.get(SHARED.UnitOfWork),
        outbox: ctx.get(SHARED.Outbox),
      }),
  );
  bind(CONTENT.ContentReader).toDynamicValue((ctx) => new SqlContentReader(ctx.get(SHARED.Database)));
  bind(CONTENT.ReadContent).toDynamicValue(
    (ctx) => new ReadContent({ content: ctx.get(CONTENT.ContentReader), catalog: ctx.get(CATALOG.CatalogReader), markdown: new SafeMarkdown(), clock: ctx.get(SHARED.Clock) }),
  );
  bind(CONTENT.SearchContent).toDynamicValue((ctx) => new SearchContent({ content: ctx.get(CONTENT.ContentReader), catalog: ctx.get(CATALOG.CatalogReader), clock: ctx.get(SHARED.Clock) }));
  // Staff authoring: each write runs in a unit of work the store's SQL joins.
  bind(CONTENT.AuthorContent).toDynamicValue(
    (ctx) => new AuthorContent({ store: new SqlContentAuthoring(ctx.get(SHARED.Database)), catalog: ctx.get(CATALOG.CatalogReader), unitOfWork: ctx.get(SHARED.UnitOfWork), clock: ctx.get(SHARED.Clock) }),
  );
  bind(CONTENT.PublishContent).toDynamicValue((ctx) => new PublishContent({ store: new SqlContentAuthoring(ctx.get(SHARED.Database)), unitOfWork: ctx.get(SHARED.UnitOfWork), clock: ctx.get(SHARED.Clock) }));
  bind(CONTENT.StaffContentReads).toDynamicValue((ctx) => new StaffContentReads({ store: new SqlContentAuthoring(ctx.get(SHARED.Database)), markdown: new SafeMarkdown(), clock: ctx.get(SHARED.Clock) }));
  bind(CONTENT.BuildSitemap).toDynamicValue((ctx) => new BuildSitemap({ catalog: ctx.get(CATALOG.CatalogReader), content: ctx.get(CONTENT.ContentReader), products: ctx.get(CATALOG.ProductReader), clock: ctx.get(SHARED.Clock) }));
});
