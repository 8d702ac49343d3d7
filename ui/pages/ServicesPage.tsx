import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { PageHeading, StatusNote } from '../components/Games/BrowseLayout.tsx';
import { CardGrid, ServiceCard } from '../components/Games/GameCard.tsx';
import { useProductTypeName } from '../components/Games/product-type-name.ts';
import { $services, $servicesState } from '../features/catalog/games/model.ts';
import { pathFor } from '../../domain/index.ts';

/** /services: every service (product type) some game sells, each leading to the games that sell it. */
export function ServicesPage() {
  const { t } = useTranslation();
  const typeName = useProductTypeName();
  const [services, state] = useUnit([$services, $servicesState]);
  const title = t('routes.services');
  return (
    <main className="page page--services">
      <PageHeading trail={[{ label: title }]} title={title} intro={t('services.intro')} />
      {services.length === 0 ? (
        <StatusNote kind={state === 'failed' ? 'failed' : state === 'ready' ? 'empty' : 'loading'} {...(state === 'failed' ? { message: t('services.loadFailed') } : state === 'ready' ? { message: t('services.empty') } : {})} />
      ) : (
        <CardGrid label={title}>
          {services.map((s) => (
            <ServiceCard key={s.value} value={s.value} name={typeName(s)} detail={t('services.gameCount', { count: s.gameCount })} href={pathFor('servicesProductType', { productType: s.value })} />
          ))}
        </CardGrid>
      )}
    </main>
  );
}
