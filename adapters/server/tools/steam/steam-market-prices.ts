import * as v from 'valibot';
import { err, ok, type Result } from 'neverthrow';
import { domainError, parseUsdPrice, type DomainError } from '../../../../domain/index.ts';
import type { JsonHttp } from '../../../../application/tools/stats-ports.ts';
import type { MarketPrices } from '../../../../application/tools/steam-inventory-ports.ts';
import { getJson } from '../json-api.ts';

/*
 * The Steam Community Market's price of one CS2 item in US dollars:
 * GET {STEAM_COMMUNITY_URL}/market/priceoverview/?appid=730&currency=1&market_hash_name=…
 * answers { success: true, lowest_price?: "$1.23", median_price?, volume? }.
 * The lowest listed price is what the item would sell for now; with nobody
 * listing it, the recent median. A name the market does not trade answers
 * { success: false } (Steam sends it with a 500): no price, not an outage.
 * Only USD is asked (currency=1), so only "$" strings are read.
 */

const Overview = v.object({ success: v.literal(true), lowest_price: v.optional(v.string()), median_price: v.optional(v.string()), volume: v.optional(v.string()) });
const NotTraded = v.object({ success: v.literal(false) });

export class SteamMarketPrices implements MarketPrices {
  readonly kind = 'official' as const;
  readonly name = 'Steam Community Market';

  constructor(
    private readonly baseUrl: string,
    private readonly http: JsonHttp,
  ) {}

  async priceOf(marketHashName: string): Promise<Result<number | null, DomainError>> {
    // encodeURIComponent, not URLSearchParams: names hold spaces and "|", and Steam's links write a space as %20.
    const query = `appid=730&currency=1&market_hash_name=${encodeURIComponent(marketHashName)}`;
    const answer = await getJson(this.http, {
      url: `${this.baseUrl.replace(/\/$/, '')}/market/priceoverview/?${query}`,
      schema: v.union([Overview, NotTraded]),
      notFound: () => domainError('UNAVAILABLE', 'The market price endpoint is missing'),
      special: (status, body) => ((status === 200 || status === 500) && v.is(NotTraded, body) ? 'ok' : undefined),
    });
    if (answer.isErr()) return err(answer.error);
    if (!answer.value.success) return ok(null);
    const text = answer.value.lowest_price ?? answer.value.median_price;
    if (text === undefined) return ok(null);
    const cents = parseUsdPrice(text);
    return cents === null ? err(domainError('UNAVAILABLE', `The market answered a price we cannot read: ${text}`)) : ok(cents);
  }
}
