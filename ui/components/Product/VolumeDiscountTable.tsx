import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatNumber, formatPercent } from '../../../domain/index.ts';
import type { PricedQuantity } from '../../features/catalog/product/pricing.ts';
import styles from './VolumeDiscountTable.module.scss';

/** The unit price at each step of a listing's volume discount, the row of the chosen quantity's step highlighted. */
export function VolumeDiscountTable({ rows, quantity }: { readonly rows: readonly PricedQuantity[]; readonly quantity: number }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const current = rows.findLast((row) => row.quantity <= quantity)?.quantity;
  return (
    <section className={styles['volume']} aria-labelledby="volume-discount-title" data-testid="volume-discount">
      <h2 id="volume-discount-title">{t('product.volume.title')}</h2>
      <p className={styles['hint']}>{t('product.volume.hint')}</p>
      <table className={styles['table']}>
        <thead>
          <tr>
            <th scope="col">{t('product.volume.quantity')}</th>
            <th scope="col">{t('product.volume.discount')}</th>
            <th scope="col">{t('product.volume.unitPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.quantity} className={row.quantity === current ? styles['current'] : undefined}>
              <td>{formatNumber(row.quantity)}</td>
              <td>{row.discountPercent > 0 ? `−${formatPercent(row.discountPercent)}` : '—'}</td>
              <td>{row.unitPrice}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
