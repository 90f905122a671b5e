import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductInputs } from '../../../shared/product-editing/product-inputs';
import {
  productValuesFrom,
  type ProductFieldProblem,
  type ProductFields,
  type ProductValues,
} from '../../../shared/product-editing/product-fields';

export interface ProductFormProps {
  title: string;
  /** What the form starts with; it is not reset by later changes, so typing is never lost. */
  initial: ProductFields;
  /** A new product also says how many there are. */
  withStock?: boolean;
  busy: boolean;
  /** A problem from the server, shown above the buttons. */
  banner?: ReactNode;
  submitLabel: string;
  onSubmit: (values: ProductValues, stock: number) => void;
  onCancel: () => void;
}

/** Name, unit, price, MRP, description and whether it is on sale. */
export function ProductForm({
  title,
  initial,
  withStock = false,
  busy,
  banner,
  submitLabel,
  onSubmit,
  onCancel,
}: ProductFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof ProductFields, ProductFieldProblem>>>({});
  const set = <K extends keyof ProductFields>(key: K, value: ProductFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setProblems(({ [key]: _fixed, ...rest }) => rest);
  };
  const problem = (key: keyof ProductFields) => {
    const found = problems[key];
    return found ? t(`vendor.products.form.errors.${found}`) : undefined;
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = productValuesFrom(fields, { withStock });
    if (!result.ok) {
      setProblems(result.problems);
      return;
    }
    onSubmit(result.values, result.stock);
  }

  return (
    <form className="ws-panel form product-form" noValidate onSubmit={submit} aria-label={title} aria-busy={busy}>
      <h4 className="ws-panel__title">{title}</h4>
      <ProductInputs fields={fields} set={set} error={problem} withStock={withStock} />
      {banner}
      <div className="ws-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('vendor.products.form.saving') : submitLabel}
        </button>
        <button type="button" className="button button--quiet" disabled={busy} onClick={onCancel}>
          {t('vendor.products.form.cancel')}
        </button>
      </div>
    </form>
  );
}
