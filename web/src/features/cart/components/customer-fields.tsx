import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../shared/ui/form';
import { type CustomerField, type CustomerValues } from '../customer';

export interface CustomerFieldsProps {
  values: CustomerValues;
  errors: Partial<Record<CustomerField, string>>;
  onChange: (field: CustomerField, value: string) => void;
  /** Where each field's element goes, so the form can focus the first one with a problem. */
  fieldRef: (field: CustomerField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/**
 * Who the order is for and where it goes. No maxLength: a pasted address cut short without a
 * word would be worse than the message the checks give.
 */
export function CustomerFields({ values, errors, onChange, fieldRef }: CustomerFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        ref={fieldRef('name')}
        label={t('cart.checkout.fields.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        ref={fieldRef('phone')}
        label={t('cart.checkout.fields.phone')}
        hint={t('cart.checkout.fields.phoneHint')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={errors.phone}
      />
      <TextAreaField
        ref={fieldRef('address')}
        label={t('cart.checkout.fields.address')}
        hint={t('cart.checkout.fields.addressHint')}
        name="address"
        autoComplete="street-address"
        rows={2}
        value={values.address}
        onChange={(event) => onChange('address', event.target.value)}
        error={errors.address}
      />
      <TextField
        ref={fieldRef('landmark')}
        label={t('cart.checkout.fields.landmark')}
        hint={t('cart.checkout.fields.landmarkHint')}
        name="landmark"
        value={values.landmark}
        onChange={(event) => onChange('landmark', event.target.value)}
        error={errors.landmark}
      />
    </>
  );
}
