import { err, ok, type Result } from 'neverthrow';
import { effectLedgerSteps, ledgerAccounts, orderReference, type DomainError, type LedgerStep, type OrderEffect } from '../../domain/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Outbox, Scheduler } from '../shared/ports/index.ts';
import { announceStock, orderDeadline, orderDeadlineKey } from './order-events.ts';
import type { OrderRecord, StockReservations } from './ports/index.ts';

/** What an effect asks of the lifecycle beyond money and stock (reminders, penalty records); none before payment. */
export interface LifecycleEffectHooks {
  remindBuyer(order: OrderRecord): Promise<void>;
  penaltyCharged(order: OrderRecord, amountMinor: number): Promise<void>;
  /** The order's fee reached revenue (completion): the affiliate's commission, if any, is paid in the same unit of work. */
  feeEarned?(order: OrderRecord): Promise<Result<void, DomainError>>;
  /** The fee left revenue again (a refund after completion): a paid commission is reversed. */
  feeReturned?(order: OrderRecord): Promise<Result<void, DomainError>>;
}

/**
 * Runs what the transition table asks for one order, inside the caller's unit
 * of work: the ledger steps of each effect (domain `effectLedgerSteps`, each
 * posting under a key naming the order, so a rerun adds nothing), the stock
 * given back, the timers armed (by key, so arming again moves the timer). An
 * error rolls the unit back.
 */
export class OrderEffects {
  constructor(
    private readonly ledger: Ledger,
    private readonly stock: StockReservations,
    private readonly outbox: Outbox,
    private readonly scheduler?: Scheduler,
    private readonly hooks?: LifecycleEffectHooks,
  ) {}

  async run(order: OrderRecord, effects: readonly OrderEffect[]): Promise<Result<void, DomainError>> {
    for (const effect of effects) {
      const done = await this.one(order, effect);
      if (done.isErr()) return done;
    }
    return ok(undefined);
  }

  private async one(order: OrderRecord, effect: OrderEffect): Promise<Result<void, DomainError>> {
    switch (effect.type) {
      case 'releaseStock':
        // A deal made in chat or on a request took no listing's stock, so none goes back.
        if (order.productId === null) return ok(undefined);
        await this.stock.release(order.productId, order.quantity);
        await announceStock(this.outbox, [order.productId]);
        return ok(undefined);
      case 'arm':
        if (this.scheduler === undefined) throw new Error('OrderEffects: arming a timer needs the scheduler');
        await this.scheduler.schedule(orderDeadline.at(orderDeadlineKey(order.id, effect.timer), effect.at, { orderId: order.id, timer: effect.timer }));
        return ok(undefined);
      case 'remindBuyer':
        await this.hooks?.remindBuyer(order);
        return ok(undefined);
      case 'chargePenalty': {
        const posted = await this.steps(order, effect);
        if (posted.isOk()) await this.hooks?.penaltyCharged(order, effect.amount);
        return posted;
      }
      case 'releaseToSeller':
      case 'refundFromSeller': {
        const posted = await this.steps(order, effect);
        if (posted.isErr()) return posted;
        const hook = effect.type === 'releaseToSeller' ? this.hooks?.feeEarned : this.hooks?.feeReturned;
        return hook === undefined ? posted : hook.call(this.hooks, order);
      }
      default:
        return this.steps(order, effect);
    }
  }

  private async steps(order: OrderRecord, effect: OrderEffect): Promise<Result<void, DomainError>> {
    const penaltiesOwed = effect.type === 'settleToSeller' ? await this.owed(order) : 0;
    for (const step of effectLedgerSteps(order, effect, { penaltiesOwed })) {
      const done = await this.step(order, step);
      if (done.isErr()) return done;
    }
    return ok(undefined);
  }

  private async step(order: OrderRecord, step: LedgerStep): Promise<Result<void, DomainError>> {
    switch (step.type) {
      case 'post':
        return (await this.ledger.post(step.transaction)).map(() => undefined);
      case 'hold':
        return (await this.ledger.hold(step.hold)).map(() => undefined);
      case 'postHolds':
      case 'voidHolds':
        for (const hold of await this.ledger.holdsFor(orderReference(order.id))) {
          if (hold.state !== 'pending') continue;
          const resolved = step.type === 'postHolds' ? await this.ledger.postHold(hold.id) : await this.ledger.voidHold(hold.id);
          if (resolved.isErr()) return err(resolved.error);
        }
        return ok(undefined);
    }
  }

  /** What the seller owes in penalties in the order's currency (their penalties account below zero). */
  private async owed(order: OrderRecord): Promise<number> {
    const balances = await this.ledger.balances([ledgerAccounts.sellerPenalties(order.sellerId)]);
    const balance = balances.find((b) => b.currency === order.lineTotal.currency)?.balance ?? 0;
    return Math.max(0, -balance);
  }
}
