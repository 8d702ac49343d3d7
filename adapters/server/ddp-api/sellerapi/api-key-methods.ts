import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { ManageApiKeys } from '../../../../application/sellerapi/index.ts';
import { CreateApiKeyMethod, MyApiKeysMethod, RevokeApiKeyMethod } from '../../../../contracts/sellerapi/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

/** The API tab's methods: params checked by the contract, `api.keys` checked by the use case. */
export function apiKeyMethods(keys: ManageApiKeys, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [CreateApiKeyMethod.name, method(CreateApiKeyMethod.params, (actor, [p]) => keys.create(actor, p))],
    [MyApiKeysMethod.name, method(MyApiKeysMethod.params, (actor) => keys.mine(actor))],
    [RevokeApiKeyMethod.name, method(RevokeApiKeyMethod.params, (actor, [p]) => keys.revoke(actor, p.keyId))],
  ]);
}
