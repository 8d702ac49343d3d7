import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { $viewerTimeZone, readTimeZoneFx } from '../../../../ui/features/shared/app/time-zone.ts';

describe("the viewer's time zone", () => {
  it("keeps UTC until the page has hydrated, so the server's times and the first render agree, then takes the browser's", async () => {
    const scope = fork({ handlers: [[readTimeZoneFx, () => 'Asia/Tokyo']] });
    expect(scope.getState($viewerTimeZone)).toBe('UTC');
    await allSettled(appHydrated, { scope });
    expect(scope.getState($viewerTimeZone)).toBe('Asia/Tokyo');
  });

  it('stays UTC on the server, where nothing hydrates', () => {
    expect(fork().getState($viewerTimeZone)).toBe('UTC');
  });
});
