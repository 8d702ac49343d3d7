import { DdpProfile } from '../../adapters/client/accounts/ddp-profile.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import type { DeleteAccountParams, SaveBillingDetailsParams } from '../../contracts/accounts/index.ts';
import { loadBillingFx, saveBillingFx } from '../../ui/features/accounts/billing/model.ts';
import { deleteAccountFx, exportMyDataFx } from '../../ui/features/accounts/deletion/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** Saves the export as a JSON file the browser downloads. */
function download(data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `my-data-${new Date().toISOString().slice(0, 10)}.json` });
  link.click();
  URL.revokeObjectURL(url);
}

/** The Billing and Delete account tabs' effects (bound when the account page loads): the methods over DDP. */
export function bindAccountSettingsHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const profile = new DdpProfile(channel);
  return handlers
    .bind(loadBillingFx, unwrap(() => profile.billingDetails()))
    .bind(saveBillingFx, unwrap((params: SaveBillingDetailsParams) => profile.saveBillingDetails(params)))
    .bind(exportMyDataFx, async () => download(await unwrap(() => profile.exportMyData())(undefined)))
    // Deleted and signed out by the server: leave for the home page, whose fresh load knows no session.
    .bind(deleteAccountFx, async (params: DeleteAccountParams) => {
      await unwrap((p: DeleteAccountParams) => profile.deleteAccount(p))(params);
      window.location.assign('/?accountDeleted=1');
    });
}
