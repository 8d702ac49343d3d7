/** The time, for use cases that need "now" (token expiry, rate limits). Injected so tests can move it. */
export interface Clock {
  now(): Date;
}
