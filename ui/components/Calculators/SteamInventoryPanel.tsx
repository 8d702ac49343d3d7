import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatMoney, formatNumber, mustMoney, USD } from '../../../domain/index.ts';
import { $inventory, $inventoryError, $inventoryLoading, $inventoryProfile, inventoryLoadRequested, inventoryProfileTyped } from '../../features/tools/calculators/steam-inventory.ts';
import styles from './Calculator.module.scss';

const usd = (cents: number) => formatMoney(mustMoney(cents, USD));
const KNOWN_ERRORS = ['INVENTORY_PRIVATE', 'PLAYER_NOT_FOUND', 'RATE_LIMITED', 'UNAVAILABLE', 'VALIDATION_FAILED'];

/** "Load my Steam inventory" on the cs-inventory-value page: a profile in, the inventory priced item by item out (USD, the Steam Market's currency). */
export function SteamInventoryPanel() {
  const { t } = useTranslation();
  const [profile, inventory, error, loading, typed, requested] = useUnit([$inventoryProfile, $inventory, $inventoryError, $inventoryLoading, inventoryProfileTyped, inventoryLoadRequested]);
  const demo = inventory !== null && (inventory.inventorySource.kind === 'demo' || inventory.priceSource.kind === 'demo');
  return (
    <section className={styles['panel']} aria-label={t('calculator.steamInventory.title')} data-testid="steam-inventory">
      <h2>{t('calculator.steamInventory.title')}</h2>
      <form
        className={styles['search']}
        onSubmit={(event) => {
          event.preventDefault();
          requested();
        }}
      >
        <label htmlFor="steam-profile">{t('calculator.steamInventory.profileLabel')}</label>
        <input id="steam-profile" value={profile} placeholder="76561198012345678" autoComplete="off" onChange={(event) => typed(event.target.value)} />
        <button type="submit" className="button" disabled={loading}>
          {t('calculator.steamInventory.load')}
        </button>
      </form>
      {loading && <p role="status">{t('loading.label')}</p>}
      {error !== null && (
        <p role="alert" data-testid="steam-inventory-error" data-code={error}>
          {t(`calculator.steamInventory.errors.${KNOWN_ERRORS.includes(error) ? error : 'UNAVAILABLE'}`)}
        </p>
      )}
      {inventory !== null && (
        <>
          {demo && <p className={styles['demo']}>{t('calculator.steamInventory.demo')}</p>}
          <dl className={styles['results']} data-testid="steam-inventory-totals">
            <dt>{t('calculator.row.inventoryValue')}</dt>
            <dd>{usd(inventory.valueCents)}</dd>
            <dt>{t('calculator.row.afterSteamFees')}</dt>
            <dd>{usd(inventory.afterFeesCents)}</dd>
          </dl>
          {inventory.pricesIncomplete !== null && <p role="status">{t('calculator.steamInventory.incomplete')}</p>}
          <table data-testid="steam-inventory-items">
            <thead>
              <tr>
                <th scope="col">{t('calculator.steamInventory.item')}</th>
                <th scope="col">{t('calculator.steamInventory.count')}</th>
                <th scope="col">{t('calculator.steamInventory.price')}</th>
                <th scope="col">{t('calculator.steamInventory.total')}</th>
              </tr>
            </thead>
            <tbody>
              {inventory.items.map((item) => (
                <tr key={`${item.marketable ? 'm' : 'n'}${item.marketHashName}`}>
                  <td>{item.marketHashName}</td>
                  <td>{formatNumber(item.count)}</td>
                  <td>{item.unitCents === null ? t(item.marketable ? 'calculator.steamInventory.noPrice' : 'calculator.steamInventory.notMarketable') : usd(item.unitCents)}</td>
                  <td>{item.totalCents === null ? '—' : usd(item.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles['source']}>{t('calculator.steamInventory.source', { inventory: inventory.inventorySource.name, prices: inventory.priceSource.name, assets: formatNumber(inventory.totalAssets) })}</p>
        </>
      )}
    </section>
  );
}
