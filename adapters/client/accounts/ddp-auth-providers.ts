import type { Result } from 'neverthrow';
import { AuthProvidersMethod, type AuthProviders } from '../../../contracts/accounts/index.ts';
import type { DomainError } from '../../../domain/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** `authProviders()` over the storefront's DDP channel, its answer checked against the contract. */
export function fetchAuthProviders(ddp: DdpMethodCaller): Promise<Result<AuthProviders, DomainError>> {
  return callMethod(ddp, AuthProvidersMethod);
}
