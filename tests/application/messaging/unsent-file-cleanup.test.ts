import { describe, expect, it } from 'vitest';
import { CleanUnsentMessageFiles, UNSENT_FILE_CLEANUP_EVERY_MS, UNSENT_FILE_CLEANUP_KEY } from '../../../application/messaging/unsent-file-cleanup.ts';
import type { TimerRequest } from '../../../application/shared/ports/index.ts';

/** The cleanup over recording fakes: what it arms and when. */
function cleanup(now: Date) {
  const armed: TimerRequest[] = [];
  const sweeper = new CleanUnsentMessageFiles({
    files: { removeUnsent: () => Promise.resolve([]) },
    bytes: { remove: () => Promise.resolve() },
    scheduler: { schedule: (t) => Promise.resolve(void armed.push(t)), scheduleAll: (ts) => Promise.resolve(void armed.push(...ts)), cancel: () => Promise.resolve(false) },
    clock: { now: () => now },
  });
  return { sweeper, armed };
}

describe('the unsent message files cleanup timer', () => {
  it('is due at once when a server boots, so servers restarted more often than hourly cannot postpone it', async () => {
    const now = new Date('2026-11-28T03:00:00Z');
    const { sweeper, armed } = cleanup(now);
    await sweeper.start();
    expect(armed).toEqual([expect.objectContaining({ key: UNSENT_FILE_CLEANUP_KEY, dueAt: now })]);
  });

  it('re-arms itself an hour later after each sweep', async () => {
    const now = new Date('2026-11-28T03:00:00Z');
    const { sweeper, armed } = cleanup(now);
    expect((await sweeper.onTimer()).isOk()).toBe(true);
    expect(armed.map((t) => t.dueAt)).toEqual([new Date(now.getTime() + UNSENT_FILE_CLEANUP_EVERY_MS)]);
  });
});
