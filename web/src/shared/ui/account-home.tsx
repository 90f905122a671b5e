import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/staff';
import { ClockIcon, PersonIcon } from './icons';
import { PageHeader } from './page-header';
import './account-home.css';

export interface AccountHomeProps {
  /** The area: Admin, Vendor area, Delivery. */
  title: string;
  name: string;
  /** "a vendor", "delivery staff": finishes "Signed in as …". */
  role: string;
  /** What this area will hold. */
  children: ReactNode;
}

/** The first screen of a signed-in area: who you are, and what is coming. */
export function AccountHome({ title, name, role, children }: AccountHomeProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <section className="account-home" aria-labelledby="account-home-welcome">
        <div className="account-home__who">
          <span className="account-home__avatar" aria-hidden="true">
            <PersonIcon size={28} />
          </span>
          <div>
            <h2 className="account-home__name" id="account-home-welcome">
              {t('session.welcome', { name })}
            </h2>
            <p className="account-home__role">{t('session.signedInAs', { role })}</p>
          </div>
        </div>
        <div className="account-home__soon">
          <ClockIcon size={24} />
          <p>{children}</p>
        </div>
      </section>
    </>
  );
}
