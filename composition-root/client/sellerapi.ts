import { callMethod, type DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { CreateApiKeyMethod, MyApiKeysMethod, RevokeApiKeyMethod, type ApiKeyInput } from '../../contracts/sellerapi/index.ts';
import { copySecretFx, createApiKeyFx, loadApiKeysFx, revokeApiKeyFx } from '../../ui/features/sellerapi/api-keys/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The API tab's effects bound to the browser: the key methods over DDP, and the clipboard for the new secret. */
export function bindSellerApiHandlers(handlers: EffectHandlers, ddp: DdpMethodCaller): EffectHandlers {
  return handlers
    .bind(loadApiKeysFx, unwrap(() => callMethod(ddp, MyApiKeysMethod)))
    .bind(createApiKeyFx, unwrap((input: ApiKeyInput) => callMethod(ddp, CreateApiKeyMethod, input)))
    .bind(revokeApiKeyFx, unwrap((keyId: string) => callMethod(ddp, RevokeApiKeyMethod, { keyId })))
    .bind(copySecretFx, (secret: string) => navigator.clipboard.writeText(secret));
}
