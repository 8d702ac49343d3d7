import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $openTooltip, $tooltipLastClosedAt, tooltipClockFx, tooltipDelayFx, tooltipDismissed, tooltipTriggered, type TooltipWait } from '../../../../ui/features/shared/tooltip/model.ts';

function setup() {
  const waits: TooltipWait[] = [];
  const scope = fork({
    handlers: [
      [tooltipDelayFx, (w: TooltipWait) => (waits.push(w), w)],
      [tooltipClockFx, () => 5000],
    ],
  });
  return { scope, waits };
}

describe('tooltip model', () => {
  it('opens after its delay and closes on dismissal, keeping the close time', async () => {
    const { scope, waits } = setup();
    await allSettled(tooltipTriggered, { scope, params: 'a' });
    expect(waits).toEqual([{ id: 'a', lastClosedAt: null, token: 1 }]);
    expect(scope.getState($openTooltip)).toBe('a');
    await allSettled(tooltipDismissed, { scope, params: 'a' });
    expect(scope.getState($openTooltip)).toBeNull();
    expect(scope.getState($tooltipLastClosedAt)).toBe(5000);
  });

  it('measures the next wait against the last close', async () => {
    const { scope, waits } = setup();
    await allSettled(tooltipTriggered, { scope, params: 'a' });
    await allSettled(tooltipDismissed, { scope, params: 'a' });
    await allSettled(tooltipTriggered, { scope, params: 'b' });
    expect(waits[1]).toMatchObject({ id: 'b', lastClosedAt: 5000 });
    expect(scope.getState($openTooltip)).toBe('b');
  });

  it('leaving before the delay ends cancels the opening and records no close', async () => {
    let release: (() => void) | undefined;
    const scope = fork({
      handlers: [
        [tooltipDelayFx, (w: TooltipWait) => new Promise<TooltipWait>((resolve) => (release = () => resolve(w)))],
        [tooltipClockFx, () => 5000],
      ],
    });
    const triggered = allSettled(tooltipTriggered, { scope, params: 'a' });
    // Not awaited: allSettled would wait for the delay still under way; the event applies at once.
    const dismissed = allSettled(tooltipDismissed, { scope, params: 'a' });
    release?.();
    await Promise.all([triggered, dismissed]);
    expect(scope.getState($openTooltip)).toBeNull();
    expect(scope.getState($tooltipLastClosedAt)).toBeNull();
  });

  it('dismissing another tooltip leaves the open one alone', async () => {
    const { scope } = setup();
    await allSettled(tooltipTriggered, { scope, params: 'a' });
    await allSettled(tooltipDismissed, { scope, params: 'b' });
    expect(scope.getState($openTooltip)).toBe('a');
  });
});
