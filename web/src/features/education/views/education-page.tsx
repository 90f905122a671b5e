import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { TeacherFiltersDocument } from '../../../generated/graphql';
import { TileGrid, TileLink } from '../../../shared/ui/cards';
import { PersonIcon, SearchIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { RetryPanel } from '../../../shared/ui/status-panels';
import { useSubjectName } from '../subject-names';
import { educationLinks } from '../paths';
import './education.css';
import '../../../shared/i18n/sections';

/** The section's front: the finder, and a tile for each subject someone teaches. */
export function EducationPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(TeacherFiltersDocument);
  const subjects = data?.teacherFilters.subjects;
  const subjectName = useSubjectName(data?.teacherFilters.subjectNames ?? []);
  return (
    <>
      <PageHeader title={t('education.title')} subtitle={t('education.intro')} />
      <TileGrid label={t('education.title')} maxColumns={3}>
        <li>
          <TileLink
            to={educationLinks.teacherFinder()}
            tone="blue"
            icon={<SearchIcon size={26} />}
            title={t('education.teacher')}
            description={t('education.finderTile')}
          />
        </li>
      </TileGrid>
      <h2 className="education-subjects-title">{t('education.subjectsTitle')}</h2>
      {loading && !subjects ? (
        <div className="education-status">
          <Spinner />
        </div>
      ) : error && !subjects ? (
        <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <TileGrid label={t('education.subjectsTitle')} maxColumns={3}>
          {(subjects ?? []).map((subject) => (
            <li key={subject}>
              <TileLink
                to={educationLinks.teacherFinder({ subject })}
                tone="teal"
                icon={<PersonIcon size={24} />}
                title={subjectName(subject)}
              />
            </li>
          ))}
        </TileGrid>
      )}
    </>
  );
}
