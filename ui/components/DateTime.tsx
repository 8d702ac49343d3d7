import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { formatDate } from '../../domain/index.ts';
import { $viewerTimeZone, viewerTimeShown } from '../features/shared/app/time-zone.ts';

/** The viewer's zone, asked for once a part showing it is on screen (time-zone.ts says why not before). */
function useViewerTimeZone(): string {
  const [timeZone, shown] = useUnit([$viewerTimeZone, viewerTimeShown]);
  useEffect(() => shown(), [shown]);
  return timeZone;
}

/** Formats a moment as the spec's en-US date and time in the viewer's zone (UTC until the page has hydrated). */
export function useViewerTime(): (at: Date | string) => string {
  const timeZone = useViewerTimeZone();
  return (at) => formatDate(at, { withTime: true, timeZone });
}

/** Formats a day as the spec's en-US date ('Jan 5, 2025') in the viewer's zone (UTC until the page has hydrated). */
export function useViewerDate(): (at: Date | string) => string {
  const timeZone = useViewerTimeZone();
  return (at) => formatDate(at, { timeZone });
}

/** A `<time>` element showing `at` in the viewer's zone, with the exact instant in `dateTime`. */
export function DateTime({ at, className }: { readonly at: Date | string; readonly className?: string | undefined }) {
  const show = useViewerTime();
  return (
    <time className={className} dateTime={typeof at === 'string' ? at : at.toISOString()}>
      {show(at)}
    </time>
  );
}
