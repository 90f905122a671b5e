import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, setLanguage, type Language } from '../i18n';
import './language-choice.css';

/**
 * The languages Haat speaks, each named in itself (বাংলা, हिन्दी), as a row of buttons on a dark
 * band (the home's welcome, the footer). The choice is remembered on the phone; nothing shows
 * while Haat speaks only one language.
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const [switching, setSwitching] = useState<Language | null>(null);
  if (languages.length < 2) return null;
  return (
    <div className="language-choice" role="group" aria-label={t('app.language.label')}>
      {languages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="language-choice__option"
          aria-pressed={i18n.language === lng}
          aria-busy={switching === lng || undefined}
          disabled={switching !== null}
          onClick={() => {
            setSwitching(lng);
            // Offline with that language never fetched, the page stays as it is.
            void setLanguage(lng)
              .catch(() => undefined)
              .finally(() => setSwitching(null));
          }}
        >
          {languageNames[lng]}
        </button>
      ))}
    </div>
  );
}
