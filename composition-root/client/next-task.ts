/**
 * Resolves in a new task of the browser's event loop. Start-up work split at
 * these points runs as several short tasks instead of one long one: a phone
 * can paint and answer a tap between them, and Total Blocking Time counts
 * only what a single task runs past 50 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
