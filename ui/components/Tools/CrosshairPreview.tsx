import { crosshairRects, sniperDot, type CrosshairSettings } from '../../../domain/index.ts';
import styles from './Tools.module.scss';

const VIEW = 64;

/** The crosshair as the game draws it at rest, magnified on a neutral scene (SVG, so it scales crisply). */
export function CrosshairPreview({ settings, profile, label }: { readonly settings: CrosshairSettings; readonly profile: 'primary' | 'ads' | 'sniper'; readonly label: string }) {
  const dot = profile === 'sniper' ? sniperDot(settings.sniper) : null;
  const rects = profile === 'sniper' ? [] : crosshairRects(profile === 'ads' && settings.general.adsUsesPrimary ? settings.primary : settings[profile]);
  return (
    <svg className={styles['preview']} viewBox={`${-VIEW / 2} ${-VIEW / 2} ${VIEW} ${VIEW}`} role="img" aria-label={label} data-testid="crosshair-preview" shapeRendering="crispEdges">
      <rect x={-VIEW / 2} y={-VIEW / 2} width={VIEW} height={VIEW / 2} fill="#6b7f95" />
      <rect x={-VIEW / 2} y={0} width={VIEW} height={VIEW / 2} fill="#8a7a63" />
      {profile === 'sniper' && <circle r={VIEW / 2 - 1} fill="none" stroke="#000" strokeWidth={1.5} />}
      {rects.map((r, i) => (
        <rect key={i} x={r.x} y={r.y} width={r.width} height={r.height} fill={r.fill} fillOpacity={r.opacity} data-part={r.fill === '#000000' ? 'outline' : 'bar'} />
      ))}
      {dot !== null && <circle r={dot.radius / 2} fill={dot.fill} fillOpacity={dot.opacity} data-part="bar" />}
    </svg>
  );
}
