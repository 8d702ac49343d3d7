import * as v from 'valibot';

/**
 * `POST /api/test/clock`: moves the server's clock for browser journeys and
 * runs the timers that became due. Served only when the server runs with
 * NODE_ENV=test or TEST_HOOKS=1 (404 otherwise). `advanceMs` adds to the
 * current offset; `reset` puts the clock back to real time first.
 */
export const TestClockBody = v.object({
  advanceMs: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(366 * 24 * 3600 * 1000))),
  reset: v.optional(v.boolean()),
});
export type TestClockBody = v.InferOutput<typeof TestClockBody>;

/** The clock after the move, and how many timers fired. */
export const TestClockAnswer = v.object({ now: v.string(), offsetMs: v.number(), timersFired: v.number() });
export type TestClockAnswer = v.InferOutput<typeof TestClockAnswer>;
