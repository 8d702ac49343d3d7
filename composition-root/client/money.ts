import { scopeBind, type Scope } from 'effector';
import type * as v from 'valibot';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import type { LiveDocument } from '../../adapters/client/shared/ddp-live-watches.ts';
import { MyOrdersPublication } from '../../contracts/orders/index.ts';
import type { PublicationContract } from '../../contracts/shared/index.ts';
import type { DomainError } from '../../domain/index.ts';
import { ordersReceived, stopOrdersFx, watchOrdersFx } from '../../ui/features/orders/list/model.ts';
import { idempotencyKeyFx } from '../../ui/features/shared/idempotency/model.ts';
import type { EffectHandlers } from './effect-handlers.ts';

/** The storefront's DDP channel as the money pages use it: methods, and the signed-in user's live publications. */
export interface MoneyChannel extends DdpMethodCaller {
  /** `onRefused`: the server refused the subscription (an order that is not the caller's, bad params). */
  watch<D extends v.GenericSchema>(
    publication: PublicationContract<string, string, D>,
    onDocuments: (documents: readonly LiveDocument<D>[]) => void,
    params?: readonly unknown[],
    onRefused?: (error: DomainError) => void,
  ): void;
  unwatch(publicationName: string): void;
}

/** An idempotency key: a UUID where the browser has one (secure contexts), else 128 random bits in hex. */
function freshKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What every page may need of the money side, bound at start: the `myOrders` publication (the user
 * menu's orders link) delivered into the scope, and idempotency keys from `crypto.randomUUID`.
 * The money pages' own effects are in `payments.ts` and `checkout.ts`, bound when such a page loads.
 */
export function bindMoneyHandlers(handlers: EffectHandlers, channel: MoneyChannel, scope: () => Scope): EffectHandlers {
  return handlers
    .bind(watchOrdersFx, () => channel.watch(MyOrdersPublication, (documents) => scopeBind(ordersReceived, { scope: scope() })(documents)))
    .bind(stopOrdersFx, () => channel.unwatch(MyOrdersPublication.name))
    .bind(idempotencyKeyFx, freshKey);
}
