import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceName } from '../../../shared/i18n/place-name';
import { SearchIcon } from '../../../shared/ui/icons';
import type { TeacherSearch } from '../paths';
import { useSubjectName, type SubjectName } from '../subject-names';
import './teacher-filters.css';
import '../../../shared/i18n/sections';

const CLASSES = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The finder's choices. A select applies as soon as it changes (one tap on a phone); the words
 * apply on Search, so each letter typed does not cost a request on a slow line.
 */
export function TeacherFilters({
  value,
  subjects,
  subjectNames = [],
  villages,
  onChange,
}: {
  value: TeacherSearch;
  subjects: string[];
  /** The subjects' Bengali and Hindi names, shown to their readers; the English is still what is searched. */
  subjectNames?: ReadonlyArray<SubjectName>;
  villages: string[];
  onChange: (next: TeacherSearch) => void;
}) {
  const { t } = useTranslation();
  const subjectName = useSubjectName(subjectNames);
  const place = usePlaceName();
  const id = useId();
  const [words, setWords] = useState(value.search ?? '');
  useEffect(() => setWords(value.search ?? ''), [value.search]);

  // A subject or village from a shared link stays choosable even before the lists arrive.
  const subjectOptions = value.subject && !subjects.includes(value.subject) ? [value.subject, ...subjects] : subjects;
  const villageOptions = value.village && !villages.includes(value.village) ? [value.village, ...villages] : villages;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, search: words.trim() || undefined });
  };
  const hasAny = Boolean(value.subject || value.classLevel || value.village || value.search);

  return (
    <form className="teacher-filters" role="search" aria-label={t('education.finder.formLabel')} onSubmit={submit}>
      <div className="teacher-filters__selects">
        <div className="filter-field">
          <label htmlFor={`${id}-subject`}>{t('education.finder.subject')}</label>
          <select
            id={`${id}-subject`}
            value={value.subject ?? ''}
            onChange={(e) => onChange({ ...value, subject: e.target.value || undefined })}
          >
            <option value="">{t('education.finder.anySubject')}</option>
            {subjectOptions.map((subject) => (
              <option key={subject} value={subject}>
                {subjectName(subject)}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor={`${id}-class`}>{t('education.finder.class')}</label>
          <select
            id={`${id}-class`}
            value={value.classLevel ?? ''}
            onChange={(e) => onChange({ ...value, classLevel: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('education.finder.anyClass')}</option>
            {CLASSES.map((n) => (
              <option key={n} value={n}>
                {t('education.finder.classOption', { number: n })}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor={`${id}-village`}>{t('education.finder.village')}</label>
          <select
            id={`${id}-village`}
            value={value.village ?? ''}
            onChange={(e) => onChange({ ...value, village: e.target.value || undefined })}
          >
            <option value="">{t('education.finder.anyVillage')}</option>
            {villageOptions.map((village) => (
              <option key={village} value={village}>
                {place(village)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="filter-field">
        <label htmlFor={`${id}-search`}>{t('education.finder.search')}</label>
        <div className="teacher-filters__search">
          <input
            id={`${id}-search`}
            type="search"
            value={words}
            maxLength={100}
            enterKeyHint="search"
            placeholder={t('education.finder.searchPlaceholder')}
            onChange={(e) => setWords(e.target.value)}
          />
          <button type="submit" className="button button--primary">
            <SearchIcon size={20} />
            <span>{t('education.finder.submit')}</span>
          </button>
        </div>
      </div>
      {hasAny && (
        <button
          type="button"
          className="teacher-filters__clear"
          onClick={() => {
            setWords('');
            onChange({});
          }}
        >
          {t('education.finder.clear')}
        </button>
      )}
    </form>
  );
}
