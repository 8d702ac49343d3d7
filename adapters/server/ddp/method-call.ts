import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { MethodMessage } from './client-messages.ts';
import type { MethodContext, MethodHandler } from './handlers.ts';
import { internalServerError, methodNotFound, toMeteorError, type MeteorError } from './meteor-error.ts';
import type { DdpLogger } from './options.ts';

/** What a method call needs from its session. */
export interface MethodHost {
  readonly methods: ReadonlyMap<string, MethodHandler>;
  readonly flush: () => Promise<void>;
  readonly logger: DdpLogger;
  readonly connectionId: string;
  context(unblock: () => void): MethodContext;
  /** Sends a message; false when it has no JSON form (then nothing was sent). */
  send(message: object): boolean;
}

type Reply = { readonly result: unknown } | { readonly error: MeteorError };

/**
 * One `method` message from call to `updated`. The `result` goes out first;
 * then `flush` waits until the method's writes have reached the
 * subscriptions, and only then `updated` says so — Meteor clients hold a
 * call's callback until both have arrived, so `updated` is always sent, even
 * after an error or a failed flush.
 */
export async function runMethodCall(host: MethodHost, message: MethodMessage, unblock: () => void): Promise<void> {
  const reply = await invoke(host, message, unblock);
  sendResult(host, message.id, reply);
  try {
    await host.flush();
  } catch (cause) {
    host.logger.error({ err: cause, method: message.method, connectionId: host.connectionId }, 'DDP flush before updated failed');
  }
  host.send({ msg: 'updated', methods: [message.id] });
}

async function invoke(host: MethodHost, message: MethodMessage, unblock: () => void): Promise<Reply> {
  const handler = host.methods.get(message.method);
  if (handler === undefined) return { error: methodNotFound(message.method) };
  try {
    const outcome: Result<unknown, DomainError> = await handler(host.context(unblock), message.params);
    return outcome.isOk() ? { result: outcome.value } : { error: toMeteorError(outcome.error) };
  } catch (cause) {
    host.logger.error({ err: cause, method: message.method, connectionId: host.connectionId }, 'DDP method threw');
    return { error: internalServerError() };
  }
}

function sendResult(host: MethodHost, id: string, reply: Reply): void {
  if ('error' in reply) {
    if (host.send({ msg: 'result', id, error: reply.error })) return;
  } else {
    const sent = reply.result === undefined ? host.send({ msg: 'result', id }) : host.send({ msg: 'result', id, result: reply.result });
    if (sent) return;
  }
  host.logger.error({ methodCallId: id, connectionId: host.connectionId }, 'DDP method answer has no JSON form');
  host.send({ msg: 'result', id, error: internalServerError() });
}
