import { loginTokenExpiry } from '../../domain/index.ts';
import type { AccountsDeps, LoginResult } from './deps.ts';

/** Mints a login token for a user who has proven who they are. */
export async function issueLogin(deps: AccountsDeps, userId: string): Promise<LoginResult> {
  const token = deps.random.token();
  const tokenExpires = loginTokenExpiry(deps.clock.now());
  await deps.resumeTokens.issue(userId, token, tokenExpires);
  return { id: userId, token, tokenExpires };
}
