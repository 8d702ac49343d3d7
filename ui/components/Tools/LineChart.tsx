import { useEffect, useRef, useState } from 'react';
import styles from './Tools.module.scss';

export interface ChartSeries {
  readonly label: string;
  readonly color: string;
  /** One value per x (null where there is none). */
  readonly values: readonly (number | null)[];
}

/**
 * A time chart drawn by uPlot, which (with its stylesheet) is loaded only when
 * a page shows a chart, so the shared bundle does not carry it. Dragging
 * across the plot zooms into that range; a double click zooms back out. The
 * server renders the empty frame with its accessible label.
 */
export function LineChart(props: { readonly label: string; readonly x: readonly number[]; readonly series: readonly ChartSeries[]; readonly format?: (value: number) => string; readonly testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const { x, series, format } = props;
  useEffect(() => {
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      const element = box.current;
      if (cancelled || element === null) return;
      const axis = { stroke: '#c9d1d9', grid: { stroke: 'rgba(255,255,255,0.08)' }, ticks: { stroke: 'rgba(255,255,255,0.15)' } };
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth),
          height: 280,
          cursor: { drag: { x: true, y: false } },
          axes: [axis, { ...axis, size: 70, ...(format === undefined ? {} : { values: (_: unknown, ticks: number[]) => ticks.map(format) }) }],
          series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, ...(format === undefined ? {} : { value: (_: unknown, v: number | null) => (v === null ? '—' : format(v)) }) }))],
        },
        [[...x], ...series.map((s) => [...s.values])] as never,
        element,
      );
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [x, series, format]);
  return <div ref={box} className={styles['chart']} role="img" aria-label={props.label} data-testid={props.testId} data-drawn={drawn ? 'true' : 'false'} />;
}
