import type { Result } from 'neverthrow';
import type { DomainError, Role } from '../../../domain/index.ts';
import {
  BecomeSellerMethod,
  CompleteOnboardingMethod,
  DeleteAccountMethod,
  ExportMyDataMethod,
  MyBillingDetailsMethod,
  SaveBillingDetailsMethod,
  UpdateProfileMethod,
  type BillingDetailsView,
  type DeleteAccountParams,
  type MyDataExport,
  type ProfileView,
  type SaveBillingDetailsParams,
  type UpdateProfileParams,
} from '../../../contracts/accounts/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The profile and account-data methods over the storefront's DDP channel, answers checked against the accounts contract. */
export class DdpProfile {
  constructor(private readonly ddp: DdpMethodCaller) {}

  update(params: UpdateProfileParams): Promise<Result<ProfileView, DomainError>> {
    return callMethod(this.ddp, UpdateProfileMethod, params);
  }

  becomeSeller(): Promise<Result<{ readonly roles: readonly Role[] }, DomainError>> {
    return callMethod(this.ddp, BecomeSellerMethod);
  }

  completeOnboarding(): Promise<Result<{ readonly onboardedAt: string }, DomainError>> {
    return callMethod(this.ddp, CompleteOnboardingMethod);
  }

  billingDetails(): Promise<Result<BillingDetailsView | null, DomainError>> {
    return callMethod(this.ddp, MyBillingDetailsMethod);
  }

  saveBillingDetails(params: SaveBillingDetailsParams): Promise<Result<BillingDetailsView, DomainError>> {
    return callMethod(this.ddp, SaveBillingDetailsMethod, params);
  }

  exportMyData(): Promise<Result<MyDataExport, DomainError>> {
    return callMethod(this.ddp, ExportMyDataMethod);
  }

  deleteAccount(params: DeleteAccountParams): Promise<Result<{ readonly deleted: true }, DomainError>> {
    return callMethod(this.ddp, DeleteAccountMethod, params);
  }
}
