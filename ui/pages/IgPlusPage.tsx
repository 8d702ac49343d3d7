import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { RenewalCard } from '../components/Membership/RenewalCard.tsx';
import { PaymentError, PaymentFields } from '../components/Payment/PaymentFields.tsx';
import { useViewerDate } from '../components/DateTime.tsx';
import { formatMoney, MEMBERSHIP_DISCOUNT_CAP, MEMBERSHIP_SUBTOTAL_SHARE_PERCENT } from '../../domain/index.ts';
import { $isLoggedIn } from '../features/accounts/session/model.ts';
import { loginModalOpened } from '../features/accounts/login/model.ts';
import {
  $canJoin,
  $cartSaving,
  $isMember,
  $keepCard,
  $membership,
  $plusBusy,
  $plusCard,
  $plusCardValid,
  $plusError,
  $plusMethod,
  $plusPrice,
  cancelMembershipClicked,
  joinClicked,
  keepCardToggled,
  plusCardChanged,
  plusMethodChosen,
  resumeMembershipClicked,
} from '../features/membership/model.ts';
import { $savedCard } from '../features/membership/saved-card-model.ts';
import styles from './IgPlusPage.module.scss';
import money from './Money.module.scss';

const METHODS = ['CREDITS', 'CARD', 'CRYPTO'] as const;

function Benefits() {
  const { t } = useTranslation();
  const [saving] = useUnit([$cartSaving]);
  return (
    <section className={`panel ${money['stack']}`}>
      <h2>{t('igPlus.benefitsTitle')}</h2>
      <ul className={styles['benefits']}>
        <li>{t('igPlus.benefitFee', { cap: formatMoney(MEMBERSHIP_DISCOUNT_CAP), share: MEMBERSHIP_SUBTOTAL_SHARE_PERCENT })}</li>
        <li>{t('igPlus.benefitEverywhere')}</li>
        <li>{t('igPlus.benefitCancel')}</li>
      </ul>
      <p className={styles['saving']} data-testid="ig-plus-cart-saving">
        {saving === null ? t('igPlus.cartEmpty') : t('igPlus.cartSaving', { saving: saving.saving, fee: saving.fee })}
      </p>
    </section>
  );
}

function MembershipStatus() {
  const { t } = useTranslation();
  const [membership, busy, cancel, resume, card] = useUnit([$membership, $plusBusy, cancelMembershipClicked, resumeMembershipClicked, $savedCard]);
  const viewerDate = useViewerDate();
  if (membership === null || membership.status === 'ended') return null;
  const end = viewerDate(membership.periodEnd);
  // Renewals take the credits first and charge the kept card only for what they lack, so the notice names both when there is a card.
  const retry = (date: string) => (card === null ? t('igPlus.retryOn', { date }) : t('igPlus.retryOnWithCard', { date, last4: card.last4 }));
  return (
    <section className={`panel ${money['stack']}`} data-testid="ig-plus-membership" data-status={membership.status}>
      <h2>{t('igPlus.statusTitle')}</h2>
      <p>
        <strong>{t(`igPlus.status.${membership.status}`)}</strong> · {membership.cancelAtPeriodEnd ? t('igPlus.endsOn', { date: end }) : t('igPlus.renewsOn', { date: end })}
      </p>
      {membership.status === 'past_due' && membership.nextAttemptAt !== null && <p role="alert" data-testid="ig-plus-retry">{retry(viewerDate(membership.nextAttemptAt))}</p>}
      <div className={money['actions']}>
        {membership.cancelAtPeriodEnd ? (
          <button type="button" className="button" disabled={busy} onClick={() => resume()} data-testid="ig-plus-resume">
            {t('igPlus.resume')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => cancel()} data-testid="ig-plus-cancel">
            {t('igPlus.cancel')}
          </button>
        )}
      </div>
      <RenewalCard />
    </section>
  );
}

function Join() {
  const { t } = useTranslation();
  const [loggedIn, member, price, method, card, cardValid, can, busy] = useUnit([$isLoggedIn, $isMember, $plusPrice, $plusMethod, $plusCard, $plusCardValid, $canJoin, $plusBusy]);
  const [choose, changeCard, join, openLogin, keep, keepToggled] = useUnit([plusMethodChosen, plusCardChanged, joinClicked, loginModalOpened, $keepCard, keepCardToggled]);
  if (member) return null;
  if (!loggedIn)
    return (
      <section className={`panel ${money['stack']}`}>
        <button type="button" className="button" onClick={() => openLogin()} data-testid="ig-plus-login">
          {t('igPlus.loginToJoin')}
        </button>
      </section>
    );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    join();
  };
  return (
    <form className={`panel ${money['stack']}`} onSubmit={onSubmit} data-testid="ig-plus-join-form">
      <h2>{t('igPlus.joinTitle')}</h2>
      <PaymentFields idPrefix="ig-plus" methods={METHODS} method={method} onMethod={choose} card={card} cardValid={cardValid} onCard={changeCard} />
      {method === 'CARD' && (
        <label>
          <input type="checkbox" checked={keep} onChange={(event) => keepToggled(event.target.checked)} data-testid="ig-plus-keep-card" /> {t('igPlus.keepCard')}
        </label>
      )}
      <p className={money['muted']}>{t('igPlus.renewsFromCredits')}</p>
      <button type="submit" className="button" disabled={!can || price === null} data-testid="ig-plus-join">
        {busy ? t('igPlus.joining') : t('igPlus.join', { price: price ?? '' })}
      </button>
    </form>
  );
}

/** /ig-plus: what the membership gives (with its saving on the shopper's cart), joining, and the member's renewal. */
export function IgPlusPage() {
  const { t } = useTranslation();
  const [price, error] = useUnit([$plusPrice, $plusError]);
  return (
    <main className={`page ${money['page']}`} data-testid="ig-plus-page">
      <div className={styles['hero']}>
        <div>
          <h1>{t('routes.igPlus')}</h1>
          <p>{t('igPlus.tagline')}</p>
        </div>
        {price !== null && (
          <p className={styles['price']} data-testid="ig-plus-price">
            {t('igPlus.pricePerMonth', { price })}
          </p>
        )}
      </div>
      <div className={money['columns']}>
        <Benefits />
        <div className={money['stack']}>
          <MembershipStatus />
          <Join />
          <PaymentError error={error} testId="ig-plus-error" />
        </div>
      </div>
    </main>
  );
}

/** /ig-plus/success: the welcome once the membership runs; while a card or crypto payment is on its way, a waiting line that turns by itself. */
export function IgPlusSuccessPage() {
  const { t } = useTranslation();
  const [member, membership] = useUnit([$isMember, $membership]);
  const viewerDate = useViewerDate();
  return (
    <main className={`page ${money['page']}`} data-testid="ig-plus-success" data-member={member ? 'yes' : 'no'}>
      <h1>{member ? t('igPlus.successTitle') : t('igPlus.pendingTitle')}</h1>
      <section className={`panel ${money['stack']}`}>
        <p>{member ? t('igPlus.successText') : t('igPlus.pendingText')}</p>
        {member && membership !== null && <p>{t('igPlus.renewsOn', { date: viewerDate(membership.periodEnd) })}</p>}
        <div className={money['actions']}>
          <a className="button" href="/games">
            {t('igPlus.shop')}
          </a>
          <a className="button button--ghost" href="/ig-plus">
            {t('igPlus.manage')}
          </a>
        </div>
      </section>
    </main>
  );
}
