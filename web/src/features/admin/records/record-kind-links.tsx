import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../shared/i18n/admin';
import { adminLinks } from '../paths';
import type { RecordKindGroup } from './record-kind';
import { recordKinds } from './kinds';

const GROUPS: readonly RecordKindGroup[] = ['medical', 'transport', 'directory', 'content'];

/** The admin home's index of the directory's kinds of record, under a few headings. */
export function RecordKindLinks() {
  const { t } = useTranslation();
  return (
    <section className="admin-kinds" aria-labelledby="admin-kinds-title">
      <h2 id="admin-kinds-title" className="admin-kinds__title">
        {t('admin.records.groups.label')}
      </h2>
      <div className="admin-kinds__groups">
        {GROUPS.map((group) => {
          const kinds = recordKinds.filter((entry) => entry.group === group);
          if (kinds.length === 0) return null;
          return (
            <div key={group} className="admin-kinds__group">
              <h3 className="admin-kinds__heading">{t(`admin.records.groups.${group}`)}</h3>
              <ul className="admin-kinds__list">
                {kinds.map((entry) => {
                  const { words } = entry.view(t);
                  return (
                    <li key={entry.type}>
                      <Link className="admin-kinds__link" to={adminLinks.byType(entry.type)}>
                        <span className="admin-kinds__name">{words.title}</span>
                        <span className="admin-kinds__text">{words.tile}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
