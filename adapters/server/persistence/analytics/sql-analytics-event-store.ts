import type { AnalyticsEventStore, RecordedAnalyticsEvent } from '../../../../application/analytics/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { pageVisits } from '../schema.ts';

/** Analytics events as rows: a PageVisit goes to `page_visits`, stamped with the use case's clock rather than the database's. */
export class SqlAnalyticsEventStore implements AnalyticsEventStore {
  constructor(private readonly db: Database) {}

  async record(event: RecordedAnalyticsEvent): Promise<void> {
    switch (event.type) {
      case 'PageVisit':
        await this.db.insert(pageVisits).values({
          path: event.path,
          routeName: event.routeName,
          language: event.language,
          currency: event.currency,
          visitorId: event.visitorId,
          referrer: event.referrer,
          userId: event.userId,
          recordedAt: event.recordedAt,
        });
        return;
    }
  }
}
