import type { AccountData } from '../../../../application/accounts/account-data.ts';
import type { DeleteAccount } from '../../../../application/accounts/account-deletion.ts';
import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import { CompleteOnboardingMethod, DeleteAccountMethod, ExportMyDataMethod, MyBillingDetailsMethod, SaveBillingDetailsMethod } from '../../../../contracts/accounts/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';
import { digestOf } from './account-methods.ts';
import type { ConnectionTokens } from './connection-tokens.ts';

/** Billing details, onboarding finished, the data export and deleting the account: shapes checked by the contracts, rules by the use cases. */
export function accountDataMethods(data: AccountData, deletion: DeleteAccount, tokens: ConnectionTokens, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [MyBillingDetailsMethod.name, method(MyBillingDetailsMethod.params, (actor) => data.billingDetails(actor))],
    [SaveBillingDetailsMethod.name, method(SaveBillingDetailsMethod.params, (actor, [p]) => data.saveBillingDetails(actor, p))],
    [CompleteOnboardingMethod.name, method(CompleteOnboardingMethod.params, (actor) => data.completeOnboarding(actor))],
    [ExportMyDataMethod.name, method(ExportMyDataMethod.params, (actor) => data.exportMyData(actor))],
    [
      DeleteAccountMethod.name,
      method(DeleteAccountMethod.params, (actor, [p], ctx) =>
        deletion.execute(actor, {
          passwordDigest: p.password === undefined ? undefined : digestOf(p.password),
          twoFactorCode: p.twoFactorCode,
          clientAddress: ctx.clientAddress,
          // This connection is logged out before the removal is announced, as `logout` does, so the
          // ending of the user's connections spares it until its answer and `updated` have gone out.
          loggedOut: () => {
            tokens.take(ctx.connectionId);
            ctx.setUserId(null);
          },
        }),
      ),
    ],
  ]);
}
