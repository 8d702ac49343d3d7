import type { FastifyInstance } from 'fastify';
import type { TrialBalance } from '../../../../application/ledger/index.ts';
import { sendDomainError } from '../shared/replies.ts';

export interface LedgerRouteDeps {
  readonly trialBalance: TrialBalance;
}

/**
 * GET /api/admin/ledger/trial-balance: per currency, the sum of every entry
 * ever posted (0 when the books balance) and the entry count, for staff
 * with 'ledger.audit' (admins): 401 for a visitor, 403 for anyone else.
 * Never cached: it is the books as they stand.
 */
export function registerLedgerRoutes(app: FastifyInstance, deps: LedgerRouteDeps): void {
  app.get('/api/admin/ledger/trial-balance', async (request, reply) => {
    const answer = await deps.trialBalance.execute(await request.actor);
    if (answer.isErr()) return sendDomainError(reply, answer.error);
    return reply.header('cache-control', 'no-store').send(answer.value);
  });
}
