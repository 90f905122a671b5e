import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TeacherFiltersDocument, TeachersDocument } from '../../../generated/graphql';
import { appendPage, useLoadMore } from '../../../shared/apollo/connection';
import { ListingList } from '../../../shared/ui/listing-card';
import { LoadMoreButton } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { TeacherCard } from '../components/teacher-card';
import { TeacherFilters } from '../components/teacher-filters';
import { educationLinks, educationPaths, teacherSearchFrom, type TeacherSearch } from '../paths';
import './education.css';
import '../../../shared/i18n/sections';

const PAGE_SIZE = 20;

export function TeacherFinderPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = teacherSearchFrom(params);
  const filters = useQuery(TeacherFiltersDocument);
  const { data, loading, error, refetch, fetchMore } = useQuery(TeachersDocument, {
    variables: { ...search, first: PAGE_SIZE },
  });
  const teachers = data?.teachers;

  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          teachers: appendPage(previous.teachers, fetchMoreResult.teachers),
        }),
      }),
    [fetchMore],
  );
  const [loadMore, loadingMore] = useLoadMore(fetchPage);

  const change = (next: TeacherSearch) => {
    const query = educationLinks.teacherFinder(next).split('?')[1] ?? '';
    setParams(new URLSearchParams(query), { replace: true });
  };

  let results;
  if (loading && !teachers) {
    results = (
      <div className="education-status">
        <Spinner />
      </div>
    );
  } else if (error && !teachers) {
    results = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!teachers || teachers.nodes.length === 0) {
    results = (
      <EmptyPanel>
        <strong className="education-no-data">{t('education.finder.noData')}</strong>
        <br />
        {t('education.finder.noDataHint')}
      </EmptyPanel>
    );
  } else {
    const count = teachers.nodes.length;
    results = (
      <>
        <p className="education-count" aria-live="polite">
          {teachers.pageInfo.hasNextPage
            ? t('education.finder.resultsMore', { count })
            : t('education.finder.results', { count })}
        </p>
        <ListingList>
          {teachers.nodes.map((teacher) => (
            <li key={teacher.id}>
              <TeacherCard teacher={teacher} />
            </li>
          ))}
        </ListingList>
        {teachers.pageInfo.hasNextPage && teachers.pageInfo.endCursor && (
          <LoadMoreButton loading={loadingMore} onClick={() => loadMore(teachers.pageInfo.endCursor!)} />
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('education.teacher')}
        subtitle={t('education.finder.intro')}
        back={{ to: educationPaths.education, label: t('education.back') }}
      />
      <TeacherFilters
        value={search}
        subjects={filters.data?.teacherFilters.subjects ?? []}
        subjectNames={filters.data?.teacherFilters.subjectNames}
        villages={filters.data?.teacherFilters.villages ?? []}
        onChange={change}
      />
      {results}
    </>
  );
}
