import { ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { DomainError } from '../../domain/index.ts';
import type { Clock, Scheduler } from '../shared/ports/index.ts';
import { defineTimerKind } from '../shared/timer-handlers.ts';
import { FILE_KEY_PREFIX } from './messaging.ts';
import type { MessageFileBytes, UnsentMessageFiles } from './ports/index.ts';

/** The cleanup's one timer, re-armed each time it fires. */
export const unsentFileCleanup = defineTimerKind('unsentMessageFileCleanup', v.object({}));
export const UNSENT_FILE_CLEANUP_KEY = 'unsentMessageFileCleanup:hourly';
/** A document no message names after this long was uploaded and never sent: the composer that held it is long gone. */
export const UNSENT_FILE_RETENTION_MS = 24 * 3_600_000;
/** How often the cleanup looks: a forgotten document lives at most a day and an hour. */
export const UNSENT_FILE_CLEANUP_EVERY_MS = 3_600_000;
/** Documents removed per statement, so a backlog never holds one long lock. */
const BATCH = 200;

/**
 * Documents uploaded with `POST /api/messages/files` but never attached to a
 * sent message are deleted, row and bytes, once they are a day old. A
 * recurring timer (one key, so one sweep across processes) rather than one
 * timer per upload, so documents uploaded before the cleanup existed go too.
 * The rows go in the timer's transaction, each only if still unsent at that
 * moment; the bytes of the rows that went are removed right after. Should the
 * transaction then roll back, a row names missing bytes: downloads already
 * answer "not found" for that, and the next sweep removes the row.
 */
export class CleanUnsentMessageFiles {
  constructor(
    private readonly deps: {
      readonly files: UnsentMessageFiles;
      readonly bytes: Pick<MessageFileBytes, 'remove'>;
      readonly scheduler: Scheduler;
      readonly clock: Clock;
    },
  ) {}

  private next(afterMs = UNSENT_FILE_CLEANUP_EVERY_MS) {
    return unsentFileCleanup.at(UNSENT_FILE_CLEANUP_KEY, new Date(this.deps.clock.now().getTime() + afterMs), {});
  }

  /**
   * Arms the timer at boot, due at once: scheduling is by key (arming again
   * moves it), so an hour ahead would let servers restarted more often than
   * hourly postpone the sweep for ever; a sweep per boot costs one DELETE.
   */
  async start(): Promise<void> {
    await this.deps.scheduler.schedule(this.next(0));
  }

  /** One sweep; answers the keys removed (the timer handler ignores them). */
  async sweep(): Promise<readonly string[]> {
    const before = new Date(this.deps.clock.now().getTime() - UNSENT_FILE_RETENTION_MS);
    const removed: string[] = [];
    for (;;) {
      const keys = await this.deps.files.removeUnsent(before, BATCH);
      for (const key of keys) await this.deps.bytes.remove(key.slice(FILE_KEY_PREFIX.length));
      removed.push(...keys);
      if (keys.length < BATCH) return removed;
    }
  }

  readonly onTimer = async (): Promise<Result<void, DomainError>> => {
    await this.sweep();
    await this.deps.scheduler.schedule(this.next());
    return ok(undefined);
  };
}
