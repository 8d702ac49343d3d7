import type { SearchTermEntry, SearchTermLog } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { searchTerms } from '../schema.ts';

/** Search terms as rows of `search_terms`, stamped with the use case's clock rather than the database's. */
export class SqlSearchTermLog implements SearchTermLog {
  constructor(private readonly db: Database) {}

  async record(entry: SearchTermEntry): Promise<void> {
    await this.db.insert(searchTerms).values({
      term: entry.term,
      gameType: entry.gameType,
      productType: entry.productType,
      resultCount: entry.resultCount,
      userId: entry.userId,
      createdAt: entry.at,
    });
  }
}
