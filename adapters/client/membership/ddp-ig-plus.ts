import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import {
  BuyIgPlusMethod,
  CancelIgPlusMethod,
  GetIgPlusMethod,
  ResumeIgPlusMethod,
  type BuyIgPlusAnswer,
  type BuyIgPlusParams,
  type IgPlusAnswer,
  type MembershipView,
} from '../../../contracts/membership/index.ts';
import { MySavedCardMethod, RemoveSavedCardMethod, SaveCardMethod, type SaveCardParams, type SavedCardView } from '../../../contracts/payments/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The ig-plus methods (and the renewal card's) over the storefront's DDP channel, answers checked against the membership contract. */
export class DdpIgPlus {
  constructor(private readonly ddp: DdpMethodCaller) {}

  get(currency: string): Promise<Result<IgPlusAnswer, DomainError>> {
    return callMethod(this.ddp, GetIgPlusMethod, { currency });
  }

  buy(params: BuyIgPlusParams): Promise<Result<BuyIgPlusAnswer, DomainError>> {
    return callMethod(this.ddp, BuyIgPlusMethod, params);
  }

  cancel(): Promise<Result<MembershipView, DomainError>> {
    return callMethod(this.ddp, CancelIgPlusMethod);
  }

  resume(): Promise<Result<MembershipView, DomainError>> {
    return callMethod(this.ddp, ResumeIgPlusMethod);
  }

  savedCard(): Promise<Result<SavedCardView | null, DomainError>> {
    return callMethod(this.ddp, MySavedCardMethod);
  }

  saveCard(params: SaveCardParams): Promise<Result<SavedCardView, DomainError>> {
    return callMethod(this.ddp, SaveCardMethod, params);
  }

  removeSavedCard(): Promise<Result<{ readonly removed: true }, DomainError>> {
    return callMethod(this.ddp, RemoveSavedCardMethod);
  }
}
