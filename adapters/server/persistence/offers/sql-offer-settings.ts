import { asc, eq } from 'drizzle-orm';
import type { OfferSettingsStore, StoredGameSettings } from '../../../../application/offers/index.ts';
import { DELIVERY_DURATIONS } from '../../../../contracts/offers/index.ts';
import type { Database } from '../shared/database.ts';
import { offerGameSettings } from '../schema.ts';

type Delivery = StoredGameSettings['defaultDelivery'];
const delivery = (value: string | null): Delivery => ((DELIVERY_DURATIONS as readonly string[]).includes(value ?? '') ? (value as Delivery) : null);

/** {@link OfferSettingsStore} on `offer_game_settings`: one row per seller and game, replaced on save. */
export class SqlOfferSettings implements OfferSettingsStore {
  constructor(private readonly db: Database) {}

  async ofSeller(sellerId: string): Promise<readonly StoredGameSettings[]> {
    const rows = await this.db.select().from(offerGameSettings).where(eq(offerGameSettings.userId, sellerId)).orderBy(asc(offerGameSettings.gameType));
    return rows.map((row) => ({ gameType: row.gameType, sells: row.sells, defaultDelivery: delivery(row.defaultDelivery), away: row.away, awayPausedIds: row.awayPausedIds, updatedAt: row.updatedAt }));
  }

  async save(sellerId: string, s: StoredGameSettings): Promise<void> {
    const values = { sells: s.sells, defaultDelivery: s.defaultDelivery, away: s.away, awayPausedIds: [...s.awayPausedIds], updatedAt: s.updatedAt };
    await this.db
      .insert(offerGameSettings)
      .values({ userId: sellerId, gameType: s.gameType, ...values })
      .onConflictDoUpdate({ target: [offerGameSettings.userId, offerGameSettings.gameType], set: values });
  }
}
