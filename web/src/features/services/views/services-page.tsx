import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ServiceTypesDocument } from '../../../generated/graphql';
import { TileGrid, TileLink, type Tone } from '../../../shared/ui/cards';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { ToolIcon } from '../components/service-icon';
import { serviceLinks } from '../paths';
import { serviceTypeDescription, serviceTypeName } from '../../../shared/i18n/service-type-names';
import './services.css';
import '../../../shared/i18n/sections';

const TONES: Tone[] = ['teal', 'saffron', 'blue', 'green', 'purple', 'earth', 'gold', 'red'];

export function ServicesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ServiceTypesDocument);
  const types = data?.serviceTypes;

  let body;
  if (loading && !types) {
    body = (
      <div className="services-status">
        <Spinner />
      </div>
    );
  } else if (error && !types) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!types || types.length === 0) {
    body = <EmptyPanel>{t('services.empty')}</EmptyPanel>;
  } else {
    body = (
      <TileGrid label={t('services.typesLabel')}>
        {types.map((type, i) => {
          const description = serviceTypeDescription(t, type.slug);
          const count = t('services.providerCount', { count: type.providerCount });
          return (
            <li key={type.slug}>
              <TileLink
                to={serviceLinks.byType(type.slug)}
                tone={TONES[i % TONES.length]}
                icon={<ToolIcon size={24} />}
                title={serviceTypeName(t, type.slug)}
                description={description ? `${description} · ${count}` : count}
              />
            </li>
          );
        })}
      </TileGrid>
    );
  }

  return (
    <>
      <PageHeader title={t('services.title')} subtitle={t('services.intro')} />
      {body}
    </>
  );
}
