import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DoctorsDocument, SpecialistsDocument } from '../../../generated/graphql';
import { namesInOrder } from '../../../shared/i18n/names-in-order';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchBox } from '../../../shared/ui/search-box';
import { KindToggle } from '../components/kind-toggle';
import { appendNodes } from '../components/load-more';
import { doctorKindOf, readDoctorChoice, saveDoctorChoice, type DoctorChoice } from '../doctor-kind';
import { medicalLinks, medicalPaths } from '../paths';
import { DoctorList } from './doctor-list';
import './medical.css';

/** Small pages: a list of doctor cards is heavy on a 2G connection. */
const PAGE_SIZE = 10;

/** /medical/doctor: specialists (the default) or general physicians, by specialty or by words typed. */
export function DoctorsPage() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<DoctorChoice>(readDoctorChoice);
  const [search, setSearch] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(DoctorsDocument, {
    variables: { kind: doctorKindOf(choice), search: search || null, first: PAGE_SIZE },
  });

  const choose = (next: DoctorChoice) => {
    saveDoctorChoice(next);
    setChoice(next);
  };

  return (
    <>
      <PageHeader
        title={t('medical.doctor')}
        subtitle={t('medical.doctors.intro')}
        back={{ to: medicalPaths.medical, label: t('medical.hub.back') }}
      />
      <div className="medical-controls">
        <KindToggle value={choice} onChange={choose} />
        {choice === 'specialist' && <SpecialtyChips />}
        <SearchBox
          label={t('medical.doctors.searchLabel')}
          placeholder={t('medical.doctors.searchPlaceholder')}
          value={search}
          onSearch={setSearch}
        />
      </div>
      <DoctorList
        doctors={data?.doctors}
        loading={loading}
        failed={Boolean(error)}
        empty={search ? t('medical.doctors.noMatch', { search }) : t('medical.doctors.empty')}
        onRetry={() => void refetch().catch(() => undefined)}
        onLoadMore={(after) =>
          fetchMore({
            variables: { after },
            updateQuery: (shown, { fetchMoreResult }) => ({
              ...fetchMoreResult,
              doctors: appendNodes(shown.doctors, fetchMoreResult.doctors),
            }),
          })
        }
      />
    </>
  );
}

/** Specialties that have a specialist listed, each a link to its own list; nothing while loading or offline. */
function SpecialtyChips() {
  const { t, i18n } = useTranslation();
  const { data, loading } = useQuery(SpecialistsDocument);
  // Their row is held while they load, so the search box below does not jump when they come.
  if (loading && !data) return <div className="specialty-chips-waiting" aria-hidden="true" />;
  const specialties = data?.specialties.filter((s) => s.doctorCount > 0) ?? [];
  if (specialties.length === 0) return null;
  return (
    <nav className="specialty-chips" aria-label={t('medical.doctors.specialtiesLabel')}>
      <ul className="specialty-chips__list">
        {specialties.map((s) => {
          const [name] = namesInOrder(i18n.language, s.name, s.nameBn, s.nameHi);
          return (
            <li key={s.id}>
              <Link className="specialty-chip" to={medicalLinks.doctorsBySpecialty(s.slug)}>
                <span lang={name.lang}>{name.text}</span>
                <span className="specialty-chip__count">{s.doctorCount}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
