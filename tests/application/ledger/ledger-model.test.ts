import fc from 'fast-check';
import { describe, it } from 'vitest';
import { InMemoryBooks } from './in-memory-ledger.ts';
import { ledgerOp, runLedgerModel } from './ledger-model.ts';

describe('the ledger over random sequences of money movements (in-memory books)', () => {
  it('keeps every transaction balanced, the books at zero, caches equal to entries, no holder below zero, replays inert, holds resolved once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ledgerOp, { minLength: 5, maxLength: 40, size: 'max' }), async (ops) => {
        const books = new InMemoryBooks();
        await runLedgerModel(books.ledger(), books, ops, 'm');
      }),
    );
  }, 120_000);
});
