import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateVendorDocument, UpdateVendorDocument } from '../../../generated/graphql';
import '../../../shared/i18n/admin';
import { TextAreaField, TextField } from '../../../shared/ui/form';
import { ConfirmPanel } from '../kit/confirm-panel';
import { FieldGroup, RecordForm, SelectField, useRecordForm } from '../kit/record-form';
import { WeekdayChecks } from '../kit/weekday-checks';
import { SignInFields, type SignInField } from '../staff/sign-in-fields';
import {
  createInputOf,
  emptyShop,
  editShopFields,
  newShopFields,
  updateInputOf,
  valuesOf,
  vendorCategories,
  type AdminVendor,
  type ShopValues,
} from './vendor-fields';

type Setter = <K extends keyof ShopValues>(key: K, value: ShopValues[K]) => void;

/** The shop's own details, the same in the new shop's form and a shop's edit form. */
function ShopDetails({
  values,
  set,
  error,
}: {
  values: ShopValues;
  set: Setter;
  error: (
    field: 'name' | 'nameBn' | 'ownerName' | 'village' | 'address' | 'addressBn' | 'phone' | 'chatGroupId',
  ) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('admin.vendors.form.name')}
        value={values.name}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => set('name', e.target.value)}
        error={error('name')}
      />
      <TextField
        label={t('admin.vendors.form.nameBn')}
        lang="bn"
        value={values.nameBn}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => set('nameBn', e.target.value)}
        error={error('nameBn')}
      />
      <TextField
        label={t('admin.vendors.form.ownerName')}
        value={values.ownerName}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => set('ownerName', e.target.value)}
        error={error('ownerName')}
      />
      <TextField
        label={t('admin.vendors.form.village')}
        value={values.village}
        maxLength={100}
        onChange={(e) => set('village', e.target.value)}
        error={error('village')}
      />
      <TextAreaField
        label={t('admin.vendors.form.address')}
        value={values.address}
        maxLength={300}
        onChange={(e) => set('address', e.target.value)}
        error={error('address')}
      />
      <TextAreaField
        label={t('admin.vendors.form.addressBn')}
        lang="bn"
        value={values.addressBn}
        maxLength={300}
        onChange={(e) => set('addressBn', e.target.value)}
        error={error('addressBn')}
      />
      <TextField
        label={t('admin.vendors.form.phone')}
        hint={t('admin.vendors.form.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={error('phone')}
      />
      <TextField
        label={t('admin.vendors.form.chatGroupId')}
        hint={t('admin.vendors.form.chatGroupIdHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={values.chatGroupId}
        onChange={(e) => set('chatGroupId', e.target.value)}
        error={error('chatGroupId')}
      />
    </>
  );
}

/** Opening and closing time and the days the shop stays shut, for a new shop and an edited one. */
function HoursFields({
  values,
  set,
  error,
}: {
  values: ShopValues;
  set: Setter;
  error: (field: 'hours.opensAt' | 'hours.closesAt' | 'hours.closedDays') => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FieldGroup legend={t('admin.vendors.form.hours')} error={error('hours.closedDays')}>
      <div className="admin-form__row">
        <TextField
          label={t('admin.vendors.form.opensAt')}
          type="time"
          value={values.opensAt}
          onChange={(e) => set('opensAt', e.target.value)}
          error={error('hours.opensAt')}
        />
        <TextField
          label={t('admin.vendors.form.closesAt')}
          type="time"
          value={values.closesAt}
          onChange={(e) => set('closesAt', e.target.value)}
          error={error('hours.closesAt')}
        />
      </div>
      <WeekdayChecks
        legend={t('admin.vendors.form.closedDays')}
        days={values.closedDays}
        onChange={(days) => set('closedDays', days)}
      />
    </FieldGroup>
  );
}

function useValues(initial: ShopValues, clear: (field: never) => void, fieldOfKey: (key: keyof ShopValues) => string) {
  const [values, setValues] = useState(initial);
  const set: Setter = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(fieldOfKey(key) as never);
  };
  return [values, set] as const;
}

const fieldOfKey = (key: keyof ShopValues): string =>
  ({
    opensAt: 'hours.opensAt',
    closesAt: 'hours.closesAt',
    closedDays: 'hours.closedDays',
    accountName: 'account.name',
    accountPhone: 'account.phone',
    password: 'account.password',
  })[key as string] ?? key;

/** The owner's sign-in, as the shared sign-in fields name its parts. */
const accountKey: Record<SignInField, 'accountName' | 'accountPhone' | 'password'> = {
  name: 'accountName',
  login: 'accountPhone',
  password: 'password',
};

/** An edited shop: its details and its hours. */
const editShopFieldOf = (path: string) => (path === 'hours' ? ('hours.opensAt' as const) : undefined);

/** The server names a few nested paths of its own ('hours', 'account'): put them on the group's first field. */
const newShopFieldOf = (path: string) => {
  if (path === 'hours') return 'hours.opensAt' as const;
  if (path === 'account') return 'account.name' as const;
  return undefined;
};

/**
 * A new shop with its sign-in, made together: the shop (what customers see), its hours, its chat
 * group, and the owner's mobile number and password to sign in with.
 */
export function NewShopForm({ onCreated, onCancel }: { onCreated: (shop: AdminVendor) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useRecordForm(newShopFields, newShopFieldOf);
  const [values, set] = useValues(emptyShop, form.clear, fieldOfKey);
  const [create] = useMutation(CreateVendorDocument);

  function submit() {
    let created: AdminVendor | undefined;
    void form
      .submit(async () => {
        const { data } = await create({ variables: { input: createInputOf(values) } });
        created = data?.createVendor;
      })
      .then((done) => {
        if (done && created) onCreated(created);
      });
  }

  return (
    <RecordForm
      form={form}
      title={t('admin.vendors.new.title')}
      intro={t('admin.vendors.new.intro')}
      submitLabel={t('admin.vendors.new.submit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FieldGroup legend={t('admin.vendors.form.shop')}>
        <SelectField
          label={t('admin.vendors.form.category')}
          value={values.category}
          options={vendorCategories.map((category) => ({
            value: category,
            label: t(`admin.vendors.category.${category}`),
          }))}
          onChange={(e) => set('category', e.target.value as ShopValues['category'])}
          error={form.error('category')}
        />
        <ShopDetails values={values} set={set} error={form.error} />
      </FieldGroup>
      <HoursFields values={values} set={set} error={form.error} />
      <FieldGroup legend={t('admin.vendors.form.signIn')} hint={t('admin.vendors.form.signInHint')}>
        <SignInFields
          login="phone"
          values={{ name: values.accountName, login: values.accountPhone, password: values.password }}
          onChange={(field, value) => set(accountKey[field], value)}
          errors={{
            name: form.error('account.name'),
            login: form.error('account.phone'),
            password: form.error('account.password'),
          }}
          words={{
            name: t('admin.vendors.form.accountName'),
            login: t('admin.vendors.form.accountPhone'),
            loginHint: t('admin.vendors.form.accountPhoneHint'),
            password: t('admin.vendors.form.password'),
          }}
        />
      </FieldGroup>
    </RecordForm>
  );
}

/** A shop's details, its chat group, its hours, and whether it is open: closing one asks first. */
export function EditShopForm({
  shop,
  onSaved,
  onCancel,
}: {
  shop: AdminVendor;
  onSaved: (shop: AdminVendor, closed: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useRecordForm(editShopFields, editShopFieldOf);
  const [values, set] = useValues(valuesOf(shop), form.clear, fieldOfKey);
  const [confirming, setConfirming] = useState(false);
  const [update] = useMutation(UpdateVendorDocument);
  const closing = shop.active && !values.active;

  function save() {
    setConfirming(false);
    let saved: AdminVendor | undefined;
    void form
      .submit(async () => {
        const { data } = await update({ variables: { input: updateInputOf(shop.id, values) } });
        saved = data?.updateVendor;
      })
      .then((done) => {
        if (done && saved) onSaved(saved, closing);
      });
  }

  return (
    <>
      <RecordForm
        form={form}
        title={t('admin.vendors.edit.title', { name: shop.name })}
        submitLabel={t('admin.vendors.edit.submit')}
        onSubmit={() => (closing ? setConfirming(true) : save())}
        onCancel={onCancel}
      >
        <ShopDetails values={values} set={set} error={form.error} />
        <HoursFields values={values} set={set} error={form.error} />
        <label className="ws-check">
          <input type="checkbox" checked={values.active} onChange={(e) => set('active', e.target.checked)} />
          {t('admin.vendors.form.active')}
        </label>
        {!values.active && (
          <p className="ws-panel__text admin-warning">
            {t(shop.active ? 'admin.vendors.form.closingHint' : 'admin.vendors.form.closedHint')}
          </p>
        )}
      </RecordForm>
      {confirming && (
        <ConfirmPanel
          question={t('admin.vendors.close.question', { name: values.name.trim() || shop.name })}
          confirmLabel={t('admin.vendors.close.yes')}
          cancelLabel={t('admin.vendors.close.no')}
          onConfirm={save}
          onCancel={() => setConfirming(false)}
        >
          <p className="ws-meta">{t('admin.vendors.close.text')}</p>
        </ConfirmPanel>
      )}
    </>
  );
}
