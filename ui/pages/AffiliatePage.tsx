import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { AFFILIATE_ATTRIBUTION_DAYS, AFFILIATE_BUYER_PERCENT, AFFILIATE_COMMISSION_PERCENT } from '../../domain/index.ts';
import { $isLoggedIn } from '../features/accounts/session/model.ts';
import { loginModalOpened } from '../features/accounts/login/model.ts';
import {
  $affiliate,
  $affiliateError,
  $canJoinAffiliate,
  $earningsView,
  $joining,
  $linkCopied,
  copyLinkClicked,
  joinAffiliateClicked,
} from '../features/affiliates/model.ts';
import money from './Money.module.scss';

/** How the programme works, with the domain's own numbers. */
function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className={`panel ${money['stack']}`} data-testid="affiliate-terms">
      <h2>{t('affiliate.howTitle')}</h2>
      <ol>
        <li>{t('affiliate.stepShare', { days: AFFILIATE_ATTRIBUTION_DAYS })}</li>
        <li>{t('affiliate.stepDiscount', { percent: AFFILIATE_BUYER_PERCENT })}</li>
        <li>{t('affiliate.stepEarn', { percent: AFFILIATE_COMMISSION_PERCENT })}</li>
      </ol>
      <p className={money['muted']}>{t('affiliate.rules')}</p>
    </section>
  );
}

function JoinOrLogin() {
  const { t } = useTranslation();
  const [loggedIn, canJoin, joining, join, openLogin] = useUnit([$isLoggedIn, $canJoinAffiliate, $joining, joinAffiliateClicked, loginModalOpened]);
  if (!loggedIn)
    return (
      <section className={`panel ${money['stack']}`}>
        <button type="button" className="button" onClick={() => openLogin()} data-testid="affiliate-login">
          {t('affiliate.loginToJoin')}
        </button>
      </section>
    );
  if (!canJoin && !joining) return null;
  return (
    <section className={`panel ${money['stack']}`}>
      <button type="button" className="button" disabled={joining} onClick={() => join()} data-testid="affiliate-join">
        {joining ? t('affiliate.joining') : t('affiliate.join')}
      </button>
    </section>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const [affiliate, earnings, copied, copy] = useUnit([$affiliate, $earningsView, $linkCopied, copyLinkClicked]);
  if (affiliate === null) return null;
  return (
    <section className={`panel ${money['stack']}`} data-testid="affiliate-dashboard">
      <h2>{t('affiliate.yourLink')}</h2>
      <p>
        <code data-testid="affiliate-link">{affiliate.link}</code>{' '}
        <button type="button" className="button button--ghost" onClick={() => copy()} data-testid="affiliate-copy">
          {copied ? t('affiliate.copied') : t('affiliate.copy')}
        </button>
      </p>
      <p>
        {t('affiliate.yourCode')} <strong data-testid="affiliate-code">{affiliate.code}</strong>
      </p>
      <dl className={money['stack']}>
        <div>
          <dt>{t('affiliate.clicks')}</dt>
          <dd data-testid="affiliate-clicks">{affiliate.clicks}</dd>
        </div>
        <div>
          <dt>{t('affiliate.signUps')}</dt>
          <dd data-testid="affiliate-sign-ups">{affiliate.signUps}</dd>
        </div>
        <div>
          <dt>{t('affiliate.orders')}</dt>
          <dd data-testid="affiliate-orders">{affiliate.orders}</dd>
        </div>
      </dl>
      <h3>{t('affiliate.earnings')}</h3>
      {earnings.length === 0 ? (
        <p className={money['muted']} data-testid="affiliate-no-earnings">
          {t('affiliate.noEarnings')}
        </p>
      ) : (
        <table data-testid="affiliate-earnings">
          <thead>
            <tr>
              <th>{t('affiliate.currency')}</th>
              <th>{t('affiliate.pending')}</th>
              <th>{t('affiliate.available')}</th>
            </tr>
          </thead>
          <tbody>
            {earnings.map((e) => (
              <tr key={e.currency} data-currency={e.currency}>
                <td>{e.currency}</td>
                <td data-testid="affiliate-pending">{e.pending}</td>
                <td data-testid="affiliate-available">{e.available}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={money['muted']}>{t('affiliate.earningsNote')}</p>
    </section>
  );
}

/** /affiliate: the programme, joining, the personal link and the dashboard. */
export function AffiliatePage() {
  const { t } = useTranslation();
  const [error] = useUnit([$affiliateError]);
  return (
    <main className={`page ${money['page']}`} data-testid="affiliate-page">
      <h1>{t('routes.affiliate')}</h1>
      <p>{t('affiliate.tagline', { percent: AFFILIATE_COMMISSION_PERCENT })}</p>
      <HowItWorks />
      <JoinOrLogin />
      {error !== null && (
        <p role="alert" data-testid="affiliate-error">
          {t('affiliate.failed')}
        </p>
      )}
      <Dashboard />
    </main>
  );
}
