import type { Result } from 'neverthrow';
import type * as v from 'valibot';
import {
  AcceptRequestOfferMethod,
  AnswerOfferMethod,
  AnswerRequestMethod,
  CancelRequestMethod,
  CreateRequestMethod,
  GetRequestMethod,
  SendOfferMethod,
  WithdrawOfferMethod,
} from '../../../contracts/deals/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

type Params<M extends { readonly params: v.GenericSchema<unknown, readonly unknown[]> }> = v.InferInput<M['params']> extends readonly [infer P, ...unknown[]] ? P : never;
type Answer<M extends { readonly result: v.GenericSchema }> = Promise<Result<v.InferOutput<M['result']>, DomainError>>;

/** The deal methods over the storefront's DDP channel, answers checked against the contract. */
export class DdpDeals {
  constructor(private readonly ddp: DdpMethodCaller) {}

  sendOffer(p: Params<typeof SendOfferMethod>): Answer<typeof SendOfferMethod> {
    return callMethod(this.ddp, SendOfferMethod, p);
  }

  answerOffer(p: Params<typeof AnswerOfferMethod>): Answer<typeof AnswerOfferMethod> {
    return callMethod(this.ddp, AnswerOfferMethod, p);
  }

  withdrawOffer(offerId: string): Answer<typeof WithdrawOfferMethod> {
    return callMethod(this.ddp, WithdrawOfferMethod, { offerId });
  }

  createRequest(p: Params<typeof CreateRequestMethod>): Answer<typeof CreateRequestMethod> {
    return callMethod(this.ddp, CreateRequestMethod, p);
  }

  answerRequest(p: Params<typeof AnswerRequestMethod>): Answer<typeof AnswerRequestMethod> {
    return callMethod(this.ddp, AnswerRequestMethod, p);
  }

  acceptRequestOffer(p: Params<typeof AcceptRequestOfferMethod>): Answer<typeof AcceptRequestOfferMethod> {
    return callMethod(this.ddp, AcceptRequestOfferMethod, p);
  }

  cancelRequest(requestId: string): Answer<typeof CancelRequestMethod> {
    return callMethod(this.ddp, CancelRequestMethod, { requestId });
  }

  getRequest(requestId: string): Answer<typeof GetRequestMethod> {
    return callMethod(this.ddp, GetRequestMethod, { requestId });
  }
}
