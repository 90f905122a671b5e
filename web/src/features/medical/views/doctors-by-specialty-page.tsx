import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DoctorsBySpecialtyDocument } from '../../../generated/graphql';
import { useNamesInOrder } from '../../../shared/i18n/names-in-order';
import { PageHeader } from '../../../shared/ui/page-header';
import { appendNodes } from '../components/load-more';
import { medicalPaths } from '../paths';
import { DoctorList } from './doctor-list';
import { DoctorPageFallback } from './doctor-page-fallback';
import './medical.css';

const PAGE_SIZE = 10;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** /medical/doctor/doctorDetails/{spec}: the doctors of one specialty, named by its slug. */
export function DoctorsBySpecialtyPage() {
  const { t } = useTranslation();
  const slug = (useParams().spec ?? '').toLowerCase();
  const possible = SLUG.test(slug) && slug.length <= 100;
  const { data, loading, error, refetch, fetchMore } = useQuery(DoctorsBySpecialtyDocument, {
    variables: { slug, first: PAGE_SIZE },
    skip: !possible,
  });
  const back = { to: medicalPaths.doctor, label: t('medical.doctors.back') };

  const specialty = data?.specialty;
  const [name, otherName] = useNamesInOrder(specialty?.name ?? '', specialty?.nameBn, specialty?.nameHi);
  if (!possible || !specialty) {
    return (
      <DoctorPageFallback
        title={t('medical.doctorsBySpecialty')}
        back={back}
        loading={possible && loading && !data}
        failed={possible && Boolean(error) && !data}
        notFoundMessage={t('medical.notFound.specialty')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={name.text}
        subtitle={
          <>
            {otherName && <span lang={otherName.lang}>{otherName.text} · </span>}
            {t('medical.bySpecialty.subtitle', { count: specialty.doctorCount })}
          </>
        }
        back={back}
      />
      <DoctorList
        doctors={data.doctors}
        loading={loading}
        failed={Boolean(error)}
        empty={t('medical.bySpecialty.empty')}
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
