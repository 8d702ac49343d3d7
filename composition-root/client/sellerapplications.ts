import { callMethod, type DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import {
  MySellerApplicationMethod,
  ReviewSellerApplicationMethod,
  SellerApplicationsMethod,
  SubmitSellerApplicationMethod,
  WithdrawSellerApplicationMethod,
  type ReviewSellerApplicationParams,
  type SellerApplicationFormInput,
  type SellerApplicationsQuery,
} from '../../contracts/sellerapplications/index.ts';
import { loadMyApplicationFx, submitApplicationFx, withdrawApplicationFx } from '../../ui/features/sellerapplications/apply/model.ts';
import { loadApplicationsFx, reviewApplicationFx } from '../../ui/features/sellerapplications/review/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The /application page's and the staff queue's effects, bound to the seller application methods over DDP. */
export function bindSellerApplicationHandlers(handlers: EffectHandlers, ddp: DdpMethodCaller): EffectHandlers {
  return handlers
    .bind(loadMyApplicationFx, unwrap(() => callMethod(ddp, MySellerApplicationMethod)))
    .bind(submitApplicationFx, unwrap((form: SellerApplicationFormInput) => callMethod(ddp, SubmitSellerApplicationMethod, form)))
    .bind(withdrawApplicationFx, unwrap(() => callMethod(ddp, WithdrawSellerApplicationMethod)))
    .bind(loadApplicationsFx, unwrap((query: SellerApplicationsQuery) => callMethod(ddp, SellerApplicationsMethod, query)))
    .bind(reviewApplicationFx, unwrap((params: ReviewSellerApplicationParams) => callMethod(ddp, ReviewSellerApplicationMethod, params)));
}
