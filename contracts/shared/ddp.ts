import * as v from 'valibot';

/** A method's params: DDP sends them as an array. */
export type ParamsSchema = v.GenericSchema<unknown, readonly unknown[]>;

/** A DDP method as both ends know it: its name, its params and its result. */
export interface MethodContract<N extends string, P extends ParamsSchema, R extends v.GenericSchema> {
  readonly name: N;
  readonly params: P;
  readonly result: R;
}

/** What a method answers, as a client holds it once checked. */
export type ResultOf<M extends { readonly result: v.GenericSchema }> = v.InferOutput<M['result']>;

export function ddpMethod<const N extends string, P extends ParamsSchema, R extends v.GenericSchema>(name: N, params: P, result: R): MethodContract<N, P, R> {
  return { name, params, result };
}

/**
 * A request as a client builds it: the schema's input with readonly arrays,
 * so data held read-only (a cart) can be sent as it is, and the server's
 * checked params (readonly too) can be handed on to a use case taking it.
 */
export type Sendable<T> = T extends readonly (infer E)[] ? readonly Sendable<E>[] : T extends object ? { readonly [K in keyof T]: Sendable<T[K]> } : T;

/** A publication as both ends know it: its name, the collection it fills and the fields of its documents (the id travels beside them). */
export interface PublicationContract<N extends string, C extends string, D extends v.GenericSchema> {
  readonly name: N;
  readonly collection: C;
  readonly document: D;
}

export function ddpPublication<const N extends string, const C extends string, D extends v.GenericSchema>(
  name: N,
  collection: C,
  document: D,
): PublicationContract<N, C, D> {
  return { name, collection, document };
}

/** The params of a method that takes none: nothing, or one empty object. */
export const NoParams = v.union([v.tuple([]), v.tuple([v.optional(v.object({}))])]);
