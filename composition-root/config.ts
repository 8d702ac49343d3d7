import * as v from 'valibot';

const flag = v.pipe(v.picklist(['true', 'false', '1', '0']), v.transform((s) => s === 'true' || s === '1'));
const whole = (min: number, max: number) => v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(min), v.maxValue(max));

/**
 * The process configuration, from environment variables, validated once at
 * start. Every value has an embedded default so `npm start` needs nothing set.
 */
export const ConfigSchema = v.object({
  PORT: v.optional(whole(0, 65535), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /** Where mailed links point; defaults to http://localhost:PORT. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** A PostgreSQL server; without it the embedded PGlite keeps its files under DATA_DIR. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  /**
   * Connections each server process pools to DATABASE_URL at most. Each also
   * holds up to eight more (change feed, timers, rate limits): keep
   * processes × (this + 8) under the PostgreSQL server's max_connections.
   */
  DATABASE_POOL_SIZE: v.optional(whole(1, 1000), '10'),
  DATA_DIR: v.optional(v.string(), 'data/pglite'),
  /** A PGlite tarball (`DatabaseHandle.snapshot()`) an in-memory DATA_DIR starts from: test servers share one migrated, seeded database this way. */
  PGLITE_SNAPSHOT: v.optional(v.string()),
  /** Where uploaded and generated images are kept; defaults to `media` beside DATA_DIR (a temporary directory for an in-memory database). */
  MEDIA_DIR: v.optional(v.string()),
  /**
   * How many server processes share the port (node:cluster): unset, one per
   * core when NODE_ENV=production and DATABASE_URL is set, else one. WEB_CONCURRENCY
   * (the common platform variable) is read when SERVER_PROCESSES is not set.
   * PGlite is single-writer, so without DATABASE_URL it is always one.
   */
  SERVER_PROCESSES: v.optional(whole(1, 256)),
  WEB_CONCURRENCY: v.optional(whole(1, 256)),
  /** A Meilisearch server; without it the embedded search engine is used. */
  MEILISEARCH_URL: v.optional(v.pipe(v.string(), v.url())),
  MEILISEARCH_KEY: v.optional(v.string()),
  /** Headers a trusted proxy sets with the visitor's location (e.g. cf-ipcountry). */
  GEO_COUNTRY_HEADER: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+$/))),
  GEO_REGION_HEADER: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+$/))),
  GEO_CITY_HEADER: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+$/))),
  DEFAULT_COUNTRY: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'DEFAULT_COUNTRY must be two capital letters')), 'US'),
  TRUST_PROXY: v.optional(flag, 'false'),
  /** API requests per minute per address; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: v.optional(whole(0, 1_000_000), '600'),
  /**
   * How many seconds a page rendered for an anonymous visitor is reused (see
   * adapters/server/http/shared/page-cache.ts); 0 renders every request. Unset:
   * 5 when NODE_ENV=production, else 0, so development and tests see every write at once.
   */
  PAGE_CACHE_SECONDS: v.optional(whole(0, 3600)),
  /** A Redis server for the DDP rate limits; without it they are counted in PostgreSQL (DATABASE_URL) or in memory. */
  REDIS_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Multiplies every DDP method's rate limit (test servers and benchmarks raise it); 0 turns them off. */
  DDP_RATE_LIMIT_SCALE: v.optional(whole(0, 1_000_000), '1'),
  /** Fill an empty database with demo data at start. */
  DEMO_DATA: v.optional(flag, 'true'),
  DEMO_LISTINGS: v.optional(whole(0, 10_000_000), '2000'),
  DEMO_SEED: v.optional(whole(0, 2 ** 31), '42'),
  /** With the demo data, an open request on the board and a custom offer in a conversation to try (test servers start without, so suites see only their own deals). */
  DEMO_DEALS: v.optional(flag, 'true'),
  /**
   * Where providers deliver webhooks (`{base}/api/payments/webhooks/{provider}`)
   * and where their hosted pages send buyers back; defaults to the public URL.
   */
  PAYMENTS_WEBHOOK_BASE_URL: v.optional(v.pipe(v.string(), v.url())),
  /**
   * The local test provider's webhook signing secret. Unset, each process draws
   * a random one (nobody can forge its webhooks); processes sharing a database
   * must share one.
   */
  LOCAL_PAYMENTS_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'LOCAL_PAYMENTS_WEBHOOK_SECRET must be at least 16 characters'))),
  /** Both set: cards go through Stripe (test mode keys take test cards only); otherwise the local test provider takes them. */
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_…'))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_…'))),
  /** Another Stripe API address (stripe-mock, recorded answers), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: v.optional(v.pipe(v.string(), v.url())),
  /**
   * The AES-256 key (64 hex digits) that seals delivered account credentials
   * at rest. The embedded default is for development only: set your own in production.
   */
  ORDER_CREDENTIALS_KEY: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'ORDER_CREDENTIALS_KEY must be 64 lowercase hex digits')), '5be1c0de9a7f4e21b3d86f0c2a95e7d41f8b3c6a0d2e9f7b5c4a3918e6d2f0ab'),
  /** Serve the test-only hooks (POST /api/test/clock); also on whenever NODE_ENV=test. */
  TEST_HOOKS: v.optional(flag, 'false'),
  /** Game tools: with a key, /tracker/clash-royale reads the official Clash Royale API; without, the labelled demo source. */
  CLASH_ROYALE_API_KEY: v.optional(v.pipe(v.string(), v.minLength(20, 'CLASH_ROYALE_API_KEY must be the API token'))),
  /** The same for /tracker/brawl-stars and /tracker/clash-of-clans (Supercell's official APIs; keys are bound to the server's IP address). */
  BRAWL_STARS_API_KEY: v.optional(v.pipe(v.string(), v.minLength(20, 'BRAWL_STARS_API_KEY must be the API token'))),
  CLASH_OF_CLANS_API_KEY: v.optional(v.pipe(v.string(), v.minLength(20, 'CLASH_OF_CLANS_API_KEY must be the API token'))),
  /** /tracker/fortnite through fortnite-api.com (Epic has no public stats API). */
  FORTNITE_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'FORTNITE_API_KEY must be the API key'))),
  /** /tracker/league-of-legends and the MMR checker through Riot's official API (account-v1, summoner-v4, league-v4). */
  RIOT_API_KEY: v.optional(v.pipe(v.string(), v.regex(/^RGAPI-[0-9a-f-]{36}$/, 'RIOT_API_KEY must look like RGAPI-…'))),
  /** /tracker/valorant through the HenrikDev API (Riot's own API has no ranked data by Riot ID without RSO). */
  VALORANT_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'VALORANT_API_KEY must be the HenrikDev API key'))),
  /** /tracker/apex-legends through the Apex Legends Status API (mozambiquehe.re). */
  APEX_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'APEX_API_KEY must be the Apex Legends Status API key'))),
  /** /tracker/marvel-rivals through marvelrivalsapi.com. */
  MARVEL_RIVALS_API_KEY: v.optional(v.pipe(v.string(), v.minLength(8, 'MARVEL_RIVALS_API_KEY must be the API key'))),
  /** Riot's regional host (account-v1) and League platform host (summoner, league): Europe West by default. */
  RIOT_ACCOUNT_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://europe.api.riotgames.com'),
  LOL_PLATFORM_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://euw1.api.riotgames.com'),
  /** Other addresses of those APIs (tests point them at recorded answers). */
  CLASH_ROYALE_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.clashroyale.com/v1'),
  BRAWL_STARS_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.brawlstars.com/v1'),
  CLASH_OF_CLANS_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.clashofclans.com/v1'),
  FORTNITE_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://fortnite-api.com'),
  VALORANT_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.henrikdev.xyz'),
  APEX_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.mozambiquehe.re'),
  MARVEL_RIVALS_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://marvelrivalsapi.com'),
  /**
   * The cs-inventory-value calculator's "Load my Steam inventory": `steam` reads the public CS2 inventory
   * and the Steam Community Market's prices from STEAM_COMMUNITY_URL; `demo` (the default, no network)
   * answers a deterministic demo inventory at fixed demo prices, labelled demo on the page.
   */
  STEAM_INVENTORY_SOURCE: v.optional(v.picklist(['demo', 'steam'], 'STEAM_INVENTORY_SOURCE must be demo or steam'), 'demo'),
  STEAM_COMMUNITY_URL: v.optional(v.pipe(v.string(), v.url()), 'https://steamcommunity.com'),
  /**
   * Sign in with Steam (OpenID 2.0): on when STEAM_OPENID_URL is set (`https://steamcommunity.com/openid`
   * for the real Steam). Claimed IDs must be `{STEAM_OPENID_URL}/id/{17 digits}`.
   */
  STEAM_OPENID_URL: v.optional(v.pipe(v.string(), v.url())),
  /** With a Steam Web API key, new accounts take the persona name; without, the SteamID. */
  STEAM_API_KEY: v.optional(v.pipe(v.string(), v.regex(/^[0-9A-Fa-f]{32}$/, 'STEAM_API_KEY must be 32 hex digits'))),
  STEAM_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.steampowered.com'),
  /** Sign in with Discord (OAuth 2.0 code + PKCE): on when both the client id and secret are set. */
  DISCORD_CLIENT_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, 'DISCORD_CLIENT_ID must be the application id'))),
  DISCORD_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(8, 'DISCORD_CLIENT_SECRET must be the client secret'))),
  DISCORD_AUTHORIZE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://discord.com/oauth2/authorize'),
  DISCORD_TOKEN_URL: v.optional(v.pipe(v.string(), v.url()), 'https://discord.com/api/oauth2/token'),
  /** Where `/users/@me` is read. */
  DISCORD_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://discord.com/api'),
  /** Comma-separated CURRENCY=rate pairs overriding the seeded rates. */
  RATES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^([A-Z]{3}=\d+(\.\d+)?)(,[A-Z]{3}=\d+(\.\d+)?)*$/, 'RATES must look like EUR=0.92,JPY=155.3'),
    ),
  ),
});

export type Config = v.InferOutput<typeof ConfigSchema>;

/** The anonymous page cache's lifetime in seconds (PAGE_CACHE_SECONDS, or its default by NODE_ENV). */
export function pageCacheSeconds(config: Pick<Config, 'PAGE_CACHE_SECONDS' | 'NODE_ENV'>): number {
  return config.PAGE_CACHE_SECONDS ?? (config.NODE_ENV === 'production' ? 5 : 0);
}

/** Validates the environment; a bad value fails start-up with the variable's name. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  // Empty variables count as unset, as shells often export them that way.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(ConfigSchema, present);
  if (parsed.success) return parsed.output;
  const problems = parsed.issues.map((i) => `${v.getDotPath(i) ?? '(config)'}: ${i.message}`);
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
