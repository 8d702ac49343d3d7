import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { GameOfferSettings, UpdateOfferSettingsParams } from '../../contracts/offers/index.ts';
import type { CatalogReader } from '../catalog/ports/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { ManageOffers } from './manage-offers.ts';
import type { OfferStore } from './ports/index.ts';

/** A game's settings as stored, with the offers away mode paused. */
export interface StoredGameSettings {
  readonly gameType: string;
  readonly sells: boolean;
  readonly defaultDelivery: GameOfferSettings['defaultDelivery'];
  readonly away: boolean;
  readonly awayPausedIds: readonly string[];
  readonly updatedAt: Date;
}

export interface OfferSettingsStore {
  ofSeller(sellerId: string): Promise<readonly StoredGameSettings[]>;
  save(sellerId: string, settings: StoredGameSettings): Promise<void>;
}

const view = (s: StoredGameSettings): GameOfferSettings => ({ gameType: s.gameType, sells: s.sells, defaultDelivery: s.defaultDelivery, away: s.away, awayPaused: s.awayPausedIds.length });

/**
 * `myOfferSettings` / `updateOfferSettings` ('offer.manage'): per game, whether
 * the seller sells it, the default delivery time and away mode. Turning away
 * mode on pauses every live offer of the game through `ManageOffers` (so the
 * listing index drops them at once) and remembers which; turning it off
 * resumes exactly those, leaving offers the seller paused by hand paused.
 */
export class OfferSettings {
  constructor(
    private readonly settings: OfferSettingsStore,
    private readonly offers: OfferStore,
    private readonly manage: ManageOffers,
    private readonly catalog: CatalogReader,
    private readonly clock: Clock,
  ) {}

  async mine(actor: Actor): Promise<Result<readonly GameOfferSettings[], DomainError>> {
    const seller = requirePermission(actor, 'offer.manage');
    if (seller.isErr()) return err(seller.error);
    return ok((await this.settings.ofSeller(seller.value)).map(view));
  }

  async update(actor: Actor, p: UpdateOfferSettingsParams): Promise<Result<GameOfferSettings, DomainError>> {
    const seller = requirePermission(actor, 'offer.manage');
    if (seller.isErr()) return err(seller.error);
    if ((await this.catalog.findGame(p.gameType)) === undefined) return err(domainError('VALIDATION_FAILED', 'No such game', { field: 'gameType' }));
    const before = (await this.settings.ofSeller(seller.value)).find((s) => s.gameType === p.gameType);
    let awayPausedIds = before?.awayPausedIds ?? [];
    const away = p.away ?? before?.away ?? false;
    if (away && !(before?.away ?? false)) {
      const live = await this.liveOfferIds(seller.value, p.gameType);
      const paused = await this.manage.changeState(actor, live, 'pause');
      if (paused.isErr()) return err(paused.error);
      awayPausedIds = paused.value.changed.map((o) => o.id);
    } else if (!away && (before?.away ?? false)) {
      const resumed = await this.manage.changeState(actor, awayPausedIds, 'resume');
      if (resumed.isErr()) return err(resumed.error);
      awayPausedIds = [];
    }
    const next: StoredGameSettings = {
      gameType: p.gameType,
      sells: p.sells ?? before?.sells ?? true,
      defaultDelivery: p.defaultDelivery === undefined ? (before?.defaultDelivery ?? null) : p.defaultDelivery,
      away,
      awayPausedIds,
      updatedAt: this.clock.now(),
    };
    await this.settings.save(seller.value, next);
    return ok(view(next));
  }

  private async liveOfferIds(sellerId: string, gameType: string): Promise<string[]> {
    const ids: string[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await this.offers.list({ sellerId, gameType, states: ['AVAILABLE', 'SOLD_OUT'], limit: 200, offset });
      ids.push(...page.offers.map((o) => o.id));
      if (page.offers.length < 200) return ids;
    }
  }
}
