import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, PersonIcon } from './icons';
import { PageHeader } from './page-header';
import './account-home.css';

export interface AccountHomeProps {
  name: string;
  /** "a vendor", "delivery staff": finishes "Signed in as …". */
  role: string;
  /** What this area will hold. */
  children: ReactNode;
}

/** The first screen of a signed-in area: who you are, and what is coming. */
export function AccountHome({ name, role, children }: AccountHomeProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('session.welcome', { name })} />
      <section className="account-home">
        <p className="account-home__who">
          <span className="account-home__avatar" aria-hidden="true">
            <PersonIcon size={28} />
          </span>
          <span>
            <strong className="account-home__name">{name}</strong>
            <span className="account-home__role">{t('session.signedInAs', { role })}</span>
          </span>
        </p>
        <div className="account-home__soon">
          <ClockIcon size={24} />
          <p>{children}</p>
        </div>
      </section>
    </>
  );
}
