import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GetSellerLevel, SELLER_ROLES } from '../../../application/shopping/index.ts';
import { ROLES, ROLE_PERMISSIONS, sellerLevel, sellerStanding } from '../../../domain/index.ts';
import { InMemorySellerStats, userActor, visitor } from './fakes.ts';

function useCase(sales: number, disputes = 0) {
  return new GetSellerLevel(new InMemorySellerStats(new Map([['s1', sales]]), new Set(['s1']), new Map([['s1', disputes]])));
}

describe('GetSellerLevel', () => {
  it('answers 401 to visitors and 403 to users who do not sell', async () => {
    expect((await useCase(10).execute(visitor, { progress: true }))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    for (const roles of [[], ['CUSTOMER'], ['ADMIN', 'MODERATOR']]) {
      expect((await useCase(10).execute(userActor('s1', roles), { progress: true }))._unsafeUnwrapErr()).toEqual({ code: 'FORBIDDEN', message: 'Access denied' });
    }
  });

  it('gives SELLER and BULK_SELLER their level from completed sales, with progress only when asked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 50_000 }), fc.constantFrom(['SELLER'], ['BULK_SELLER'], ['SELLER', 'BULK_SELLER']), async (sales, roles) => {
        const uc = useCase(sales);
        const full = (await uc.execute(userActor('s1', roles), { progress: true }))._unsafeUnwrap();
        expect(full).toEqual({ ...sellerLevel(sales), completedSales: sales, disputes: 0, disputeRatePercent: 0, heldBackByDisputes: false, levels: sellerStanding({ completedSales: sales, disputes: 0 }).levels });
        const short = (await uc.execute(userActor('s1', roles), { progress: false }))._unsafeUnwrap();
        expect(short).toEqual({ level: full.level, name: full.name });
        expect('progress' in short).toBe(false);
        expect('nextLevelAt' in short).toBe(false);
      }),
    );
  });

  it('worked example: 60 sales is level 3 Established, (60 − 50) / (200 − 50) = 6.67% of the way, shown as 6', async () => {
    expect((await useCase(60).execute(userActor('s1', ['SELLER']), { progress: true }))._unsafeUnwrap()).toMatchObject({
      level: 3,
      name: 'Established',
      progress: 6,
      nextLevelAt: 200,
      completedSales: 60,
      disputes: 0,
      disputeRatePercent: 0,
      heldBackByDisputes: false,
    });
  });

  it('disputes hold a seller back: 60 sales with 4 disputes (6.3 %) stays Rising, and the answer says why', async () => {
    expect((await useCase(60, 4).execute(userActor('s1', ['SELLER']), { progress: true }))._unsafeUnwrap()).toMatchObject({
      level: 2,
      name: 'Rising',
      completedSales: 60,
      disputes: 4,
      disputeRatePercent: 6.3,
      heldBackByDisputes: true,
    });
  });

  it('answers NOT_FOUND when the seller row is gone', async () => {
    expect((await useCase(1).execute(userActor('gone', ['SELLER']), { progress: true }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('has a level for exactly the roles the permission table lets view one', () => {
    expect(ROLES.filter((r) => ROLE_PERMISSIONS[r].includes('seller.level.view')).sort()).toEqual([...SELLER_ROLES].sort());
  });
});
