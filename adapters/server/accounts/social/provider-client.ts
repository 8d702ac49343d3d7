import type { Result } from 'neverthrow';
import type { OutsideIdentity } from '../../../../application/accounts/social-sign-in.ts';
import type { SocialProvider } from '../../../../domain/index.ts';

/** Why a provider's answer gave no identity: the person declined, the answer did not verify, or the provider could not be reached. */
export type ProviderRefusal = 'cancelled' | 'failed' | 'unavailable';

/** One sign-in provider's protocol: where to send the browser, and what its answer proves. */
export interface SocialProviderClient {
  readonly provider: SocialProvider;
  /** The provider's page for this attempt; `verifier` (PKCE) is kept in the sealed cookie until the answer comes. */
  begin(state: string, callbackUrl: string): Promise<Result<{ readonly url: string; readonly verifier: string }, ProviderRefusal>>;
  /** Verifies the answer the browser brought back to `callbackUrl` (the full URL it was sent to, query included). */
  finish(answer: URL, expected: { readonly state: string; readonly verifier: string; readonly callbackUrl: string }): Promise<Result<OutsideIdentity, ProviderRefusal>>;
}
