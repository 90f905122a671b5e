import { useTranslation } from 'react-i18next';
import '../i18n/workspace';
import { TextAreaField, TextField } from '../ui/form';
import type { ProductFields } from './product-fields';
import './product-parts.css';

export interface ProductInputsProps {
  fields: ProductFields;
  set: <K extends keyof ProductFields>(key: K, value: ProductFields[K]) => void;
  /** What is wrong with a field, beside it. */
  error: (key: keyof ProductFields) => string | undefined;
  /** A new product also says how many there are. */
  withStock?: boolean;
}

/**
 * What a product is and costs: name, Bengali name, unit, price, MRP, (opening stock,) description
 * and whether it is on sale. The shop's own form and the admins' forms are made of these.
 */
export function ProductInputs({ fields, set, error, withStock = false }: ProductInputsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('vendor.products.form.name')}
        value={fields.name}
        maxLength={120}
        onChange={(e) => set('name', e.target.value)}
        error={error('name')}
      />
      <TextField
        label={t('vendor.products.form.nameBn')}
        lang="bn"
        value={fields.nameBn}
        maxLength={120}
        onChange={(e) => set('nameBn', e.target.value)}
        error={error('nameBn')}
      />
      <TextField
        label={t('vendor.products.form.unit')}
        hint={t('vendor.products.form.unitHint')}
        value={fields.unit}
        maxLength={40}
        onChange={(e) => set('unit', e.target.value)}
        error={error('unit')}
      />
      <div className="product-form__row">
        <TextField
          label={t('vendor.products.form.price')}
          inputMode="decimal"
          autoComplete="off"
          value={fields.price}
          onChange={(e) => set('price', e.target.value)}
          error={error('price')}
        />
        <TextField
          label={t('vendor.products.form.mrp')}
          inputMode="decimal"
          autoComplete="off"
          value={fields.mrp}
          onChange={(e) => set('mrp', e.target.value)}
          error={error('mrp')}
        />
      </div>
      <p className="ws-panel__text product-form__hint">{t('vendor.products.form.mrpHint')}</p>
      {withStock && (
        <TextField
          label={t('vendor.products.form.openingStock')}
          inputMode="numeric"
          autoComplete="off"
          value={fields.stock}
          onChange={(e) => set('stock', e.target.value)}
          error={error('stock')}
        />
      )}
      <TextAreaField
        label={t('vendor.products.form.description')}
        value={fields.description}
        maxLength={1000}
        onChange={(e) => set('description', e.target.value)}
        error={error('description')}
      />
      <TextAreaField
        label={t('vendor.products.form.descriptionBn')}
        lang="bn"
        value={fields.descriptionBn}
        maxLength={1000}
        onChange={(e) => set('descriptionBn', e.target.value)}
        error={error('descriptionBn')}
      />
      <label className="ws-check">
        <input type="checkbox" checked={fields.available} onChange={(e) => set('available', e.target.checked)} />
        {t('vendor.products.form.available')}
      </label>
    </>
  );
}
