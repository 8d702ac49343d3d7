import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { defineMethod } from '../../../../adapters/server/ddp-api/shared/define-method.ts';
import type { MethodContext } from '../../../../adapters/server/ddp/index.ts';
import { LoginMethod } from '../../../../contracts/accounts/index.ts';

const ctx = {} as MethodContext;
const login = defineMethod(LoginMethod.params, () => Promise.resolve(ok('signed in')));

async function refusal(params: unknown[]) {
  const outcome = await login(ctx, params);
  if (outcome.isOk()) throw new Error('accepted');
  return { message: outcome.error.message, field: outcome.error.details?.['field'] };
}

// Issue 11, finding 14: `login` used to answer "params.0: Expected Object but received Object" for all of these.
describe('a DDP method whose params are a union (login: resume token or e-mail and password)', () => {
  it.each([
    [[{ user: { email: '' }, password: 'secret' }], 'params.0.user.email', 'is required'],
    [[{ user: { email: 'a@example.com' } }], 'params.0.password', 'password'],
    [[{ user: { email: 'a@example.com' }, password: 42 }], 'params.0.password', 'received 42'],
    [[{ resume: 5 }], 'params.0.resume', 'Expected string'],
    [[{ user: 'someone', password: 'secret' }], 'params.0.user', 'received "someone"'],
    [[{}], 'params.0.user', 'user'],
  ])('%j is refused naming the field the client must fix', async (params, field, says) => {
    const refused = await refusal(params);
    expect(refused.field).toBe(field);
    expect(refused.message).toContain(`${field}: `);
    expect(refused.message).toContain(says);
    expect(refused.message).not.toContain('received Object');
  });

  it('still signs in with a well-formed call', async () => {
    expect((await login(ctx, [{ user: { email: 'a@example.com' }, password: 'secret' }]))._unsafeUnwrap()).toBe('signed in');
  });
});
