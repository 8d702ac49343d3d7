import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActorDirectory } from '../../../application/accounts/ports/actor-directory.ts';
import type { SessionTokens } from '../../../application/accounts/ports/session-tokens.ts';
import { decorateRequestActor, hasSession } from '../../../adapters/server/http/shared/request-actor.ts';
import { VISITOR, actorFromProfile, type Actor } from '../../../domain/index.ts';

/** Token 'good' is u1's, 'gone' is an account that no longer exists; every lookup is counted. */
function fakes() {
  const calls = { tokens: 0, actors: 0 };
  const tokens: SessionTokens = {
    userIdFor: (token) => {
      calls.tokens += 1;
      return Promise.resolve(token === 'good' ? 'u1' : token === 'gone' ? 'ghost' : undefined);
    },
  };
  const actors: ActorDirectory = {
    actorOf: (userId) => {
      calls.actors += 1;
      return Promise.resolve(userId === 'u1' ? actorFromProfile({ id: 'u1', roles: ['SELLER'], banned: false, verificationState: 'VERIFIED' }) : VISITOR);
    },
  };
  return { calls, tokens, actors };
}

let app: FastifyInstance | undefined;

async function appWith(deps: ReturnType<typeof fakes>): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(cookie);
  decorateRequestActor(app, deps);
  // Reads the actor three times, as a route and the helpers it calls might.
  app.get('/who', async (request) => {
    const first: Actor = await request.actor;
    await request.actor;
    return { userId: first.userId, roles: first.roles, signedIn: await hasSession(request) };
  });
  app.get('/static', async () => ({ ok: true }));
  return app;
}

afterEach(async () => {
  await app?.close();
});

describe('the request actor', () => {
  it('is built once per request from a Bearer token or the authToken cookie', async () => {
    const deps = fakes();
    const server = await appWith(deps);
    const bearer = await server.inject({ url: '/who', headers: { authorization: 'Bearer good' } });
    expect(bearer.json()).toEqual({ userId: 'u1', roles: ['SELLER'], signedIn: true });
    expect(deps.calls).toEqual({ tokens: 1, actors: 1 });
    const cookieAuth = await server.inject({ url: '/who', cookies: { authToken: 'good' } });
    expect(cookieAuth.json()).toEqual({ userId: 'u1', roles: ['SELLER'], signedIn: true });
    expect(deps.calls).toEqual({ tokens: 2, actors: 2 });
  });

  it('reads the HttpOnly session cookie first, and the legacy authToken cookie for one release', async () => {
    const deps = fakes();
    const server = await appWith(deps);
    expect((await server.inject({ url: '/who', cookies: { session: 'good' } })).json()).toMatchObject({ userId: 'u1', signedIn: true });
    expect((await server.inject({ url: '/who', cookies: { session: 'good', authToken: 'forged' } })).json()).toMatchObject({ userId: 'u1', signedIn: true });
    expect((await server.inject({ url: '/who', cookies: { session: 'forged', authToken: 'good' } })).json()).toMatchObject({ userId: null, signedIn: false });
  });

  it('is the visitor without a token (no lookup), with an unknown token, and for an account that is gone', async () => {
    const deps = fakes();
    const server = await appWith(deps);
    expect((await server.inject({ url: '/who' })).json()).toEqual({ userId: null, roles: [], signedIn: false });
    expect(deps.calls).toEqual({ tokens: 0, actors: 0 });
    expect((await server.inject({ url: '/who', headers: { authorization: 'Bearer forged' } })).json()).toMatchObject({ userId: null, signedIn: false });
    expect((await server.inject({ url: '/who', cookies: { authToken: 'gone' } })).json()).toMatchObject({ userId: null, signedIn: false });
    expect(deps.calls).toEqual({ tokens: 2, actors: 1 });
  });

  it('costs nothing on a request that never asks who sent it', async () => {
    const deps = fakes();
    const server = await appWith(deps);
    expect((await server.inject({ url: '/static', headers: { authorization: 'Bearer good' } })).statusCode).toBe(200);
    expect(deps.calls).toEqual({ tokens: 0, actors: 0 });
  });
});
