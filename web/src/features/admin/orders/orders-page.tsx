import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AdminOrderShopsDocument,
  AdminOrdersDocument,
  ShopOrderChangedDocument,
  type OrderNeed,
  type OrderStatus,
} from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { refetchActive } from '../../../shared/apollo/refetch-active';
import { useLiveRefresh } from '../../../shared/apollo/use-live-refresh';
import '../../../shared/i18n/admin';
import '../../../shared/i18n/workspace';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { actionProblem } from '../../../shared/workspace/action-errors';
import { FlashLine, useFlash } from '../../../shared/workspace/flash';
import { LiveIndicator } from '../../../shared/workspace/live-indicator';
import '../../../shared/workspace/workspace.css';
import { adminPaths } from '../paths';
import { AdminOrderCard } from './admin-order-card';
import {
  isFiltered,
  noFilter,
  orderNeeds,
  orderStates,
  ordersFilterOf,
  withFilter,
  type OrdersFilter,
} from './orders-filter';
import './orders.css';

/** Orders a page: a screenful or two on a phone. */
export const PAGE = 20;
/** The API's most in one request: a list grown by "Show more" is fetched again up to this many. */
const MOST = 100;

/** The filters: state, shop and day apply at once; the code when the admin presses Find (or Enter). */
function OrderFilters({ filter, onChange }: { filter: OrdersFilter; onChange: (next: OrdersFilter) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const shops = useQuery(AdminOrderShopsDocument, { fetchPolicy: 'cache-first' });
  const [code, setCode] = useState(filter.code ?? '');
  // A link or the back button may change the code under the box.
  useEffect(() => setCode(filter.code ?? ''), [filter.code]);

  const shopList = [...(shops.data?.vendors.nodes ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  // A shop asked for by the address but not (yet) listed still shows as chosen.
  const unknownShop = filter.vendorId && !shopList.some((shop) => shop.id === filter.vendorId);

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...filter, code: code.trim().toUpperCase() || null });
  }

  return (
    <form className="admin-orders__filters" role="search" aria-label={t('admin.orders.filters')} onSubmit={find}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-state`}>
          {t('admin.orders.filter.state')}
        </label>
        <select
          id={`${id}-state`}
          className="field__input"
          value={filter.status ?? ''}
          onChange={(event) => onChange({ ...filter, status: (event.target.value || null) as OrderStatus | null })}
        >
          <option value="">{t('admin.orders.filter.allStates')}</option>
          {orderStates.map((state) => (
            <option key={state} value={state}>
              {t(`admin.orders.state.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-needs`}>
          {t('admin.orders.filter.needs')}
        </label>
        <select
          id={`${id}-needs`}
          className="field__input"
          value={filter.needs ?? ''}
          onChange={(event) => onChange({ ...filter, needs: (event.target.value || null) as OrderNeed | null })}
        >
          <option value="">{t('admin.orders.filter.anyNeed')}</option>
          {orderNeeds.map((need) => (
            <option key={need} value={need}>
              {t(`admin.orders.need.${need}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-shop`}>
          {t('admin.orders.filter.shop')}
        </label>
        <select
          id={`${id}-shop`}
          className="field__input"
          value={filter.vendorId ?? ''}
          onChange={(event) => onChange({ ...filter, vendorId: event.target.value || null })}
        >
          <option value="">{t('admin.orders.filter.allShops')}</option>
          {unknownShop && <option value={filter.vendorId!}>{filter.vendorId}</option>}
          {shopList.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-day`}>
          {t('admin.orders.filter.day')}
        </label>
        <input
          id={`${id}-day`}
          className="field__input"
          type="date"
          value={filter.day ?? ''}
          onChange={(event) => onChange({ ...filter, day: event.target.value || null })}
        />
      </div>
      <div className="field admin-orders__code">
        <label className="field__label" htmlFor={`${id}-code`}>
          {t('admin.orders.filter.code')}
        </label>
        <div className="admin-orders__code-row">
          <input
            id={`${id}-code`}
            className="field__input"
            type="search"
            value={code}
            placeholder={t('admin.orders.filter.codePlaceholder')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('admin.orders.filter.find')}
          </button>
        </div>
      </div>
      {isFiltered(filter) && (
        <button type="button" className="button button--quiet admin-orders__clear" onClick={() => onChange(noFilter)}>
          {t('admin.orders.filter.clear')}
        </button>
      )}
    </form>
  );
}

