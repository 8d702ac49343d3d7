import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatMoney, formatNumber, formatPercent, type ResultValue } from '../../../domain/index.ts';

/** Whole days, hours and minutes of a duration (the calculators' durations are whole seconds). */
function DurationText({ seconds }: { readonly seconds: number }) {
  const { t } = useTranslation();
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return <>{t('calculator.duration', { d, h, m })}</>;
}

/** One result value, formatted: money as official USD amounts, counts with separators, packs as "count × amount". */
export function ResultValueText({ value }: { readonly value: ResultValue }) {
  const { t } = useTranslation();
  switch (value.kind) {
    case 'money':
      return <>{formatMoney(value.money)}</>;
    case 'count':
      return <>{value.unit === undefined ? formatNumber(value.value) : `${formatNumber(value.value)} ${value.unit}`}</>;
    case 'decimal':
      return <>{formatNumber(Number(value.value.toFixed(value.digits)))}</>;
    case 'percent':
      return <>{formatPercent(value.value)}</>;
    case 'duration':
      return <DurationText seconds={value.seconds} />;
    case 'name':
      return <>{value.value}</>;
    case 'text':
      return <>{t(value.key, { ...value.params })}</>;
    case 'packs':
      return value.packs.length === 0 ? (
        <>{t('calculator.value.noPacks')}</>
      ) : (
        <ul className="calculator-packs" data-testid="calculator-packs">
          {value.packs.map((p) => (
            <li key={p.amount}>
              {t('calculator.value.packLine', { n: p.count, amount: formatNumber(p.amount), unit: value.unit, price: formatMoney(p.price) })}
            </li>
          ))}
        </ul>
      );
  }
}
