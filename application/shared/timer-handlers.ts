import type { Result } from 'neverthrow';
import * as v from 'valibot';
import type { DomainError } from '../../domain/index.ts';
import type { TimerRequest } from './ports/index.ts';

/** A kind of timer: its name and the shape of its payload (typed where it is scheduled, checked when it fires). */
export interface TimerKind<P> {
  readonly name: string;
  readonly payload: v.GenericSchema<unknown, P>;
  /** A request for the scheduler, typed by the kind: `scheduler.schedule(kind.at(key, dueAt, payload))`. */
  at(key: string, dueAt: Date, payload: P): TimerRequest;
}

/** Defines a kind of timer, e.g. `defineTimerKind('orderAutoConfirm', v.object({ orderId: v.string() }))`. */
export function defineTimerKind<P>(name: string, payload: v.GenericSchema<unknown, P>): TimerKind<P> {
  return { name, payload, at: (key, dueAt, value) => ({ kind: name, key, dueAt, payload: value }) };
}

/** A timer as its handler sees it. */
export interface FiredTimer<P> {
  readonly kind: string;
  readonly key: string;
  readonly dueAt: Date;
  readonly payload: P;
  /** 1 on the first try. */
  readonly attempt: number;
}

/**
 * A use case run when a timer fires. Its writes go through `tx`, the
 * transaction that also removes the timer, so they commit exactly once. An
 * error answer rolls them back and the timer is tried again later (backoff);
 * a handler with nothing left to do (the order was already confirmed)
 * answers ok.
 */
export type TimerHandler<P, Tx> = (timer: FiredTimer<P>, tx: Tx) => Promise<Result<void, DomainError>>;

/** A registered handler, its payload already checked. */
export type RegisteredHandler<Tx> = (timer: FiredTimer<unknown>, tx: Tx) => Promise<Result<void, DomainError>>;

/** What a payload that does not fit its kind looks like, for the dead timer's `last_error`. */
export type PayloadCheck = { readonly ok: true; readonly payload: unknown } | { readonly ok: false; readonly problem: string };

/** The application's handlers, one per timer kind; a worker claims only the kinds registered here. */
export class TimerHandlers<Tx> {
  private readonly byKind = new Map<string, { readonly kind: TimerKind<unknown>; readonly handler: RegisteredHandler<Tx> }>();

  on<P>(kind: TimerKind<P>, handler: TimerHandler<P, Tx>): this {
    if (this.byKind.has(kind.name)) throw new Error(`A handler for timer kind ${kind.name} is already registered`);
    this.byKind.set(kind.name, { kind: kind as TimerKind<unknown>, handler: handler as RegisteredHandler<Tx> });
    return this;
  }

  kinds(): readonly string[] {
    return [...this.byKind.keys()];
  }

  handlerFor(kind: string): RegisteredHandler<Tx> | undefined {
    return this.byKind.get(kind)?.handler;
  }

  /** Checks a stored payload against its kind's schema. */
  checkPayload(kind: string, payload: unknown): PayloadCheck {
    const registered = this.byKind.get(kind);
    if (registered === undefined) return { ok: false, problem: `no handler for timer kind ${kind}` };
    const parsed = v.safeParse(registered.kind.payload, payload);
    if (parsed.success) return { ok: true, payload: parsed.output };
    const issue = parsed.issues[0];
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    return { ok: false, problem: `payload${path === '' ? '' : `.${path}`}: ${issue.message}` };
  }
}
