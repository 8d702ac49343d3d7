import type { ServiceIdentifier } from 'inversify';
import type { Clock, RatesSource } from '../application/shared/ports/index.ts';
import type { PriceCart } from '../application/shopping/price-cart.ts';
import type { Config } from './config.ts';

/** Service identifiers: one per port or use case, typed so `get` needs no casts. */
export const TOKENS = {
  Config: Symbol.for('Config') as ServiceIdentifier<Config>,
  Clock: Symbol.for('Clock') as ServiceIdentifier<Clock>,
  RatesSource: Symbol.for('RatesSource') as ServiceIdentifier<RatesSource>,
  PriceCart: Symbol.for('PriceCart') as ServiceIdentifier<PriceCart>,
} as const;
