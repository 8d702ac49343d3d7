import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { domainError, type DomainError } from '../../../domain/index.ts';
import type { MethodContract, ParamsSchema } from '../../../contracts/shared/index.ts';

/** Anything that can call a DDP method (the storefront's `DdpAccountConnection`). */
export interface DdpMethodCaller {
  call(method: string, ...params: unknown[]): Promise<Result<unknown, DomainError>>;
}

/**
 * A method's answer checked against the result schema its contract declares
 * (the one the server's answer is typed by); a server saying something else
 * is a bug we report as INTERNAL rather than render.
 */
export function checkedAnswer<R extends v.GenericSchema>(
  method: MethodContract<string, ParamsSchema, R>,
  answer: unknown,
): Result<v.InferOutput<R>, DomainError> {
  const parsed = v.safeParse(method.result, answer);
  if (parsed.success) return ok(parsed.output);
  return err(domainError('INTERNAL', `Unexpected answer from ${method.name}: ${v.getDotPath(parsed.issues[0]) ?? ''} ${parsed.issues[0].message}`));
}

/** Calls a method by its contract and checks the answer. */
export async function callMethod<R extends v.GenericSchema>(
  ddp: DdpMethodCaller,
  method: MethodContract<string, ParamsSchema, R>,
  ...params: unknown[]
): Promise<Result<v.InferOutput<R>, DomainError>> {
  const answer = await ddp.call(method.name, ...params);
  return answer.andThen((value) => checkedAnswer(method, value));
}
