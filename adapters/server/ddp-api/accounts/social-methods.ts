import { ok } from 'neverthrow';
import { AuthProvidersMethod } from '../../../../contracts/accounts/index.ts';
import type { SocialProvider } from '../../../../domain/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { defineMethod } from '../shared/define-method.ts';

/** `authProviders()`: which sign-in buttons the login modal shows (anyone may ask; it holds no secret). */
export function socialMethods(configured: ReadonlySet<SocialProvider>): Map<string, MethodHandler> {
  return new Map<string, MethodHandler>([
    [AuthProvidersMethod.name, defineMethod(AuthProvidersMethod.params, () => Promise.resolve(ok({ steam: configured.has('steam'), discord: configured.has('discord') })))],
  ]);
}
