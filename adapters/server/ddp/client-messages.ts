import * as v from 'valibot';

/**
 * The client-to-server messages of DDP 1, validated with valibot. Unknown
 * fields are ignored (DDP.md: "must ignore any unknown fields"), which also
 * covers `randomSeed` — we do not seed server-side ids from it. A message
 * with the right `msg` but wrong field types is answered with Meteor's own
 * reasons ('Malformed method invocation', 'Malformed subscription'), and with
 * 'Bad request' for the rest.
 */

const ParamsSchema = v.optional(v.array(v.unknown()), () => []);

const MethodSchema = v.object({ msg: v.literal('method'), id: v.string(), method: v.string(), params: ParamsSchema });
const SubSchema = v.object({ msg: v.literal('sub'), id: v.string(), name: v.string(), params: ParamsSchema });
const UnsubSchema = v.object({ msg: v.literal('unsub'), id: v.string() });
const PingSchema = v.object({ msg: v.literal('ping'), id: v.optional(v.string()) });

/** A `method` call; `params` defaults to no arguments. */
export type MethodMessage = v.InferOutput<typeof MethodSchema>;
/** A `sub` request; `params` defaults to no arguments. */
export type SubMessage = v.InferOutput<typeof SubSchema>;
/** An `unsub` request. */
export type UnsubMessage = v.InferOutput<typeof UnsubSchema>;
/** A heartbeat `ping`, whose `id` the `pong` echoes. */
export type PingMessage = v.InferOutput<typeof PingSchema>;

/** A message of an established session, or why it cannot be one. */
export type SessionMessage =
  | MethodMessage
  | SubMessage
  | UnsubMessage
  | PingMessage
  | { readonly msg: 'pong' }
  | { readonly msg: 'connect' }
  | { readonly msg: 'invalid'; readonly reason: string };

/** Any JSON object with a string `msg`; the envelope every DDP message shares. */
export interface Envelope {
  readonly msg: string;
  readonly [field: string]: unknown;
}

/** True when a parsed frame is an object with a string `msg`; anything else is a 'Bad request'. */
export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { msg?: unknown }).msg === 'string';
}

function checked<T>(schema: v.GenericSchema<unknown, T>, value: Envelope, reason: string): T | { readonly msg: 'invalid'; readonly reason: string } {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : { msg: 'invalid', reason };
}

/** Classifies an envelope received after `connected`. */
export function toSessionMessage(envelope: Envelope): SessionMessage {
  switch (envelope.msg) {
    case 'method':
      return checked(MethodSchema, envelope, 'Malformed method invocation');
    case 'sub':
      return checked(SubSchema, envelope, 'Malformed subscription');
    case 'unsub':
      return checked(UnsubSchema, envelope, 'Bad request');
    case 'ping':
      return checked(PingSchema, envelope, 'Bad request');
    case 'pong':
      return { msg: 'pong' };
    case 'connect':
      return { msg: 'connect' };
    default:
      return { msg: 'invalid', reason: 'Bad request' };
  }
}
