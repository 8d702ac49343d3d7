import * as v from 'valibot';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ActorDirectory } from '../../../application/accounts/ports/actor-directory.ts';
import { actorMethod } from '../../../adapters/server/ddp-api/shared/actor-method.ts';
import type { MethodContext } from '../../../adapters/server/ddp/index.ts';
import { VISITOR, actorFromProfile, type Actor } from '../../../domain/index.ts';

function directory() {
  const asked: string[] = [];
  const actors: ActorDirectory = {
    actorOf: (userId) => {
      asked.push(userId);
      return Promise.resolve(actorFromProfile({ id: userId, roles: ['MODERATOR'], banned: false, verificationState: 'VERIFIED' }));
    },
  };
  return { asked, actors };
}

/** A call's context on a connection logged in as `userId` (or anonymous). */
function context(userId: string | null): MethodContext {
  return {
    connectionId: 'c1',
    clientAddress: '198.51.100.4',
    httpHeaders: {},
    userId,
    setUserId: () => undefined,
    onClose: () => undefined,
    unblock: () => undefined,
  };
}

describe('DDP methods that act for someone', () => {
  const Params = v.tuple([v.object({ n: v.number() })]);

  it('check the params first: a bad call is refused with 400 naming the field and costs no lookup', async () => {
    const { asked, actors } = directory();
    const handler = actorMethod(actors)(Params, () => Promise.resolve(ok('ran')));
    const result = await handler(context('u1'), [{ n: 'x' }]);
    expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'params.0.n' } });
    expect(asked).toEqual([]);
  });

  it('build the actor of the connection’s user once per call, fresh each call', async () => {
    const { asked, actors } = directory();
    const seen: Actor[] = [];
    const handler = actorMethod(actors)(Params, (actor, [p], ctx) => {
      seen.push(actor);
      return Promise.resolve(ok({ n: p.n, from: ctx.clientAddress }));
    });
    expect((await handler(context('u1'), [{ n: 1 }]))._unsafeUnwrap()).toEqual({ n: 1, from: '198.51.100.4' });
    expect((await handler(context('u1'), [{ n: 2 }]))._unsafeUnwrap()).toEqual({ n: 2, from: '198.51.100.4' });
    expect(asked).toEqual(['u1', 'u1']);
    expect(seen.map((a) => [a.userId, a.roles])).toEqual([
      ['u1', ['MODERATOR']],
      ['u1', ['MODERATOR']],
    ]);
  });

  it('hand an anonymous connection the visitor without a lookup', async () => {
    const { asked, actors } = directory();
    let seen: Actor | undefined;
    const handler = actorMethod(actors)(Params, (actor) => {
      seen = actor;
      return Promise.resolve(ok(null));
    });
    await handler(context(null), [{ n: 1 }]);
    expect(seen).toBe(VISITOR);
    expect(asked).toEqual([]);
  });
});
