import type { Result } from 'neverthrow';
import type { UnitOfWork } from '../../../application/shared/ports/index.ts';

/**
 * A unit of work for use-case tests: runs the work at once and, like the SQL
 * one, lets effects registered inside a unit happen only if it commits (the
 * outermost unit resolves Ok). Fakes of ports that write inside the unit
 * (the outbox) register through `onCommit`. Units are assumed to run one at
 * a time, as use-case tests call them.
 */
export class FakeUnitOfWork implements UnitOfWork {
  readonly #frames: (() => void)[][] = [];
  /** Units run, outermost and nested. */
  runs = 0;

  async run<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    this.runs += 1;
    this.#frames.push([]);
    let result: Result<T, E>;
    try {
      result = await work();
    } catch (error) {
      this.#frames.pop();
      throw error;
    }
    const frame = this.#frames.pop() ?? [];
    if (result.isErr()) return result;
    const outer = this.#frames.at(-1);
    if (outer === undefined) for (const effect of frame) effect();
    else outer.push(...frame);
    return result;
  }

  /** Defers `effect` to the commit of the current unit; outside a unit it throws, as the SQL outbox does. */
  onCommit(effect: () => void): void {
    const frame = this.#frames.at(-1);
    if (frame === undefined) throw new Error('outside a unit of work');
    frame.push(effect);
  }
}
