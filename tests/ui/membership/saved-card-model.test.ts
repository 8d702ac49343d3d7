import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { BuyIgPlusParams } from '../../../contracts/membership/index.ts';
import type { SaveCardParams } from '../../../contracts/payments/index.ts';
import { domainError } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { buyIgPlusFx, joinClicked, keepCardToggled, loadIgPlusFx, plusCardChanged, plusMethodChosen } from '../../../ui/features/membership/model.ts';
import {
  $renewalCard,
  $savedCard,
  $savedCardError,
  loadSavedCardFx,
  removeSavedCardClicked,
  removeSavedCardFx,
  renewalCardChanged,
  saveRenewalCardClicked,
  saveRenewalCardFx,
} from '../../../ui/features/membership/saved-card-model.ts';
import { idempotencyKeyFx } from '../../../ui/features/shared/idempotency/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';

const VISA = { id: 'card_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, createdAt: '2026-11-28T10:00:00.000Z' };

function page(saveAnswers: unknown[]) {
  const saves: SaveCardParams[] = [];
  const buys: BuyIgPlusParams[] = [];
  let removed = 0;
  let keys = 0;
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [idempotencyKeyFx, () => `key-${(keys += 1)}`],
      [loadIgPlusFx, () => ({ price: { minor: 499, currency: 'USD' }, membership: null })],
      [loadSavedCardFx, () => null],
      [
        saveRenewalCardFx,
        (params: SaveCardParams) => {
          saves.push(params);
          const answer = saveAnswers.shift();
          if (answer instanceof Object && 'code' in answer) throw answer;
          return answer;
        },
      ],
      [removeSavedCardFx, () => ((removed += 1), { removed: true })],
      [
        buyIgPlusFx,
        (params: BuyIgPlusParams) => {
          buys.push(params);
          return { membership: null, payment: { id: 'P1', status: 'succeeded' }, savedCard: params.saveCard === true ? VISA : null };
        },
      ],
    ],
  });
  return { scope, saves, buys, removed: () => removed };
}

const open = (scope: ReturnType<typeof fork>) =>
  allSettled(pageResolved, { scope, params: { name: 'igPlus', layout: 'default', params: {}, pathname: '/ig-plus', search: '', status: 200 } });

describe('the ig-plus renewal card', () => {
  it('asks to keep the card it joins with only when the member ticks the box, and then shows it', async () => {
    const { scope, buys } = page([]);
    await open(scope);
    expect(scope.getState($savedCard)).toBeNull();
    await allSettled(plusMethodChosen, { scope, params: 'CARD' });
    await allSettled(plusCardChanged, { scope, params: '4242 4242 4242 4242' });
    await allSettled(joinClicked, { scope });
    expect(buys[0]).not.toHaveProperty('saveCard');
    await allSettled(keepCardToggled, { scope, params: true });
    await allSettled(plusCardChanged, { scope, params: '4242-4242-4242-4242' });
    await allSettled(joinClicked, { scope });
    expect(buys[1]).toMatchObject({ method: 'CARD', card: '4242424242424242', saveCard: true });
    expect(scope.getState($savedCard)).toEqual(VISA);
  });

  it('keeps a typed card once per press, says why a card was refused, and removes the kept one', async () => {
    const { scope, saves, removed } = page([domainError('PAYMENT_DECLINED', 'Your card was declined.'), VISA]);
    await open(scope);
    await allSettled(renewalCardChanged, { scope, params: '12' });
    await allSettled(saveRenewalCardClicked, { scope });
    expect(saves).toEqual([]);
    await allSettled(renewalCardChanged, { scope, params: '4000 0000 0000 0002' });
    await allSettled(saveRenewalCardClicked, { scope });
    expect(scope.getState($savedCardError)?.key).toBe('payment.errors.declined');
    expect(scope.getState($savedCard)).toBeNull();
    await allSettled(renewalCardChanged, { scope, params: '4242 4242 4242 4242' });
    await allSettled(saveRenewalCardClicked, { scope });
    expect(saves.map((s) => s.card)).toEqual(['4000000000000002', '4242424242424242']);
    expect(new Set(saves.map((s) => s.idempotencyKey)).size).toBe(2);
    expect(scope.getState($savedCard)).toEqual(VISA);
    expect(scope.getState($savedCardError)).toBeNull();
    expect(scope.getState($renewalCard)).toBe('');
    await allSettled(removeSavedCardClicked, { scope });
    expect(removed()).toBe(1);
    expect(scope.getState($savedCard)).toBeNull();
  });
});
