import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateProductDocument,
  UpdateProductDocument,
  VendorProductDocument,
  type VendorProductFieldsFragment,
} from '../../../generated/graphql';
import { errorCodeOf } from '../../../shared/apollo/server-words';
import { actionProblem } from '../../../shared/workspace/action-errors';
import { ProductForm } from '../components/product-form';
import { ProductPhoto } from '../components/product-photo';
import { emptyProductFields, fieldsOf } from '../../../shared/product-editing/product-fields';

function Problem({ children }: { children: ReactNode }) {
  return (
    <p className="ws-problem" role="alert">
      {children}
    </p>
  );
}

/**
 * Edits a product at the version it was opened at. If it changed meanwhile (another tab, another
 * phone, or an order that took some of its stock), nothing is saved: the form says so and shows
 * the product as it is now, to make the change again.
 */
export function ProductEditor({
  product,
  onDone,
  onCancel,
}: {
  product: VendorProductFieldsFragment;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [base, setBase] = useState(() => ({
    fields: fieldsOf(product),
    version: product.version,
    imageUrl: product.imageUrl ?? null,
    key: 0,
  }));
  const [banner, setBanner] = useState<ReactNode>(null);
  const [reloading, setReloading] = useState(false);
  const [update, { loading }] = useMutation(UpdateProductDocument);

  async function reload() {
    setReloading(true);
    try {
      const { data } = await client.query({
        query: VendorProductDocument,
        variables: { id: product.id },
        fetchPolicy: 'network-only',
      });
      const fresh = data?.product;
      if (fresh)
        setBase((current) => ({
          fields: fieldsOf(fresh),
          version: fresh.version,
          imageUrl: fresh.imageUrl ?? null,
          key: current.key + 1,
        }));
    } catch {
      setBanner(<Problem>{t('workspace.errors.network')}</Problem>);
    } finally {
      setReloading(false);
    }
  }

  return (
    <>
      <ProductPhoto productId={product.id} imageUrl={base.imageUrl} onChanged={() => void reload()} />
      <ProductForm
        key={base.key}
        title={t('vendor.products.form.editTitle', { name: product.name })}
        initial={base.fields}
        busy={loading || reloading}
        banner={banner}
        submitLabel={t('vendor.products.form.save')}
        onCancel={onCancel}
        onSubmit={(values) => {
          setBanner(null);
          update({ variables: { input: { id: product.id, expectedVersion: base.version, ...values } } }).then(
            ({ data }) => onDone(t('vendor.products.saved', { name: data?.updateProduct.name ?? values.name })),
            (error: unknown) => {
              if (errorCodeOf(error) === 'CONFLICT') {
                setBanner(<Problem>{t('vendor.products.changedElsewhere')}</Problem>);
                void reload();
                return;
              }
              const problem = actionProblem(error);
              setBanner(<Problem>{problem.message ?? t(problem.key)}</Problem>);
            },
          );
        }}
      />
    </>
  );
}

/** A new product for the shop, with the stock it starts with. */
export function ProductCreator({ onDone, onCancel }: { onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<ReactNode>(null);
  const [create, { loading }] = useMutation(CreateProductDocument, { refetchQueries: ['VendorProducts'] });
  return (
    <ProductForm
      title={t('vendor.products.form.newTitle')}
      initial={emptyProductFields}
      withStock
      busy={loading}
      banner={banner}
      submitLabel={t('vendor.products.form.create')}
      onCancel={onCancel}
      onSubmit={(values, stock) => {
        setBanner(null);
        create({ variables: { input: { ...values, stock } } }).then(
          ({ data }) => onDone(t('vendor.products.added', { name: data?.createProduct.name ?? values.name })),
          (error: unknown) => {
            const problem = actionProblem(error);
            setBanner(<Problem>{problem.message ?? t(problem.key)}</Problem>);
          },
        );
      }}
    />
  );
}