/**
 * /admin/orders: every order, newest first, narrowed by state, what it waits for, shop, day placed and code (all in
 * the address, so a chat message's link ?code=K7M2QX-1 opens that order). An admin gives an order
 * to a delivery person, moves it on or cancels it, and reads its history. New orders and changes
 * appear by themselves: the page follows every order live.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const filter = ordersFilterOf(params);
  const [flashText, flash] = useFlash();
  const variables = {
    status: filter.status,
    vendorId: filter.vendorId,
    day: filter.day,
    code: filter.code,
    needs: filter.needs,
    first: PAGE,
  };
  const list = useQuery(AdminOrdersDocument, { variables, fetchPolicy: 'cache-and-network' });

  const page = list.data?.staffOrders;
  const shown = useRef(page);
  shown.current = page;
  const latestVariables = useRef(variables);
  latestVariables.current = variables;

  const { fetchMore } = list;
  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (before, { fetchMoreResult }) => ({
          ...before,
          staffOrders: appendPage(before.staffOrders, fetchMoreResult.staffOrders),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);

  /** The list fetched again as long as it is now (up to MOST), so "Show more" is not undone; an open history too. */
  const refresh = useCallback(async () => {
    const asked = latestVariables.current;
    const first = Math.min(MOST, Math.max(PAGE, shown.current?.nodes.length ?? 0));
    const { data } = await client.query({
      query: AdminOrdersDocument,
      variables: { ...asked, first },
      fetchPolicy: 'network-only',
    });
    if (data) client.writeQuery({ query: AdminOrdersDocument, variables: asked, data });
    await refetchActive(client, ['AuditTrail']);
  }, [client]);

  useLiveRefresh(ShopOrderChangedDocument, { refresh });

  const afterStep = useCallback(
    (message: string) => {
      flash(message);
      void refresh().catch(() => undefined);
    },
    [flash, refresh],
  );
  const afterRefusal = useCallback(() => void refresh().catch(() => undefined), [refresh]);

  const choose = (next: OrdersFilter) => setParams((current) => withFilter(current, next), { replace: true });

  let body;
  if (!page) {
    if (list.error) {
      const problem = actionProblem(list.error);
      body = (
        <RetryPanel
          message={problem.message ?? t(problem.key)}
          onRetry={() => void list.refetch().catch(() => undefined)}
        />
      );
    } else {
      body = (
        <div className="ws-status">
          <Spinner />
        </div>
      );
    }
  } else if (page.nodes.length === 0) {
    body = <EmptyPanel>{isFiltered(filter) ? t('admin.orders.empty') : t('admin.orders.emptyAll')}</EmptyPanel>;
  } else {
    body = (
      <>
        <ul className="ws-list admin-orders__list" aria-label={t('admin.orders.title')}>
          {page.nodes.map((order) => (
            <li key={order.id}>
              <AdminOrderCard order={order} onDone={afterStep} onRefused={afterRefusal} />
            </li>
          ))}
        </ul>
        {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(page.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  return (
    <div className="admin-orders">
      <PageHeader
        title={t('admin.orders.title')}
        back={{ to: adminPaths.admin, label: t('admin.title') }}
        subtitle={t('admin.orders.intro')}
      />
      <div className="admin-orders__live">
        <LiveIndicator />
      </div>
      <OrderFilters filter={filter} onChange={choose} />
      <FlashLine text={flashText} />
      {body}
    </div>
  );
}
