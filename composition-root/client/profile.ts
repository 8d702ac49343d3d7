import { DdpProfile } from '../../adapters/client/accounts/ddp-profile.ts';
import { uploadImage } from '../../adapters/client/offers/http-image-upload.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import type { UpdateProfileParams } from '../../contracts/accounts/index.ts';
import { becomeSellerFx, completeOnboardingFx, updateProfileFx, uploadProfileImageFx, type PictureKind } from '../../ui/features/accounts/profile/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The Profile tab's and onboarding's effects (the onboarding banner is on every page, so bound at start): the methods over DDP, pictures through the media upload. */
export function bindProfileHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const profile = new DdpProfile(channel);
  return handlers
    .bind(updateProfileFx, unwrap((params: UpdateProfileParams) => profile.update(params)))
    .bind(becomeSellerFx, unwrap(() => profile.becomeSeller()))
    .bind(completeOnboardingFx, unwrap(() => profile.completeOnboarding()))
    .bind(uploadProfileImageFx, async ({ kind, file }: { readonly kind: PictureKind; readonly file: File }) => ({ kind, key: (await uploadImage(file)).key }));
}
