import { DdpVerification } from '../../adapters/client/verification/ddp-verification.ts';
import { uploadVerificationDocument } from '../../adapters/client/verification/http-document-upload.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { approveVerificationFx, loadMyVerificationFx, loadVerificationQueueFx, rejectVerificationFx, submitVerificationFx, uploadDocumentFx } from '../../ui/features/verification/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The verification panel's and the review page's effects, bound to the verification methods over DDP and the private upload route. */
export function bindVerificationHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const verification = new DdpVerification(channel);
  return handlers
    .bind(loadMyVerificationFx, unwrap(() => verification.mine()))
    .bind(uploadDocumentFx, async ({ kind, file }) => ({ kind, ...(await uploadVerificationDocument(file)) }))
    .bind(submitVerificationFx, unwrap((p: Parameters<DdpVerification['submit']>[0]) => verification.submit(p)))
    .bind(loadVerificationQueueFx, unwrap(() => verification.queue()))
    .bind(approveVerificationFx, unwrap((p: { readonly userId: string }) => verification.approve(p.userId)))
    .bind(rejectVerificationFx, unwrap((p: { readonly userId: string; readonly reason: string }) => verification.reject(p.userId, p.reason)));
}
