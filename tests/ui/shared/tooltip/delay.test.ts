import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, tooltipOpenDelay } from '../../../../ui/features/shared/tooltip/delay.ts';

describe('tooltipOpenDelay', () => {
  it('waits 700 ms when no tooltip closed yet', () => {
    expect(tooltipOpenDelay(1_000_000, null)).toBe(TOOLTIP_DELAY_MS);
  });

  it('opens at once when another closed less than 300 ms ago, and waits again from 300 ms on', () => {
    expect(tooltipOpenDelay(10_000, 10_000)).toBe(0);
    expect(tooltipOpenDelay(10_299, 10_000)).toBe(0);
    expect(tooltipOpenDelay(10_300, 10_000)).toBe(TOOLTIP_DELAY_MS);
  });

  it('is either 0 or 700, and 0 exactly within the skip window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 100_000 }), (closedAt, since) => {
        const delay = tooltipOpenDelay(closedAt + since, closedAt);
        return delay === (since < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);
      }),
    );
  });
});
