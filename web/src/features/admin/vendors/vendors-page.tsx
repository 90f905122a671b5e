import { useTranslation } from 'react-i18next';
import { AdminVendorsDocument } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { CallButton } from '../../../shared/ui/call-button';
import { useFlash } from '../../../shared/workspace/flash';
import { AuditHistory } from '../kit/audit-history';
import { Badge, RecordCard, RecordFacts } from '../kit/record-card';
import { SelectField } from '../kit/record-form';
import { RecordScreen, ToggleFilter } from '../kit/record-screen';
import { useUrlFilters } from '../kit/url-filters';
import { usePagedList } from '../kit/use-paged-list';
import { ShopSetPasswordPanel } from '../staff/set-password-panel';
import { EditShopForm, NewShopForm } from './shop-forms';
import { vendorCategories, type AdminVendor } from './vendor-fields';

/** One shop in the list: what it is, where, its number, open or closed, its chat group; Edit and History. */
function ShopCard({
  shop,
  onSaved,
  onPasswordSet,
}: {
  shop: AdminVendor;
  onSaved: (shop: AdminVendor, closed: boolean) => void;
  onPasswordSet: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordCard
      label={shop.name}
      title={shop.name}
      subtitle={shop.nameBn ? <span lang="bn">{shop.nameBn}</span> : undefined}
      off={!shop.active}
      badges={
        <Badge tone={shop.active ? 'good' : 'bad'} testId="shop-state">
          {shop.active ? t('admin.vendors.open') : t('admin.vendors.closed')}
        </Badge>
      }
      panels={[
        {
          key: 'edit',
          label: t('admin.kit.edit'),
          render: (close) => (
            <EditShopForm shop={shop} onCancel={close} onSaved={(saved, closed) => (close(), onSaved(saved, closed))} />
          ),
        },
        {
          key: 'history',
          label: t('admin.kit.history.button'),
          render: () => (
            <AuditHistory
              entityType="VENDOR"
              entityId={shop.id}
              label={t('admin.kit.history.of', { name: shop.name })}
            />
          ),
        },
        {
          key: 'password',
          label: t('admin.staff.setPassword.button'),
          render: (close) => (
            <ShopSetPasswordPanel
              vendorId={shop.id}
              onCancel={close}
              onDone={(done) => (close(), onPasswordSet(done.name))}
            />
          ),
        },
      ]}
    >
      <RecordFacts
        facts={[
          { label: t('admin.vendors.row.category'), value: t(`admin.vendors.category.${shop.category}`) },
          { label: t('admin.vendors.row.village'), value: shop.village },
          shop.ownerName ? { label: t('admin.vendors.row.owner'), value: shop.ownerName } : null,
          {
            label: t('admin.vendors.row.hours'),
            value: t('admin.vendors.row.hoursValue', { opensAt: shop.opensAt, closesAt: shop.closesAt }),
          },
          shop.closedDays.length > 0 && {
            label: t('admin.vendors.row.closedOn'),
            value: shop.closedDays.map((day) => t(`admin.kit.weekdays.${day}` as 'admin.kit.weekdays.0')).join(', '),
          },
          {
            label: t('admin.vendors.row.chatGroup'),
            testId: 'shop-chat-group',
            value: shop.chatGroupId ?? <span className="admin-warning">{t('admin.vendors.row.noChatGroup')}</span>,
          },
        ]}
      />
      <CallButton phone={shop.phone} name={shop.name} compact />
    </RecordCard>
  );
}

/**
 * /admin/vendors: every shop by name, with a search (name, village, phone), a category, and
 * closed shops too when asked (all in the address: ?q=, ?category=, ?closed=1). A new shop is made
 * here with its sign-in; each shop can be edited, closed, and its history read.
 */
export function VendorsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const search = filters.text('q');
  const category = filters.choice('category', vendorCategories);
  const closedToo = filters.flag('closed');
  const [flashText, flash] = useFlash();
  const list = usePagedList(
    AdminVendorsDocument,
    { search: search || null, category, includeInactive: closedToo },
    'adminVendors',
  );

  return (
    <RecordScreen
      title={t('admin.vendors.title')}
      intro={t('admin.vendors.intro')}
      search={{
        label: t('admin.vendors.search'),
        placeholder: t('admin.vendors.searchPlaceholder'),
        value: search,
        onSearch: (text) => filters.set('q', text),
      }}
      filters={
        <>
          <SelectField
            label={t('admin.vendors.category.label')}
            value={category ?? ''}
            options={[
              { value: '', label: t('admin.vendors.category.all') },
              ...vendorCategories.map((c) => ({ value: c, label: t(`admin.vendors.category.${c}`) })),
            ]}
            onChange={(e) => filters.set('category', e.target.value)}
          />
          <ToggleFilter
            label={t('admin.vendors.closedToo')}
            checked={closedToo}
            onChange={(on) => filters.set('closed', on)}
          />
        </>
      }
      create={{
        label: t('admin.vendors.new.button'),
        render: (close) => (
          <NewShopForm
            onCancel={close}
            onCreated={(shop) => {
              close();
              flash(t('admin.vendors.created', { name: shop.name }));
              list.refetch();
            }}
          />
        ),
      }}
      list={list}
      listLabel={t('admin.vendors.listLabel')}
      emptyText={search || category ? t('admin.vendors.noMatch') : t('admin.vendors.empty')}
      flashText={flashText}
      renderRow={(shop) => (
        <ShopCard
          shop={shop}
          onSaved={(saved, closed) => {
            flash(
              closed
                ? t('admin.vendors.closedNow', { name: saved.name })
                : t('admin.vendors.saved', { name: saved.name }),
            );
            list.refetch();
          }}
          onPasswordSet={(name) => flash(t('admin.staff.setPassword.doneNow', { name }))}
        />
      )}
    />
  );
}
