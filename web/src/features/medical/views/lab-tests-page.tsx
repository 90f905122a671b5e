import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LabTestsDocument } from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import '../../../shared/i18n/bookings';
import type { PressKeys } from '../../../shared/storage/press-keys';
import { ListingList } from '../../../shared/ui/listing-card';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchBox } from '../../../shared/ui/search-box';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { LabTestCard } from '../components/lab-test-card';
import { appendNodes, LoadMore } from '../components/load-more';
import {
  MAX_LAB_TESTS,
  readLabSelection,
  saveLabSelection,
  selectionTotal,
  toggleTest,
  type ChosenTest,
} from '../lab-selection';
import { medicalPaths } from '../paths';
import { LabBookingDone } from './lab-booking-done';
import { LabBookingForm, type LabBookingLinks } from './lab-booking-form';
import './medical.css';
import './bookings.css';

const PAGE_SIZE = 10;

export type { LabBookingLinks };

/**
 * /medical/labTest: every test at the labs near you, by name, with its price and preparation;
 * tick tests and book them (`?step=book`), and see the booking (`?booked=CODE`, read from this
 * browser's storage, so a reload or no network still shows it).
 */
export function LabTestsPage({ links, keys }: { links: LabBookingLinks; keys?: PressKeys }) {
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<ChosenTest[]>(readLabSelection);
  useEffect(() => saveLabSelection(chosen), [chosen]);

  const booked = params.get('booked');
  if (booked) return <LabBookingDone checkoutCode={booked} links={links} />;
  if (params.get('step') === 'book') {
    return (
      <LabBookingForm
        chosen={chosen}
        links={links}
        keys={keys}
        onRemove={(id) => setChosen((tests) => tests.filter((test) => test.id !== id))}
        onBooked={(checkoutCode) => {
          setChosen([]);
          setParams({ booked: checkoutCode }, { replace: true });
        }}
      />
    );
  }
  return (
    <LabTestList
      chosen={chosen}
      onToggle={(test) => setChosen((tests) => toggleTest(tests, test))}
      onBook={() => setParams({ step: 'book' })}
    />
  );
}

function LabTestList({
  chosen,
  onToggle,
  onBook,
}: {
  chosen: ChosenTest[];
  onToggle: (test: ChosenTest) => void;
  onBook: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(LabTestsDocument, {
    variables: { search: search || null, first: PAGE_SIZE },
  });
  const tests = data?.labTests;
  const chosenIds = new Set(chosen.map((test) => test.id));
  const full = chosen.length >= MAX_LAB_TESTS;

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
              <LabTestCard
                test={test}
                choice={{
                  chosen: chosenIds.has(test.id),
                  disabled: full && !chosenIds.has(test.id),
                  onToggle: () => onToggle(test),
                  label: t('bookings.lab.choose'),
                  accessibleName: test.labName
                    ? t('bookings.lab.chooseLabel', { name: test.name, lab: test.labName })
                    : t('bookings.lab.chooseLabelNoLab', { name: test.name }),
                }}
              />
            </li>
          ))}
        </ListingList>
        <LoadMore
          pageInfo={tests.pageInfo}
          onLoad={(after) =>
            fetchMore({
              variables: { after },
              updateQuery: (shown, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                labTests: appendNodes(shown.labTests, fetchMoreResult.labTests),
              }),
            })
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('medical.labTest')}
        subtitle={t('medical.labTests.intro')}
        back={{ to: medicalPaths.medical, label: t('medical.hub.back') }}
      />
      <div className="medical-controls">
        <SearchBox
          label={t('medical.labTests.searchLabel')}
          placeholder={t('medical.labTests.searchPlaceholder')}
          value={search}
          onSearch={setSearch}
        />
      </div>
      {body}
      {chosen.length > 0 && (
        <div className="lab-bar" role="region" aria-label={t('bookings.lab.form.chosenTitle')}>
          <p className="lab-bar__summary">
            <span className="lab-bar__count">{t('bookings.lab.bar.count', { count: chosen.length })}</span>
            <span className="lab-bar__total">{formatRupees(selectionTotal(chosen))}</span>
            {full && <span className="lab-bar__limit">{t('bookings.lab.bar.limit', { max: MAX_LAB_TESTS })}</span>}
          </p>
          <button type="button" className="lab-bar__book" onClick={onBook}>
            {t('bookings.lab.bar.book')} <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </>
  );
}
