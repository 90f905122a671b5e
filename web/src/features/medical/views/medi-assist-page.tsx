import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpRequestForm } from '../../../shared/help-request/help-request-form';
import '../../../shared/i18n/bookings';
import { AlertIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { medicalPaths } from '../paths';
import './medical.css';
import './bookings.css';

/**
 * /medical/mediAssist: ask for an ambulance, a hospital bed or blood; Haat calls back. An
 * emergency cannot wait for a call back, so the emergency numbers come first.
 */
export function MediAssistPage({ emergencyLink }: { emergencyLink: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('medical.mediAssist')}
        subtitle={t('bookings.mediAssist.intro')}
        back={{ to: medicalPaths.medical, label: t('medical.hub.back') }}
      />
      <div className="booking-layout">
        <aside className="emergency-callout" aria-label={t('bookings.mediAssist.emergencyLink')}>
          <AlertIcon size={24} />
          <p className="emergency-callout__text">{t('bookings.mediAssist.emergency')}</p>
          <Link className="button button--danger emergency-callout__link" to={emergencyLink}>
            {t('bookings.mediAssist.emergencyLink')}
          </Link>
        </aside>
        <section className="booking-section" aria-labelledby="medi-assist-form">
          <h2 className="booking-section__title" id="medi-assist-form">
            {t('bookings.mediAssist.formTitle')}
          </h2>
          <HelpRequestForm kind="MEDICAL_ASSISTANCE" />
        </section>
      </div>
    </>
  );
}
