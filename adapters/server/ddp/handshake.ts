import type { Envelope } from './client-messages.ts';

/** The DDP versions this server speaks, best first. Only '1': pre1 and pre2 clients no longer exist. */
export const SUPPORTED_DDP_VERSIONS: readonly string[] = ['1'];

/** The answer to a `connect`: go ahead, or `failed` with the version the client should retry with. */
export type HandshakeOutcome = { readonly kind: 'connected' } | { readonly kind: 'failed'; readonly version: string };

/**
 * Version negotiation as DDP.md and Meteor's server do it: a `connect` must
 * propose a string `version` that its `support` list (strings only) contains;
 * the version to speak is the client's most preferred one we support, or our
 * best when none is shared, and a proposal that is not that version fails.
 * A client's `session` (resumption) is ignored: every connection is new.
 */
export function negotiateVersion(connect: Envelope): HandshakeOutcome {
  const best = SUPPORTED_DDP_VERSIONS[0] ?? '1';
  const { version, support } = connect;
  const wellFormed =
    typeof version === 'string' && Array.isArray(support) && support.every((item) => typeof item === 'string') && support.includes(version);
  if (!wellFormed) return { kind: 'failed', version: best };
  const chosen = (support as string[]).find((candidate) => SUPPORTED_DDP_VERSIONS.includes(candidate)) ?? best;
  return version === chosen ? { kind: 'connected' } : { kind: 'failed', version: chosen };
}
