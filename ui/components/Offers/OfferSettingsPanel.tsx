import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { DELIVERY_DURATIONS, type GameOfferSettings } from '../../../contracts/offers/index.ts';
import { $games } from '../../features/offers/create/model.ts';
import {
  $gameSettings,
  $offerSettingsError,
  $offerSettingsSaving,
  $settingsGame,
  awayToggled,
  defaultDeliveryChosen,
  sellsToggled,
  settingsGameChosen,
} from '../../features/offers/settings/model.ts';

/** The offer settings per game on /dashboard/offers: sells it or not, default delivery time, and away mode (pauses the game's offers at once). */
export function OfferSettingsPanel() {
  const { t } = useTranslation();
  const [games, game, settings, saving, error] = useUnit([$games, $settingsGame, $gameSettings, $offerSettingsSaving, $offerSettingsError]);
  const [chooseGame, toggleSells, chooseDelivery, toggleAway] = useUnit([settingsGameChosen, sellsToggled, defaultDeliveryChosen, awayToggled]);
  if (game === null || settings === null) return null;
  return (
    <details className="panel" data-testid="offer-settings">
      <summary>{t('offerSettings.title')}</summary>
      <label>
        {t('offerSettings.game')}{' '}
        <select value={game} onChange={(e) => chooseGame(e.target.value)} data-testid="offer-settings-game">
          {games.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={settings.sells} disabled={saving} onChange={(e) => toggleSells(e.target.checked)} data-testid="offer-settings-sells" /> {t('offerSettings.sells')}
      </label>
      <label>
        {t('offerSettings.defaultDelivery')}{' '}
        <select
          value={settings.defaultDelivery ?? ''}
          disabled={saving}
          onChange={(e) => chooseDelivery(e.target.value === '' ? null : (e.target.value as NonNullable<GameOfferSettings['defaultDelivery']>))}
          data-testid="offer-settings-delivery"
        >
          <option value="">{t('offerSettings.noDefault')}</option>
          {DELIVERY_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {t(`sellerOffers.delivery.${d}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={settings.away} disabled={saving} onChange={(e) => toggleAway(e.target.checked)} data-testid="offer-settings-away" /> {t('offerSettings.away')}
      </label>
      <p role="status">{settings.away ? t('offerSettings.awayOn', { n: settings.awayPaused }) : t('offerSettings.awayHint')}</p>
      {error !== null && <p role="alert">{t('offerSettings.saveFailed')}</p>}
    </details>
  );
}
