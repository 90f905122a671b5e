import { useTranslation } from 'react-i18next';
import { HelpRequestForm } from '../../../shared/help-request/help-request-form';
import { InfoPage } from './info-page';
import './contact.css';

/** /contact: the words an admin keeps for it, then a message form that admins read and answer. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <InfoPage slug="contact" titleKey="contact.title">
      <section className="contact-form" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="contact-form__title">
          {t('contact.formTitle')}
        </h2>
        <p className="contact-form__intro">{t('contact.formIntro')}</p>
        <HelpRequestForm kind="CONTACT" />
      </section>
    </InfoPage>
  );
}
