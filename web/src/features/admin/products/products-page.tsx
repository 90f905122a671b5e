import { useTranslation } from 'react-i18next';
import { AdminProductsDocument } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { useFlash } from '../../../shared/workspace/flash';
import { SelectField } from '../kit/record-form';
import { RecordScreen, ToggleFilter } from '../kit/record-screen';
import { useUrlFilters } from '../kit/url-filters';
import { usePagedList } from '../kit/use-paged-list';
import { AdminProductCard, type ProductChange } from './product-card';
import { NewProductForm } from './product-forms';
import { productSections, shopOptions, useProductShops } from './product-shops';

/**
 * /admin/products: every shop's products by name, closed shops' too, with a search and filters
 * kept in the address (?q=, ?shop=, ?section=, ?offsale=1, ?low=1). A product is added to a shop
 * here, changed, counted, or taken off sale (never deleted: orders point to it), and its history read.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const search = filters.text('q');
  const shopId = filters.text('shop') || null;
  const section = filters.choice('section', productSections);
  const offSaleToo = filters.flag('offsale');
  const lowOnly = filters.flag('low');
  const shops = useProductShops();
  const [flashText, flash] = useFlash();
  const list = usePagedList(
    AdminProductsDocument,
    { search: search || null, vendorId: shopId, section, includeOffSale: offSaleToo, lowStockOnly: lowOnly },
    'adminProducts',
  );
  // A shop named in the address that is not (yet) among the choices is still shown as chosen.
  const unknownShop = shopId && !shops.some((shop) => shop.id === shopId) ? [{ value: shopId, label: shopId }] : [];

  const changed = (change: ProductChange) => {
    if (change.kind === 'stock') {
      flash(change.text);
      return;
    }
    flash(
      t(
        `admin.products.${change.kind === 'saved' ? 'saved' : change.kind === 'offSale' ? 'offSaleNow' : 'onSaleNow'}`,
        { name: change.name },
      ),
    );
    list.refetch();
  };

  return (
    <RecordScreen
      title={t('admin.products.title')}
      intro={t('admin.products.intro')}
      search={{
        label: t('admin.products.search'),
        placeholder: t('admin.products.searchPlaceholder'),
        value: search,
        onSearch: (text) => filters.set('q', text),
      }}
      filters={
        <>
          <SelectField
            label={t('admin.products.shop.label')}
            value={shopId ?? ''}
            options={[{ value: '', label: t('admin.products.shop.all') }, ...shopOptions(shops, t), ...unknownShop]}
            onChange={(e) => filters.set('shop', e.target.value)}
          />
          <SelectField
            label={t('admin.products.section.label')}
            value={section ?? ''}
            options={[
              { value: '', label: t('admin.products.section.all') },
              ...productSections.map((s) => ({ value: s, label: t(`admin.vendors.category.${s}`) })),
            ]}
            onChange={(e) => filters.set('section', e.target.value)}
          />
          <ToggleFilter
            label={t('admin.products.offSaleToo')}
            checked={offSaleToo}
            onChange={(on) => filters.set('offsale', on)}
          />
          <ToggleFilter
            label={t('admin.products.lowOnly')}
            checked={lowOnly}
            onChange={(on) => filters.set('low', on)}
          />
        </>
      }
      create={{
        label: t('admin.products.new.button'),
        render: (close) => (
          <NewProductForm
            shops={shops}
            onCancel={close}
            onCreated={(product, shop) => {
              close();
              flash(t('admin.products.created', { name: product.name, shop }));
              list.refetch();
            }}
          />
        ),
      }}
      list={list}
      listLabel={t('admin.products.listLabel')}
      emptyText={search || shopId || section || lowOnly ? t('admin.products.noMatch') : t('admin.products.empty')}
      flashText={flashText}
      renderRow={(product) => <AdminProductCard product={product} onChanged={changed} onStale={list.refetch} />}
    />
  );
}
