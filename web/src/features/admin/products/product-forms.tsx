import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateProductDocument,
  UpdateProductDocument,
  type VendorProductFieldsFragment,
} from '../../../generated/graphql';
import { errorCodeOf } from '../../../shared/apollo/server-words';
import '../../../shared/i18n/admin';
import '../../../shared/i18n/workspace';
import { ProductInputs } from '../../../shared/product-editing/product-inputs';
import {
  emptyProductFields,
  fieldsOf,
  productValuesFrom,
  type ProductFields,
} from '../../../shared/product-editing/product-fields';
import { RecordForm, SelectField, useRecordForm } from '../kit/record-form';
import type { AdminProduct, ProductShop } from './product-shops';
import { shopOptions } from './product-shops';

type FormField = keyof ProductFields | 'vendorId';

const newFields: readonly FormField[] = [
  'vendorId',
  'name',
  'nameBn',
  'unit',
  'price',
  'mrp',
  'stock',
  'description',
  'descriptionBn',
  'available',
];
const editFields: readonly FormField[] = [
  'name',
  'nameBn',
  'unit',
  'price',
  'mrp',
  'description',
  'descriptionBn',
  'available',
];

/** The input's paths that the form names otherwise: prices are typed in rupees, sent in paise. */
const fieldOfPath = (path: string): FormField | undefined =>
  (({ pricePaise: 'price', mrpPaise: 'mrp' }) as Record<string, FormField>)[path];

/** The form's own checks, in the words the shop's form uses; the server checks again. */
function useLocalCheck() {
  const { t } = useTranslation();
  return (fields: ProductFields, withStock: boolean) => {
    const result = productValuesFrom(fields, { withStock });
    if (result.ok) return { result, problems: {} as Partial<Record<FormField, string>> };
    const problems: Partial<Record<FormField, string>> = {};
    for (const [field, problem] of Object.entries(result.problems))
      problems[field as FormField] = t(`vendor.products.form.errors.${problem}`);
    return { result: null, problems };
  };
}

function useFields(initial: ProductFields, clear: (field: FormField) => void) {
  const [fields, setFields] = useState(initial);
  const set = <K extends keyof ProductFields>(key: K, value: ProductFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    clear(key);
  };
  return [fields, set, setFields] as const;
}

/** A new product for a shop the admin picks, with its opening stock. */
export function NewProductForm({
  shops,
  onCreated,
  onCancel,
}: {
  shops: readonly ProductShop[];
  onCreated: (product: VendorProductFieldsFragment, shop: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useRecordForm(newFields, fieldOfPath);
  const [fields, set] = useFields(emptyProductFields, form.clear);
  const [vendorId, setVendorId] = useState('');
  const check = useLocalCheck();
  const [create] = useMutation(CreateProductDocument);

  function submit() {
    const { result, problems } = check(fields, true);
    if (!vendorId) problems.vendorId = t('admin.products.form.shopRequired');
    let created: VendorProductFieldsFragment | undefined;
    void form
      .submit(async () => {
        const { data } = await create({ variables: { input: { vendorId, ...result!.values, stock: result!.stock } } });
        created = data?.createProduct;
      }, problems)
      .then((done) => done && created && onCreated(created, shops.find((shop) => shop.id === vendorId)?.name ?? ''));
  }

  return (
    <RecordForm
      form={form}
      title={t('admin.products.new.title')}
      intro={t('admin.products.new.intro')}
      submitLabel={t('admin.products.new.submit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <SelectField
        label={t('admin.products.form.shop')}
        value={vendorId}
        options={[{ value: '', label: t('admin.products.form.choose') }, ...shopOptions(shops, t)]}
        onChange={(e) => {
          setVendorId(e.target.value);
          form.clear('vendorId');
        }}
        error={form.error('vendorId')}
      />
      <ProductInputs fields={fields} set={set} error={form.error} withStock />
    </RecordForm>
  );
}

/**
 * A product's edit at the version it was opened at. If someone changed it meanwhile (its shop,
 * another admin, an order taking stock), nothing is saved: the form says so, the list is read
 * again (`onStale`), and the form then shows the product as it now is, to make the change again.
 */
export function EditProductForm({
  product,
  onSaved,
  onStale,
  onCancel,
}: {
  product: AdminProduct;
  onSaved: (product: VendorProductFieldsFragment) => void;
  onStale: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useRecordForm(editFields, fieldOfPath);
  const [fields, set, setFields] = useFields(fieldsOf(product), form.clear);
  const [version, setVersion] = useState(product.version);
  const [stale, setStale] = useState(false);
  const check = useLocalCheck();
  const [update] = useMutation(UpdateProductDocument);

  useEffect(() => {
    if (stale && product.version !== version) {
      setFields(fieldsOf(product));
      setVersion(product.version);
      setStale(false);
    }
  }, [stale, product, version, setFields]);

  function submit() {
    const { result, problems } = check(fields, false);
    let saved: VendorProductFieldsFragment | undefined;
    void form
      .submit(async () => {
        try {
          const { data } = await update({
            variables: { input: { id: product.id, expectedVersion: version, ...result!.values } },
          });
          saved = data?.updateProduct;
        } catch (error) {
          if (errorCodeOf(error) === 'CONFLICT') {
            setStale(true);
            onStale();
          }
          throw error;
        }
      }, problems)
      .then((done) => done && saved && onSaved(saved));
  }

  return (
    <RecordForm
      form={form}
      title={t('admin.products.edit.title', { name: product.name })}
      submitLabel={t('admin.products.edit.submit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <ProductInputs fields={fields} set={set} error={form.error} />
    </RecordForm>
  );
}
