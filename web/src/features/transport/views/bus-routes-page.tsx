import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusRoutesDocument } from '../../../generated/graphql';
import { namesInOrder } from '../../../shared/i18n/names-in-order';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { useInLanguage } from '../../../shared/i18n/record-text';
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
  const { language, pick, optional } = useInLanguage();
  const place = usePlaceName();

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
        {routes.map((route) => {
          const [name, otherName] = namesInOrder(language, route.name, route.nameBn, route.nameHi);
          // Places without the reader's form written are said from the catalog.
          const via = optional({ en: route.via && place(route.via), bn: route.viaBn });
          return (
            <li key={route.id} className="bus-route">
              <h2 className="bus-route__name">
                <BusIcon size={22} />
                <span lang={name.lang}>{name.text}</span>
              </h2>
              {otherName && (
                <p className="bus-route__name-bn" lang={otherName.lang}>
                  {otherName.text}
                </p>
              )}
              {via && <p className="bus-route__via">{t('transport.busPage.via', { via })}</p>}
              <ul
                className="bus-route__directions"
                aria-label={t('transport.busPage.directionsLabel', { route: name.text })}
              >
                {route.directions.map((way) => (
                  <li key={way.slug}>
                    <Link className="bus-direction-link" to={transportLinks.busByDirection(way.slug)}>
                      <span>
                        {t('transport.busPage.direction', {
                          from: pick({ en: place(way.fromPlace), bn: way.fromPlaceBn }),
                          to: pick({ en: place(way.toPlace), bn: way.toPlaceBn }),
                        })}
                      </span>
                      <ArrowRightIcon size={20} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={t('transport.bus')}
        subtitle={t('transport.busPage.intro')}
        back={{ to: transportPaths.transport, label: t('transport.back') }}
      />
      {body}
    </>
  );
}
