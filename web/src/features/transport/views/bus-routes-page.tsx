import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusRoutesDocument } from '../../../generated/graphql';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { ArrowRightIcon, BusIcon } from '../components/transport-icons';
import { transportLinks, transportPaths } from '../paths';
import './transport.css';
import '../../../shared/i18n/sections';

export function BusRoutesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(BusRoutesDocument);
  const routes = data?.busRoutes;

  let body;
  if (loading && !routes) {
    body = (
      <div className="transport-status">
        <Spinner />
      </div>
    );
  } else if (error && !routes) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!routes || routes.length === 0) {
    body = <EmptyPanel>{t('transport.busPage.empty')}</EmptyPanel>;
  } else {
    body = (
      <ul className="bus-routes">
        {routes.map((route) => (
          <li key={route.id} className="bus-route">
            <h2 className="bus-route__name">
              <BusIcon size={22} />
              <span>{route.name}</span>
            </h2>
            {route.nameBn && (
              <p className="bus-route__name-bn" lang="bn">
                {route.nameBn}
              </p>
            )}
            {route.via && <p className="bus-route__via">{t('transport.busPage.via', { via: route.via })}</p>}
            <ul className="bus-route__directions" aria-label={t('transport.busPage.directionsLabel', { route: route.name })}>
              {route.directions.map((way) => (
                <li key={way.slug}>
                  <Link className="bus-direction-link" to={transportLinks.busByDirection(way.slug)}>
                    <span>{t('transport.busPage.direction', { from: way.fromPlace, to: way.toPlace })}</span>
                    <ArrowRightIcon size={20} />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('transport.bus')} subtitle={t('transport.busPage.intro')} back={{ to: transportPaths.transport, label: t('transport.back') }} />
      {body}
    </>
  );
}
