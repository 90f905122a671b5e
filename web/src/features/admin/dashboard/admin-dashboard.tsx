import { useQuery } from '@apollo/client/react';
import { useCallback, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AdminDashboardDocument,
  ShopOrderChangedDocument,
  type AdminDashboardQuery,
  type HelpRequestKind,
} from '../../../generated/graphql';
import { useLiveRefresh } from '../../../shared/apollo/use-live-refresh';
import { formatDay } from '../../../shared/format/date';
import '../../../shared/i18n/admin';
import { Spinner } from '../../../shared/ui/spinner';
import { LiveIndicator } from '../../../shared/workspace/live-indicator';
import '../../../shared/workspace/workspace.css';
import { useEvery } from '../notifications/use-every';
import { dashboardLinks } from './dashboard-links';
import './dashboard.css';

/** Order changes arrive by the dozen at a busy hour: the figures are fetched again at most once a second. */
export const REFRESH_GAP_MS = 1_000;
/** Requests, appointments and stock change without an event to say so: looked at again every half minute, while the page is in view. */
export const POLL_MS = 30_000;

const REQUEST_KINDS: HelpRequestKind[] = ['MEDICAL_ASSISTANCE', 'SERVICE', 'CONTACT'];

type Dashboard = AdminDashboardQuery['adminDashboard'];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One figure: the number, what it counts, and a line more; the whole of it a link to the screen that acts on it. */
function Figure({
  to,
  count,
  label,
  detail,
  className = '',
}: {
  to: string;
  count: number;
  label: string;
  detail?: ReactNode;
  className?: string;
}) {
  return (
    <Link to={to} className={`dash-figure ${count > 0 ? 'dash-figure--some' : 'dash-figure--none'} ${className}`}>
      <span className="dash-figure__count">{count}</span>
      <span className="dash-figure__text">
        <span className="dash-figure__label">{label}</span>
        {detail && <span className="dash-figure__detail">{detail}</span>}
      </span>
    </Link>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { day } = dashboard;
  const total = dashboard.ordersToday.reduce((sum, row) => sum + row.count, 0);
  const requests = (kind: HelpRequestKind, status: 'NEW' | 'IN_PROGRESS') =>
    dashboard.openHelpRequests.find((row) => row.kind === kind && row.status === status)?.count ?? 0;
  const appointments = (status: string) => dashboard.appointmentsToday.find((row) => row.status === status)?.count ?? 0;
  const appointmentsTotal = dashboard.appointmentsToday.reduce((sum, row) => sum + row.count, 0);

  return (
    <>
      <div className="admin-dashboard__orders">
        <Figure
          to={dashboardLinks.ordersOn(day)}
          count={total}
          label={t('admin.dashboard.ordersToday', { count: total })}
          className="dash-figure--total"
        />
        <ul className="admin-dashboard__states" aria-label={t('admin.dashboard.byState')}>
          {dashboard.ordersToday.map((row) => (
            <li key={row.status}>
              <Link
                to={dashboardLinks.ordersOn(day, row.status)}
                className={`dash-state ${row.count > 0 ? 'dash-state--some' : ''}`}
                data-testid={`today-${row.status}`}
              >
                <span className="dash-state__count">{row.count}</span>{' '}
                <span className="dash-state__label">{t(`admin.orders.state.${row.status}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <h3 className="admin-dashboard__subtitle">{t('admin.dashboard.waiting')}</h3>
      <ul className="admin-dashboard__todo" aria-label={t('admin.dashboard.waiting')}>
        <li>
          <Figure
            to={dashboardLinks.ordersNeeding('PRICES')}
            count={dashboard.listsToPrice}
            label={t('admin.dashboard.listsToPrice', { count: dashboard.listsToPrice })}
          />
        </li>
        <li>
          <Figure
            to={dashboardLinks.ordersNeeding('DELIVERY_PERSON')}
            count={dashboard.ordersWithoutDeliveryPerson}
            label={t('admin.dashboard.withoutDeliveryPerson', { count: dashboard.ordersWithoutDeliveryPerson })}
          />
        </li>
        {REQUEST_KINDS.map((kind) => {
          const fresh = requests(kind, 'NEW');
          const inProgress = requests(kind, 'IN_PROGRESS');
          return (
            <li key={kind}>
              <Figure
                to={dashboardLinks.requests(kind)}
                count={fresh}
                label={t(`admin.dashboard.requests.${kind}`, { count: fresh })}
              />
              {inProgress > 0 && (
                <Link to={dashboardLinks.requests(kind, 'IN_PROGRESS')} className="dash-more">
                  {t(`admin.dashboard.inProgress.${kind}`, { count: inProgress })}
                </Link>
              )}
            </li>
          );
        })}
        <li>
          <Figure
            to={dashboardLinks.appointmentsToday}
            count={appointmentsTotal}
            label={t('admin.dashboard.appointments', { count: appointmentsTotal })}
            detail={
              appointmentsTotal > 0
                ? t('admin.dashboard.appointmentStates', {
                    booked: appointments('BOOKED'),
                    visited: appointments('VISITED'),
                    cancelled: appointments('CANCELLED'),
                  })
                : undefined
            }
          />
        </li>
        <li>
          <Figure
            to={dashboardLinks.lowStock}
            count={dashboard.lowStockProducts}
            label={t('admin.dashboard.lowStock', { count: dashboard.lowStockProducts })}
            detail={t('admin.dashboard.lowStockLevel', { threshold: dashboard.lowStockThreshold })}
          />
        </li>
      </ul>
    </>
  );
}

/**
 * The top of the admin's home: what is happening today and what waits for an admin, each figure a
 * link to the screen that deals with it. It follows every order live (fetching the figures again
 * when one changes) and looks again every half minute for requests, appointments and stock.
 */
export function AdminDashboard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error, refetch } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });

  const refresh = useCallback(async () => {
    await refetch();
    // useLiveRefresh runs one refresh at a time and folds the notices that come meanwhile into one more.
    await pause(REFRESH_GAP_MS);
  }, [refetch]);
  useLiveRefresh(ShopOrderChangedDocument, { refresh });
  useEvery(POLL_MS, () => void refetch().catch(() => undefined));

  const dashboard = data?.adminDashboard;
  let body;
  if (dashboard) {
    body = <Figures dashboard={dashboard} />;
  } else if (error) {
    body = (
      <div className="admin-dashboard__problem" role="alert">
        <p>{t('admin.dashboard.failed')}</p>
        <button type="button" className="button button--quiet" onClick={() => void refetch().catch(() => undefined)}>
          {t('admin.dashboard.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="admin-dashboard__loading" aria-busy="true">
        <Spinner />
        <span>{t('admin.dashboard.loading')}</span>
      </div>
    );
  }

  return (
    <section className="admin-dashboard" aria-labelledby={titleId}>
      <div className="admin-dashboard__head">
        <h2 className="admin-dashboard__title" id={titleId}>
          {t('admin.dashboard.title')}{' '}
          {dashboard && <span className="admin-dashboard__day">{formatDay(dashboard.day)}</span>}
        </h2>
        <LiveIndicator />
      </div>
      {body}
    </section>
  );
}
