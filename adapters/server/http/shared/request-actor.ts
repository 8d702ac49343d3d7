import '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { SessionTokens } from '../../../../application/accounts/ports/session-tokens.ts';
import { signedInUserId, VISITOR, type Actor } from '../../../../domain/index.ts';
import { requestToken } from './request-auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who sent the request: the user of its login token (Bearer header or
     * session cookie) as their account stands now, or the visitor.
     * Built on first use and kept for the rest of the request, so a request
     * that never asks (an asset, a cached page) costs no lookup.
     */
    readonly actor: Promise<Actor>;
  }
}

export interface RequestActorDeps {
  readonly tokens: SessionTokens;
  readonly actors: ActorDirectory;
}

/** Gives every request of `app` its {@link FastifyRequest.actor}; call before registering routes. */
export function decorateRequestActor(app: FastifyInstance, deps: RequestActorDeps): void {
  const built = new WeakMap<FastifyRequest, Promise<Actor>>();
  app.decorateRequest('actor', {
    getter(this: FastifyRequest): Promise<Actor> {
      let actor = built.get(this);
      if (actor === undefined) {
        actor = actorOfToken(requestToken(this), deps);
        built.set(this, actor);
      }
      return actor;
    },
  });
}

async function actorOfToken(token: string | undefined, deps: RequestActorDeps): Promise<Actor> {
  if (token === undefined) return VISITOR;
  const userId = await deps.tokens.userIdFor(token);
  return userId === undefined ? VISITOR : deps.actors.actorOf(userId);
}

/**
 * Whether the request comes from a signed-in account — what the catalog's
 * `hasAuthToken` means (hidden games, private caching). A banned user's token
 * no longer counts, even before their sessions are ended (issue 11, finding 12).
 */
export async function hasSession(request: FastifyRequest): Promise<boolean> {
  return signedInUserId(await request.actor) !== null;
}
