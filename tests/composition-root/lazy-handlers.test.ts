import { allSettled, createEffect, fork } from 'effector';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { EffectHandlers } from '../../composition-root/client/effect-handlers.ts';
import type { LazyAccountConnection } from '../../composition-root/client/lazy-account-connection.ts';
import { bindOnFirstUse } from '../../composition-root/client/lazy-handlers.ts';
import { startHandlerGroups } from '../../composition-root/client/start-handler-groups.ts';

const connection = { call: () => Promise.resolve(ok(null)), watch: () => undefined, unwatch: () => undefined } as unknown as LazyAccountConnection;

describe('handlers loaded on first use', () => {
  it('load nothing until an effect runs, then once for every effect of the group', async () => {
    const doubleFx = createEffect<number, number>();
    const halveFx = createEffect<number, number>();
    let loads = 0;
    const handlers = bindOnFirstUse(new EffectHandlers(), [doubleFx, halveFx], () => {
      loads += 1;
      return Promise.resolve(
        new EffectHandlers().bind(doubleFx, (n) => n * 2).bind(halveFx, (n) => n / 2),
      );
    });
    const scope = fork({ handlers: handlers.toMap() });
    expect(loads).toBe(0);
    const [doubled, halved] = await Promise.all([allSettled(doubleFx, { scope, params: 21 }), allSettled(halveFx, { scope, params: 8 })]);
    expect(doubled).toEqual({ status: 'done', value: 42 });
    expect(halved).toEqual({ status: 'done', value: 4 });
    await allSettled(doubleFx, { scope, params: 1 });
    expect(loads).toBe(1);
  });

  it('fail the call that met a failed load, and load again on the next', async () => {
    const pingFx = createEffect<undefined, string>();
    let attempts = 0;
    const handlers = bindOnFirstUse(new EffectHandlers(), [pingFx], () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(new EffectHandlers().bind(pingFx, () => 'pong'));
    });
    const scope = fork({ handlers: handlers.toMap() });
    expect(await allSettled(pingFx, { scope })).toMatchObject({ status: 'fail', value: { message: 'chunk failed' } });
    expect(await allSettled(pingFx, { scope })).toEqual({ status: 'done', value: 'pong' });
  });

  it('name each group’s effects exactly as its binder binds them, so no call finds its module without a handler', async () => {
    const groups = startHandlerGroups({ connection, scope: () => fork() });
    expect(groups.length).toBeGreaterThan(5);
    for (const group of groups) {
      const bound = [...(await group.load()).toMap().keys()];
      expect(new Set(bound)).toEqual(new Set(group.effects));
      expect(bound).toHaveLength(group.effects.length);
    }
    const all = groups.flatMap((group) => group.effects);
    expect(new Set(all).size).toBe(all.length);
  });
});
