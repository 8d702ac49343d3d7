import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DateTime } from '../DateTime.tsx';
import type { BoostProgress, DeliveryView } from '../../../contracts/orders/index.ts';
import { $openCredentials, $revealError, $revealing, hideClicked, revealClicked } from '../../features/orders/delivery/model.ts';
import { stepErrorKey } from '../../features/orders/actions/model.ts';
import styles from './Orders.module.scss';

/** The credentials behind a Show button: fetched on demand, for the buyer only, hidden again on request. */
function Credentials({ delivery, canReveal }: { readonly delivery: Extract<DeliveryView, { kind: 'credentials' }>; readonly canReveal: boolean }) {
  const { t } = useTranslation();
  const [credentials, revealing, error, reveal, hide] = useUnit([$openCredentials, $revealing, $revealError, revealClicked, hideClicked]);
  return (
    <>
      <h3>{t('orderPage.credentialsTitle')}</h3>
      <p className={styles['muted']}>
        {t('orderPage.credentialsHint', { hint: delivery.loginHint })} · {t('orderPage.credentialsViews', { n: delivery.views })}
      </p>
      {credentials === null ? (
        canReveal && (
          <div className={styles['buttons']}>
            <button type="button" className={`button ${styles['step']}`} disabled={revealing} aria-busy={revealing} onClick={() => reveal()} data-testid="reveal-credentials">
              {revealing ? t('orderPage.revealing') : t('orderPage.reveal')}
            </button>
          </div>
        )
      ) : (
        <>
          <dl className={styles['secret']} data-testid="delivered-credentials">
            <dt>{t('orderPage.login')}</dt>
            <dd data-testid="credentials-login">{credentials.login}</dd>
            <dt>{t('orderPage.password')}</dt>
            <dd data-testid="credentials-password">{credentials.password}</dd>
            {credentials.extra !== null && credentials.extra !== '' && (
              <>
                <dt>{t('orderPage.extra')}</dt>
                <dd data-testid="credentials-extra">{credentials.extra}</dd>
              </>
            )}
          </dl>
          <p className={styles['muted']}>{t('orderPage.credentialsPrivate')}</p>
          <div className={styles['buttons']}>
            <button type="button" className="button button--ghost" onClick={() => hide()} data-testid="hide-credentials">
              {t('orderPage.hide')}
            </button>
          </div>
        </>
      )}
      {error !== null && (
        <p className={styles['error']} role="alert" data-testid="reveal-error">
          {t(stepErrorKey(error))}
        </p>
      )}
    </>
  );
}

/** What was delivered, as the buyer (and staff) see it; the seller is only told that and how they delivered. */
export function DeliveryPanel(props: { readonly delivery: DeliveryView | null; readonly deliveryKind: string | null; readonly role: string; readonly canReveal: boolean }) {
  const { t } = useTranslation();
  const { delivery } = props;
  if (delivery === null && props.deliveryKind === null) return null;
  return (
    <section className={styles['panel']} aria-labelledby="order-delivery-title" data-testid="order-delivery">
      <h2 id="order-delivery-title">{t('orderPage.deliveryTitle')}</h2>
      {delivery === null ? (
        <p>{t('orderPage.sellerDelivered', { kind: t(`orderPage.deliveryKind.${props.deliveryKind ?? 'text'}`) })}</p>
      ) : delivery.kind === 'text' ? (
        <>
          <h3>{t('orderPage.deliveredText')}</h3>
          <p className={styles['note']} data-testid="delivered-text">
            {delivery.text}
          </p>
        </>
      ) : delivery.kind === 'credentials' ? (
        <Credentials delivery={delivery} canReveal={props.canReveal} />
      ) : (
        <>
          <h3>{t('orderPage.files')}</h3>
          <ul>
            {delivery.files.map((f) => (
              <li key={f.fileId}>
                {f.name} <span className={styles['muted']}>({Math.ceil(f.size / 1024)} KB)</span>
              </li>
            ))}
          </ul>
          {delivery.note !== null && <p className={styles['note']}>{delivery.note}</p>}
        </>
      )}
    </section>
  );
}

/** A boost's progress, newest post on top, changing live as the booster posts. */
export function ProgressPanel({ progress, children }: { readonly progress: readonly BoostProgress[]; readonly children?: React.ReactNode }) {
  const { t } = useTranslation();
  const latest = [...progress].reverse();
  const percent = latest.find((p) => p.percent !== null)?.percent ?? null;
  const rank = latest.find((p) => p.rank !== null && p.rank !== '')?.rank ?? null;
  return (
    <section className={styles['panel']} aria-labelledby="order-progress-title" data-testid="order-progress" data-percent={percent ?? ''}>
      <h2 id="order-progress-title">{t('orderPage.progressTitle')}</h2>
      {percent !== null && (
        <>
          <div className={styles['bar']} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('orderPage.percent')}>
            <span style={{ inlineSize: `${percent}%` }} />
          </div>
          <p aria-live="polite" data-testid="progress-percent-shown">
            {t('orderPage.percent')}: {percent} %{rank !== null && ` · ${t('orderPage.rank')}: ${rank}`}
          </p>
        </>
      )}
      {latest.length === 0 ? (
        <p className={styles['muted']}>{t('orderPage.progressEmpty')}</p>
      ) : (
        <ol className={styles['progress']}>
          {latest.map((p) => (
            <li key={p.id} className={styles['event']} data-testid="progress-post">
              <strong>{[p.percent === null ? null : `${p.percent} %`, p.rank].filter((x) => x !== null && x !== '').join(' · ')}</strong>
              <DateTime at={p.at} className={styles['muted']} />
              {p.note !== null && p.note !== '' && <span className={styles['note']}>{p.note}</span>}
            </li>
          ))}
        </ol>
      )}
      {children}
    </section>
  );
}
