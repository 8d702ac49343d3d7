import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { apiRequestFx } from '../../../../ui/features/shared/api/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';
import { $marketQuote, $marketState } from '../../../../ui/features/tools/calculators/market.ts';
import { $calculator, $inputs, $results, fieldCommitted, fieldStepped, fieldTyped } from '../../../../ui/features/tools/calculators/model.ts';

const page = (game: string) => ({ name: 'calculator', layout: 'default' as const, params: { game }, pathname: `/calculator/${game}`, search: '', status: 200 });

/** Two V-Bucks offers as the listing search answers them: a 5,000 pack tag-less title and a 13,500 one. */
const offers = {
  hits: [
    { _id: 'a', title: '5,000 V-Bucks (EU)', price: 3000, quantity: 5, tags: {} },
    { _id: 'b', title: '13,500 V-Bucks', price: 9500, quantity: 1, tags: {} },
  ],
};

async function opened(game: string, answer: unknown = offers) {
  const asked: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        apiRequestFx,
        (request: unknown) => {
          asked.push(request);
          return answer;
        },
      ],
    ],
  });
  await allSettled(pageResolved, { scope, params: page(game) });
  return { scope, asked };
}

describe('calculator page model', () => {
  it('loads the calculator of the page, starts from its initial inputs, and prices the amount in our offers', async () => {
    const { scope, asked } = await opened('fortnite');
    expect(scope.getState($calculator)?.slug).toBe('fortnite');
    expect(scope.getState($inputs)).toEqual({ slug: 'fortnite', values: { target: 2800, budget: 50 } });
    expect(asked).toEqual([{ method: 'POST', path: '/api/products/search/fortnite/currency?disableIsr=true', body: { listingQuery: { sortBy: 'price', sortDirection: 1 } } }]);
    expect(scope.getState($marketState)).toBe('ready');
    // 2,800 V-Bucks: one 5,000 offer at $30.00 is the cheapest cover.
    expect(scope.getState($marketQuote)).toEqual({ asked: 2800, priceMinor: 3000, amount: 5000 });
  });

  it('applies the number-select rules to typed values: snapped to the step, clamped, and a non-number reverts', async () => {
    const { scope } = await opened('steam');
    const received = () => scope.getState($inputs).values['received'];
    await allSettled(fieldTyped, { scope, params: { key: 'received', text: '12.345' } });
    await allSettled(fieldCommitted, { scope, params: 'received' });
    expect(received()).toBe(12.35);
    await allSettled(fieldTyped, { scope, params: { key: 'received', text: 'lots' } });
    await allSettled(fieldCommitted, { scope, params: 'received' });
    expect(received()).toBe(12.35);
    await allSettled(fieldTyped, { scope, params: { key: 'received', text: '99999' } });
    await allSettled(fieldCommitted, { scope, params: 'received' });
    expect(received()).toBe(2000);
    await allSettled(fieldStepped, { scope, params: { key: 'received', direction: 1 } });
    expect(received()).toBe(2000);
    await allSettled(fieldStepped, { scope, params: { key: 'received', direction: -1 } });
    expect(received()).toBe(1999.99);
  });

  it('recomputes the results from the committed inputs (13,500 V-Bucks → one $89.99 pack) and the market quote follows', async () => {
    const { scope } = await opened('fortnite');
    await allSettled(fieldTyped, { scope, params: { key: 'target', text: '13500' } });
    await allSettled(fieldCommitted, { scope, params: 'target' });
    const cover = scope.getState($results).find((r) => r.key === 'coverPrice')?.value;
    expect(cover?.kind === 'money' ? cover.money.minor : null).toBe(8999);
    // 13,500 from our offers: 3×5,000 at 3×$30.00 = $90.00 is cheaper than the one 13,500 offer at $95.00.
    expect(scope.getState($marketQuote)).toEqual({ asked: 13_500, priceMinor: 9000, amount: 15_000 });
  });

  it('a calculator with nothing on the marketplace asks the search nothing', async () => {
    const { scope, asked } = await opened('lol-resistance');
    expect(asked).toEqual([]);
    expect(scope.getState($marketState)).toBe('none');
    expect(scope.getState($results).find((r) => r.key === 'reduction')?.value).toEqual({ kind: 'percent', value: 50 });
  });
});
