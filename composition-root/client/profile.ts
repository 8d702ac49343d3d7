import { DdpProfile } from '../../adapters/client/accounts/ddp-profile.ts';
import { uploadImage } from '../../adapters/client/offers/http-image-upload.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import type { DeleteAccountParams, SaveBillingDetailsParams, UpdateProfileParams } from '../../contracts/accounts/index.ts';
import { loadBillingFx, saveBillingFx } from '../../ui/features/accounts/billing/model.ts';
import { deleteAccountFx, exportMyDataFx } from '../../ui/features/accounts/deletion/model.ts';
import { becomeSellerFx, completeOnboardingFx, updateProfileFx, uploadProfileImageFx, type PictureKind } from '../../ui/features/accounts/profile/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** Saves the export as a JSON file the browser downloads. */
function download(data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `my-data-${new Date().toISOString().slice(0, 10)}.json` });
  link.click();
  URL.revokeObjectURL(url);
}

/** The Profile, Billing and Delete account tabs' and onboarding's effects: the methods over DDP, pictures through the media upload. */
export function bindProfileHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const profile = new DdpProfile(channel);
  return handlers
    .bind(updateProfileFx, unwrap((params: UpdateProfileParams) => profile.update(params)))
    .bind(becomeSellerFx, unwrap(() => profile.becomeSeller()))
    .bind(completeOnboardingFx, unwrap(() => profile.completeOnboarding()))
    .bind(loadBillingFx, unwrap(() => profile.billingDetails()))
    .bind(saveBillingFx, unwrap((params: SaveBillingDetailsParams) => profile.saveBillingDetails(params)))
    .bind(exportMyDataFx, async () => download(await unwrap(() => profile.exportMyData())(undefined)))
    // Deleted and signed out by the server: leave for the home page, whose fresh load knows no session.
    .bind(deleteAccountFx, async (params: DeleteAccountParams) => {
      await unwrap((p: DeleteAccountParams) => profile.deleteAccount(p))(params);
      window.location.assign('/?accountDeleted=1');
    })
    .bind(uploadProfileImageFx, async ({ kind, file }: { readonly kind: PictureKind; readonly file: File }) => ({ kind, key: (await uploadImage(file)).key }));
}
