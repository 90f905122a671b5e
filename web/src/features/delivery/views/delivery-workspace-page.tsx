import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeliveryOrderChangedDocument, DeliveryOrdersDocument } from '../../../generated/graphql';
import { refetchActive } from '../../../shared/apollo/refetch-active';
import { useLiveRefresh } from '../../../shared/apollo/use-live-refresh';
import '../../../shared/i18n/staff';
import '../../../shared/i18n/workspace';
import type { SessionUser } from '../../../shared/session/session-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { FlashLine, useFlash } from '../../../shared/workspace/flash';
import { groupOrders } from '../../../shared/workspace/group-orders';
import { LiveIndicator } from '../../../shared/workspace/live-indicator';
import '../../../shared/workspace/workspace.css';
import { deliveryPaths } from '../paths';
import { DeliveryOrderCard } from './delivery-order-card';
import './delivery.css';

/** The sections of the desk, most urgent first: at the door, to pick up, still at the shop, done. */
const SECTIONS = [
  { status: 'OUT_FOR_DELIVERY', key: 'out' },
  { status: 'PACKED', key: 'packed' },
  { status: 'CONFIRMED', key: 'confirmed' },
  { status: 'DELIVERED', key: 'delivered' },
] as const;
const STATES = SECTIONS.map((section) => section.status);

/**
 * /delivery and /delivery/screen: the orders assigned to the signed-in delivery person, live (a
 * new assignment appears by itself), with the steps picked up, delivered and cash collected.
 * /delivery/screen is the same desk in big, high-contrast type for a cheap phone in the sun.
 */
export function DeliveryWorkspacePage({ user, big }: { user: SessionUser; big: boolean }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [flashText, flash] = useFlash();
  const { data, error, refetch } = useQuery(DeliveryOrdersDocument, { fetchPolicy: 'cache-and-network' });
  const groups = useMemo(
    () => (data ? groupOrders(STATES, [data.out, data.packed, data.confirmed, data.delivered]) : null),
    [data],
  );
  const shown = useRef(new Set<string>());
  shown.current = new Set(
    groups
      ? Object.values(groups)
          .flat()
          .map((order) => order.id)
      : [],
  );

  const refresh = useCallback(() => refetchActive(client, ['DeliveryOrders']), [client]);
  useLiveRefresh(DeliveryOrderChangedDocument, {
    refresh,
    onNotice: ({ deliveryOrderChanged: notice }) => {
      if (shown.current.has(notice.orderId) || notice.status === 'DELIVERED' || notice.status === 'CANCELLED') return;
      flash(t('delivery.newOrder', { code: notice.code }));
      if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
        navigator.vibrate([200, 100, 200]);
    },
  });
  const onDone = useCallback(
    (message: string) => {
      flash(message);
      void refresh();
    },
    [flash, refresh],
  );

  let body;
  if (!groups) {
    body = error ? (
      <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <div className="ws-status">
        <Spinner />
      </div>
    );
  } else {
    const active = groups.OUT_FOR_DELIVERY.length + groups.PACKED.length + groups.CONFIRMED.length;
    body = (
      <>
        {active === 0 && <EmptyPanel>{t('delivery.empty')}</EmptyPanel>}
        {SECTIONS.filter(({ status }) => groups[status].length > 0).map(({ status, key }) => (
          <section
            key={status}
            className={`delivery-section delivery-section--${key}`}
            aria-labelledby={`delivery-${key}`}
          >
            <h2 className="delivery-section__title" id={`delivery-${key}`}>
              {t(`delivery.sections.${key}`)} <span className="delivery-section__count">{groups[status].length}</span>
            </h2>
            <ul className="ws-list">
              {groups[status].map((order) => (
                <li key={order.id}>
                  <DeliveryOrderCard order={order} big={big} onDone={onDone} onRefused={() => void refresh()} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    );
  }

  return (
    <div className={big ? 'delivery delivery--big' : 'delivery'}>
      <PageHeader title={big ? t('delivery.screen') : t('delivery.title')} />
      <div className="ws-who">
        <div>
          <h2 className="ws-who__name">{t('session.welcome', { name: user.name })}</h2>
          <p className="ws-who__role">{t('session.signedInAs', { role: t('session.roles.DELIVERY') })}</p>
        </div>
        <LiveIndicator />
        <Link
          className="button button--secondary delivery__switch"
          to={big ? deliveryPaths.delivery : deliveryPaths.screen}
        >
          {big ? t('delivery.normalScreen') : t('delivery.bigScreen')}
        </Link>
      </div>
      <FlashLine text={flashText} />
      {body}
    </div>
  );
}
