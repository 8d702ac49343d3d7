import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatNumber, type ErrorCode } from '../../../domain/index.ts';
import { DateTime } from '../DateTime.tsx';
import type { PlayerProfileAnswer } from '../../../contracts/tools/index.ts';
import { LineChart } from './LineChart.tsx';
import styles from './Tools.module.scss';

/** The player search box: the id form each game uses is the placeholder. */
export function PlayerSearch({ initial, placeholder, onSearch }: { readonly initial: string; readonly placeholder: string; readonly onSearch: (player: string) => void }) {
  const { t } = useTranslation();
  return (
    <form
      className={styles['code']}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('player') ?? ''));
      }}
    >
      <input name="player" defaultValue={initial} key={initial} placeholder={placeholder} aria-label={t('tracker.playerLabel')} data-testid="player-search" maxLength={64} />
      <button type="submit" className="button">
        {t('tracker.search')}
      </button>
    </form>
  );
}

/** A failed lookup said plainly: which of unknown player, rate limit, source down or a malformed id. */
export function PlayerError({ code }: { readonly code: ErrorCode }) {
  const { t } = useTranslation();
  const known = ['PLAYER_NOT_FOUND', 'RATE_LIMITED', 'UNAVAILABLE', 'VALIDATION_FAILED'].includes(code);
  return (
    <section className="panel" role="alert" data-testid="player-error" data-code={code}>
      <p>{t(`tracker.errors.${known ? code : 'UNAVAILABLE'}`)}</p>
    </section>
  );
}

/** Profile, rank, headline stats, the rating chart and the match history. */
export function PlayerProfileView({ profile }: { readonly profile: PlayerProfileAnswer }) {
  const { t } = useTranslation();
  const x = useMemo(() => profile.progress.map((p) => Date.parse(p.at) / 1000), [profile]);
  const series = useMemo(() => [{ label: t('tracker.rating'), color: '#8b5cf6', values: profile.progress.map((p) => p.rating) }], [profile, t]);
  return (
    <>
      {profile.source === 'demo' && (
        <p className={styles['badge']} data-testid="demo-label">
          {t('tracker.demoLabel')}
        </p>
      )}
      <section className="panel">
        <h2 data-testid="player-name">{profile.displayName}</h2>
        <p>
          {profile.level !== null && <span>{t('tracker.level', { level: profile.level })} · </span>}
          <strong data-testid="player-rank">{profile.rank?.label ?? t('tracker.unranked')}</strong>
        </p>
        <dl className={styles['grid']}>
          {profile.stats.map((s) => (
            <div key={s.key}>
              <dt className={styles['muted']}>{t(`tracker.stats.${s.key}`, { defaultValue: s.key })}</dt>
              <dd>{formatNumber(s.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="panel">
        <h2>{t('tracker.progress')}</h2>
        {profile.progress.length > 1 ? <LineChart label={t('tracker.progress')} x={x} series={series} testId="progress-chart" /> : <p>{t('tracker.noProgress')}</p>}
      </section>
      <section className="panel">
        <h2>{t('tracker.matches')}</h2>
        <table className={styles['table']} data-testid="match-history">
          <thead>
            <tr>
              <th>{t('tracker.when')}</th>
              <th>{t('tracker.mode')}</th>
              <th>{t('tracker.result')}</th>
              <th>{t('tracker.score')}</th>
              <th>{t('tracker.ratingChange')}</th>
            </tr>
          </thead>
          <tbody>
            {profile.matches.map((m) => (
              <tr key={m.id}>
                <td>
                  <DateTime at={m.playedAt} />
                </td>
                <td>{m.mode}</td>
                <td>{t(`tracker.results.${m.result}`)}</td>
                <td>{m.summary}</td>
                <td>{m.ratingChange === null ? '—' : m.ratingChange > 0 ? `+${m.ratingChange}` : String(m.ratingChange)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles['muted']}>{t('tracker.sourceNote', { source: profile.sourceName })}</p>
      </section>
    </>
  );
}
