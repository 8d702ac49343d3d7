import { isNonNegative, type LedgerAccount, type LedgerStep, type PostingHold } from '../../../domain/index.ts';

/**
 * The books in memory, one currency, for the lifecycle's property tests: it
 * runs the machine's ledger steps with the real ledger's rules (entries sum
 * to zero, a non-negative account never below zero available, holds set
 * money aside and resolve once) and fails loudly when a step breaks one.
 */
export class BooksModel {
  private readonly balances = new Map<string, { balance: number; pending: number }>();
  private readonly holds: { hold: PostingHold; state: 'pending' | 'posted' | 'voided' }[] = [];
  private readonly keys = new Set<string>();

  balance(account: string): number {
    return this.balances.get(account)?.balance ?? 0;
  }

  pending(account: string): number {
    return this.balances.get(account)?.pending ?? 0;
  }

  /** The sum of every balance: 0 while the books balance. */
  trialBalance(): number {
    let sum = 0;
    for (const { balance } of this.balances.values()) sum += balance;
    return sum;
  }

  fund(account: LedgerAccount, from: LedgerAccount, minor: number): void {
    this.move(account, minor);
    this.move(from, -minor);
  }

  run(step: LedgerStep): void {
    switch (step.type) {
      case 'post': {
        if (this.keys.has(step.transaction.idempotencyKey)) return;
        this.keys.add(step.transaction.idempotencyKey);
        const sum = step.transaction.entries.reduce((a, e) => a + e.amount.minor, 0);
        if (sum !== 0) throw new Error(`unbalanced ${step.transaction.kind}: ${sum}`);
        for (const e of step.transaction.entries) this.move(e.account, e.amount.minor);
        for (const e of step.transaction.entries) this.check(e.account);
        return;
      }
      case 'hold': {
        if (this.keys.has(step.hold.idempotencyKey)) return;
        this.keys.add(step.hold.idempotencyKey);
        this.row(step.hold.from).pending += step.hold.amount.minor;
        this.check(step.hold.from);
        this.holds.push({ hold: step.hold, state: 'pending' });
        return;
      }
      case 'postHolds':
      case 'voidHolds':
        for (const h of this.holds.filter((x) => x.state === 'pending')) {
          this.row(h.hold.from).pending -= h.hold.amount.minor;
          if (step.type === 'postHolds') {
            this.move(h.hold.from, -h.hold.amount.minor);
            this.move(h.hold.to, h.hold.amount.minor);
          }
          h.state = step.type === 'postHolds' ? 'posted' : 'voided';
        }
        return;
    }
  }

  private row(account: string): { balance: number; pending: number } {
    let row = this.balances.get(account);
    if (row === undefined) this.balances.set(account, (row = { balance: 0, pending: 0 }));
    return row;
  }

  private move(account: string, minor: number): void {
    this.row(account).balance += minor;
  }

  private check(account: LedgerAccount): void {
    const row = this.row(account);
    if (isNonNegative(account) && (row.balance < 0 || row.balance - row.pending < 0)) throw new Error(`${account} below zero: ${row.balance} (pending ${row.pending})`);
  }
}
