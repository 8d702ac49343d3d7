import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { TRACKER_GAMES, type TrackerGame } from '../../domain/index.ts';
import { BrowsePokedex } from '../../application/tools/browse-pokedex.ts';
import { LookUpPlayer } from '../../application/tools/look-up-player.ts';
import type { PlayerStatsSource, PlayerStatsSources } from '../../application/tools/stats-ports.ts';
import { PkmnDexPokedexSource } from '../../adapters/server/tools/pkmn-dex-pokedex-source.ts';
import { BrawlStarsApiSource } from '../../adapters/server/tools/stats/brawl-stars-api-source.ts';
import { ClashOfClansApiSource } from '../../adapters/server/tools/stats/clash-of-clans-api-source.ts';
import { ClashRoyaleApiSource } from '../../adapters/server/tools/stats/clash-royale-api-source.ts';
import { LeagueOfLegendsApiSource } from '../../adapters/server/tools/stats/league-of-legends-api-source.ts';
import { FortniteApiSource } from '../../adapters/server/tools/stats/fortnite-api-source.ts';
import { ValorantApiSource } from '../../adapters/server/tools/stats/valorant-api-source.ts';
import { ApexLegendsApiSource } from '../../adapters/server/tools/stats/apex-legends-api-source.ts';
import { MarvelRivalsApiSource } from '../../adapters/server/tools/stats/marvel-rivals-api-source.ts';
import { DemoPlayerStatsSource } from '../../adapters/server/tools/stats/demo-player-stats-source.ts';
import { fetchJsonHttp } from '../../adapters/server/tools/stats/fetch-json-http.ts';
import { ValueSteamInventory } from '../../application/tools/value-steam-inventory.ts';
import { DemoMarketPrices, DemoSteamInventory } from '../../adapters/server/tools/steam/demo-steam-inventory.ts';
import { SteamCommunityInventory } from '../../adapters/server/tools/steam/steam-community-inventory.ts';
import { SteamMarketPrices } from '../../adapters/server/tools/steam/steam-market-prices.ts';
import { ReadPriceHistory, RecordPriceSnapshot, priceSnapshotTimer } from '../../application/tools/price-history.ts';
import { SqlPriceHistory } from '../../adapters/server/persistence/tools/sql-price-history.ts';
import { SHARED } from './shared.module.ts';

export const GAME_TOOLS = {
  BrowsePokedex: Symbol.for('tools.BrowsePokedex') as ServiceIdentifier<BrowsePokedex>,
  LookUpPlayer: Symbol.for('tools.LookUpPlayer') as ServiceIdentifier<LookUpPlayer>,
  ValueSteamInventory: Symbol.for('tools.ValueSteamInventory') as ServiceIdentifier<ValueSteamInventory>,
  RecordPriceSnapshot: Symbol.for('tools.RecordPriceSnapshot') as ServiceIdentifier<RecordPriceSnapshot>,
  ReadPriceHistory: Symbol.for('tools.ReadPriceHistory') as ServiceIdentifier<ReadPriceHistory>,
} as const;

/** The game tools (pokedex, player stats, price history; the calculators live in their own module). */
export const gameToolsModule = new ContainerModule(({ bind, onActivation }) => {
  bind(GAME_TOOLS.BrowsePokedex).toDynamicValue(() => new BrowsePokedex(new PkmnDexPokedexSource())).inSingletonScope();
  bind(GAME_TOOLS.LookUpPlayer)
    .toDynamicValue((ctx) => {
      const config = ctx.get(SHARED.Config);
      const clock = ctx.get(SHARED.Clock);
      // A game with an API key configured reads its official API; every other game the labelled demo source.
      const official: Partial<Record<TrackerGame, PlayerStatsSource>> = {
        ...(config.CLASH_ROYALE_API_KEY === undefined ? {} : { 'clash-royale': new ClashRoyaleApiSource(config.CLASH_ROYALE_API_KEY, fetchJsonHttp, config.CLASH_ROYALE_API_URL) }),
        ...(config.BRAWL_STARS_API_KEY === undefined ? {} : { 'brawl-stars': new BrawlStarsApiSource(config.BRAWL_STARS_API_KEY, fetchJsonHttp, config.BRAWL_STARS_API_URL) }),
        ...(config.CLASH_OF_CLANS_API_KEY === undefined ? {} : { 'clash-of-clans': new ClashOfClansApiSource(config.CLASH_OF_CLANS_API_KEY, fetchJsonHttp, config.CLASH_OF_CLANS_API_URL) }),
        ...(config.RIOT_API_KEY === undefined ? {} : { 'league-of-legends': new LeagueOfLegendsApiSource(config.RIOT_API_KEY, fetchJsonHttp, config.RIOT_ACCOUNT_API_URL, config.LOL_PLATFORM_API_URL) }),
        ...(config.FORTNITE_API_KEY === undefined ? {} : { fortnite: new FortniteApiSource(config.FORTNITE_API_KEY, fetchJsonHttp, config.FORTNITE_API_URL) }),
        ...(config.VALORANT_API_KEY === undefined ? {} : { valorant: new ValorantApiSource(config.VALORANT_API_KEY, fetchJsonHttp, config.VALORANT_API_URL) }),
        ...(config.APEX_API_KEY === undefined ? {} : { 'apex-legends': new ApexLegendsApiSource(config.APEX_API_KEY, fetchJsonHttp, config.APEX_API_URL) }),
        ...(config.MARVEL_RIVALS_API_KEY === undefined ? {} : { 'marvel-rivals': new MarvelRivalsApiSource(config.MARVEL_RIVALS_API_KEY, fetchJsonHttp, config.MARVEL_RIVALS_API_URL) }),
      };
      const sources = Object.fromEntries(TRACKER_GAMES.map((game) => [game, official[game] ?? new DemoPlayerStatsSource(game, clock)])) as PlayerStatsSources;
      return new LookUpPlayer(sources, clock);
    })
    .inSingletonScope();
  bind(GAME_TOOLS.ValueSteamInventory)
    .toDynamicValue((ctx) => {
      const config = ctx.get(SHARED.Config);
      // Steam itself only when asked for: a fresh machine (no network) gets the labelled demo inventory and prices.
      const steam = config.STEAM_INVENTORY_SOURCE === 'steam';
      const inventory = steam ? new SteamCommunityInventory(config.STEAM_COMMUNITY_URL, fetchJsonHttp) : new DemoSteamInventory();
      const prices = steam ? new SteamMarketPrices(config.STEAM_COMMUNITY_URL, fetchJsonHttp) : new DemoMarketPrices();
      return new ValueSteamInventory(inventory, prices, ctx.get(SHARED.Clock));
    })
    .inSingletonScope();
  bind(GAME_TOOLS.RecordPriceSnapshot)
    .toDynamicValue((ctx) => new RecordPriceSnapshot(new SqlPriceHistory(ctx.get(SHARED.Database)), ctx.get(SHARED.Scheduler), ctx.get(SHARED.Clock)))
    .inSingletonScope();
  bind(GAME_TOOLS.ReadPriceHistory).toDynamicValue((ctx) => new ReadPriceHistory(new SqlPriceHistory(ctx.get(SHARED.Database)), ctx.get(SHARED.Clock)));
  onActivation(SHARED.TimerHandlers, (ctx, handlers) => handlers.on(priceSnapshotTimer, ctx.get(GAME_TOOLS.RecordPriceSnapshot).onTimer));
});
