import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $drawerOpen, drawerClosed, drawerToggled } from '../../../../ui/features/shared/drawer/model.ts';
import { pageLoadStarted } from '../../../../ui/features/shared/page/model.ts';

describe('drawer model', () => {
  it('toggles open and shut', async () => {
    const scope = fork();
    await allSettled(drawerToggled, { scope });
    expect(scope.getState($drawerOpen)).toBe(true);
    await allSettled(drawerToggled, { scope });
    expect(scope.getState($drawerOpen)).toBe(false);
  });

  it('closes on drawerClosed, and closing a closed drawer keeps it closed', async () => {
    const scope = fork({ values: [[$drawerOpen, true]] });
    await allSettled(drawerClosed, { scope });
    expect(scope.getState($drawerOpen)).toBe(false);
    await allSettled(drawerClosed, { scope });
    expect(scope.getState($drawerOpen)).toBe(false);
  });

  it('closes when a page starts loading (spec section 4)', async () => {
    const scope = fork({ values: [[$drawerOpen, true]] });
    await allSettled(pageLoadStarted, { scope });
    expect(scope.getState($drawerOpen)).toBe(false);
  });
});
