import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { COUNTRY_CODES } from '../../../domain/index.ts';
import { $countryNamesReady, $profileError, $profileForm, profileFieldChanged, type ProfileField } from '../../features/accounts/profile/model.ts';
import type { TranslationKey } from '../../i18n/resources.ts';
import styles from './Profile.module.scss';

/** Country names in the reader's language, sorted by name. */
function useCountries(language: string): readonly { readonly code: string; readonly name: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

function problemKey(code: string, field: string): TranslationKey {
  if (code === 'USERNAME_TAKEN') return 'accountProfile.errors.usernameTaken';
  switch (field) {
    case 'username':
      return 'accountProfile.errors.username';
    case 'phoneNumber':
      return 'accountProfile.errors.phoneNumber';
    case 'country':
      return 'accountProfile.errors.country';
    case 'avatarKey':
    case 'coverPhotoKey':
    case 'picture':
      return 'accountProfile.errors.picture';
    default:
      return 'accountProfile.errors.generic';
  }
}

/** A refusal under its field (or the form's, `form`), announced. */
export function FieldProblem({ field }: { readonly field: string }) {
  const { t } = useTranslation();
  const error = useUnit($profileError);
  if (error === null || error.field !== field) return null;
  return (
    <p className={styles['problem']} role="alert" data-testid={`profile-error-${field}`}>
      {t(problemKey(error.code, field))}
    </p>
  );
}

/** Username, and optionally phone and country: shared by the Profile tab and onboarding. */
export function ProfileFields({ fields }: { readonly fields: readonly ProfileField[] }) {
  const { t, i18n } = useTranslation();
  const [form, change, namesReady] = useUnit([$profileForm, profileFieldChanged, $countryNamesReady]);
  const all = useCountries(i18n.language);
  const countries = namesReady ? all : [{ code: form.country, name: form.country }];
  return (
    <>
      {fields.includes('username') && (
        <div className={styles['field']}>
          <label htmlFor="profile-username">{t('accountProfile.username')}</label>
          <input id="profile-username" value={form.username} autoComplete="username" maxLength={24} onChange={(e) => change({ field: 'username', value: e.target.value })} data-testid="profile-username" />
          <p className={styles['hint']}>{t('accountProfile.usernameHint')}</p>
          <FieldProblem field="username" />
        </div>
      )}
      {fields.includes('phoneNumber') && (
        <div className={styles['field']}>
          <label htmlFor="profile-phone">{t('accountProfile.phone')}</label>
          <input id="profile-phone" type="tel" value={form.phoneNumber} autoComplete="tel" placeholder="+441234567890" onChange={(e) => change({ field: 'phoneNumber', value: e.target.value })} data-testid="profile-phone" />
          <FieldProblem field="phoneNumber" />
        </div>
      )}
      {fields.includes('country') && (
        <div className={styles['field']}>
          <label htmlFor="profile-country">{t('accountProfile.country')}</label>
          <select id="profile-country" value={form.country} onChange={(e) => change({ field: 'country', value: e.target.value })} data-testid="profile-country">
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldProblem field="country" />
        </div>
      )}
    </>
  );
}
