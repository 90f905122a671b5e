import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { infoPaths } from '../../features/info/paths';
import { LanguageChoice } from '../../shared/ui/language-choice';
import { Logo } from '../../shared/ui/logo';
import './footer.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo size={28} />
          <div>
            <p className="footer__name">{t('app.name')}</p>
            <p className="footer__tagline">{t('app.footer.tagline')}</p>
          </div>
        </div>
        <nav className="footer__links" aria-label={t('app.footer.linksLabel')}>
          <Link to={infoPaths.aboutUs}>{t('app.footer.about')}</Link>
          <Link to={infoPaths.contact}>{t('app.footer.contact')}</Link>
          <Link to={infoPaths.privacy}>{t('app.footer.privacy')}</Link>
        </nav>
        <LanguageChoice />
        <p className="footer__copy">{t('app.footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
