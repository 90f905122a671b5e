import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeMobile } from '../../../shared/format/phone';
import '../../../shared/i18n/orders';
import { readOrderContact } from '../../../shared/storage/order-contact';
import { SubmitButton, TextField } from '../../../shared/ui/form';
import { PageHeader } from '../../../shared/ui/page-header';
import { orderLinks } from '../paths';
import './orders.css';

/** /findOrder: the mobile number the orders were placed with, filled in from the last order here. */
export function FindOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phone, setPhone] = useState(() => readOrderContact() ?? '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = normalizeMobile(phone);
    if (!digits) {
      setError(phone.trim() ? t('orders.find.errors.invalid') : t('orders.find.errors.required'));
      input.current?.focus();
      return;
    }
    void navigate(orderLinks.ordersForPhone(digits));
  }

  return (
    <>
      <PageHeader title={t('orders.findOrder')} subtitle={t('orders.find.intro')} />
      <div className="find-order">
        <form className="form" noValidate onSubmit={submit}>
          <TextField
            ref={input}
            label={t('orders.find.phone')}
            hint={t('orders.find.phoneHint')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <SubmitButton busy={false} label={t('orders.find.submit')} busyLabel={t('orders.find.submit')} />
        </form>
      </div>
    </>
  );
}
