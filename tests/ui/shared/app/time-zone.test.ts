import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { $viewerTimeZone, readTimeZoneFx, viewerTimeShown } from '../../../../ui/features/shared/app/time-zone.ts';

function browser() {
  const reads: string[] = [];
  const scope = fork({ handlers: [[readTimeZoneFx, () => (reads.push('read'), 'Asia/Tokyo')]] });
  return { scope, reads };
}

describe("the viewer's time zone", () => {
  it("keeps UTC until the page has hydrated, so the server's times and the first render agree, then takes the browser's", async () => {
    const { scope, reads } = browser();
    await allSettled(viewerTimeShown, { scope });
    expect(scope.getState($viewerTimeZone)).toBe('UTC');
    await allSettled(appHydrated, { scope });
    expect(scope.getState($viewerTimeZone)).toBe('Asia/Tokyo');
    await allSettled(viewerTimeShown, { scope });
    expect(reads).toHaveLength(1);
  });

  it('is not asked for on a page that shows no viewer time, and is once one is drawn later (a chat opened)', async () => {
    const { scope, reads } = browser();
    await allSettled(appHydrated, { scope });
    expect(reads).toHaveLength(0);
    expect(scope.getState($viewerTimeZone)).toBe('UTC');
    await allSettled(viewerTimeShown, { scope });
    expect(scope.getState($viewerTimeZone)).toBe('Asia/Tokyo');
  });

  it('stays UTC on the server, where nothing hydrates', async () => {
    const { scope, reads } = browser();
    await allSettled(viewerTimeShown, { scope });
    expect(scope.getState($viewerTimeZone)).toBe('UTC');
    expect(reads).toHaveLength(0);
  });
});
