import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabTestsDocument } from '../../../generated/graphql';
import { ListingList } from '../../../shared/ui/listing-card';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchBox } from '../../../shared/ui/search-box';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { LabTestCard } from '../components/lab-test-card';
import { appendNodes, LoadMore } from '../components/load-more';
import { medicalPaths } from '../paths';
import './medical.css';

const PAGE_SIZE = 10;

/** /medical/labTest: every test at the labs near you, by name, with its price and preparation. */
export function LabTestsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(LabTestsDocument, {
    variables: { search: search || null, first: PAGE_SIZE },
  });
  const tests = data?.labTests;

  let body;
  if (loading && !tests) {
    body = (
      <div className="medical-status">
        <Spinner />
      </div>
    );
  } else if (error && !tests) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!tests || tests.nodes.length === 0) {
    body = <EmptyPanel>{search ? t('medical.labTests.noMatch', { search }) : t('medical.labTests.empty')}</EmptyPanel>;
  } else {
    body = (
      <>
        <ListingList>
          {tests.nodes.map((test) => (
            <li key={test.id}>
              <LabTestCard test={test} />
            </li>
          ))}
        </ListingList>
        <LoadMore
          pageInfo={tests.pageInfo}
          onLoad={(after) =>
            fetchMore({
              variables: { after },
              updateQuery: (shown, { fetchMoreResult }) => ({ ...fetchMoreResult, labTests: appendNodes(shown.labTests, fetchMoreResult.labTests) }),
            })
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('medical.labTest')} subtitle={t('medical.labTests.intro')} back={{ to: medicalPaths.medical, label: t('medical.hub.back') }} />
      <div className="medical-controls">
        <SearchBox
          label={t('medical.labTests.searchLabel')}
          placeholder={t('medical.labTests.searchPlaceholder')}
          value={search}
          onSearch={setSearch}
        />
      </div>
      {body}
    </>
  );
}
