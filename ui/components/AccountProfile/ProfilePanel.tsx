import { useUnit } from 'effector-react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { $user } from '../../features/accounts/session/model.ts';
import { $profileBusy, $profileSaved, pictureChosen, pictureRemoved, profileSubmitted, type PictureKind } from '../../features/accounts/profile/model.ts';
import { Image } from '../Image/Image.tsx';
import { FieldProblem, ProfileFields } from './ProfileFields.tsx';
import styles from './Profile.module.scss';

function Picture({ kind }: { readonly kind: PictureKind }) {
  const { t } = useTranslation();
  const [user, busy, choose, remove] = useUnit([$user, $profileBusy, pictureChosen, pictureRemoved]);
  const src = kind === 'avatar' ? (user?.avatar ?? null) : (user?.coverPhoto ?? null);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file !== undefined) choose({ kind, file });
    event.target.value = '';
  };
  const label = kind === 'avatar' ? t('accountProfile.avatar') : t('accountProfile.coverPhoto');
  return (
    <div className={styles['picture']} data-testid={`profile-${kind}`} data-set={src === null ? 'no' : 'yes'}>
      <span>{label}</span>
      {src !== null &&
        (kind === 'avatar' ? (
          <Image src={src} alt={label} width={96} height={96} />
        ) : (
          <div className={styles['cover']}>
            <Image src={src} alt={label} width={320} height={100} />
          </div>
        ))}
      <input type="file" accept="image/jpeg,image/png,image/webp" aria-label={label} disabled={busy} onChange={onFile} data-testid={`profile-${kind}-file`} />
      {src !== null && (
        <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => remove(kind)}>
          {t('accountProfile.removePicture')}
        </button>
      )}
    </div>
  );
}

/** The crowns earned by completed orders (taken back when such an order is refunded). */
function Crowns() {
  const { t } = useTranslation();
  const crowns = useUnit($user)?.crowns ?? 0;
  return (
    <p data-testid="profile-crowns" data-crowns={crowns}>
      <span aria-hidden="true">👑</span> {t('accountData.crowns', { count: crowns })} <small>{t('accountData.crownsHint')}</small>
    </p>
  );
}

/** The Profile tab: pictures (uploaded, then set), username, phone and country. */
export function ProfilePanel() {
  const { t } = useTranslation();
  const [busy, saved, submit] = useUnit([$profileBusy, $profileSaved, profileSubmitted]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  return (
    <section className={`panel ${styles['panel']}`} data-testid="profile-panel">
      <h2>{t('accountProfile.title')}</h2>
      <Crowns />
      <div className={styles['pictures']}>
        <Picture kind="avatar" />
        <Picture kind="coverPhoto" />
      </div>
      <FieldProblem field="picture" />
      <FieldProblem field="avatarKey" />
      <form className={styles['panel']} onSubmit={onSubmit}>
        <ProfileFields fields={['username', 'phoneNumber', 'country']} />
        <FieldProblem field="form" />
        <button type="submit" className="button" disabled={busy} data-testid="profile-save">
          {busy ? t('accountProfile.saving') : t('accountProfile.save')}
        </button>
        {saved && (
          <p role="status" data-testid="profile-saved">
            {t('accountProfile.saved')}
          </p>
        )}
      </form>
    </section>
  );
}
