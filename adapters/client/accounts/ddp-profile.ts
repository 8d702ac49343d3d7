import type { Result } from 'neverthrow';
import type { DomainError, Role } from '../../../domain/index.ts';
import { BecomeSellerMethod, UpdateProfileMethod, type ProfileView, type UpdateProfileParams } from '../../../contracts/accounts/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The profile methods over the storefront's DDP channel, answers checked against the accounts contract. */
export class DdpProfile {
  constructor(private readonly ddp: DdpMethodCaller) {}

  update(params: UpdateProfileParams): Promise<Result<ProfileView, DomainError>> {
    return callMethod(this.ddp, UpdateProfileMethod, params);
  }

  becomeSeller(): Promise<Result<{ readonly roles: readonly Role[] }, DomainError>> {
    return callMethod(this.ddp, BecomeSellerMethod);
  }
}
