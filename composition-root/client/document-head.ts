/**
 * The document's title and description are written by two effects: the page's
 * title on every navigation, a hot search's meta once its data is in. The
 * page titles load with the first navigation, so a title write may wait on a
 * chunk; queued here, the writes land in the order they were asked for, and a
 * hot search's title is never overwritten by its page's.
 */
export function headWriter(): (write: () => void | Promise<void>) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (write) => (last = last.then(write, write));
}
