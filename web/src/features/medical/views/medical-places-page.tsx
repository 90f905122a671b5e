import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MedicalPlacesDocument, type MedicalPlaceType } from '../../../generated/graphql';
import { ListingList } from '../../../shared/ui/listing-card';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { appendNodes, LoadMore } from '../components/load-more';
import { NotFoundPanel } from '../components/not-found-panel';
import { PlaceCard } from '../components/place-card';
import { medicalLinks, medicalPaths, medicalPlaceTypeOf, medicalPlaceTypes, type MedicalPlaceSlug } from '../paths';
import './medical.css';

const PAGE_SIZE = 20;

/** /medical/common/{type}: one kind of place, or a kind word when the type is not one we list. */
export function MedicalPlacesPage() {
  const { t } = useTranslation();
  const entry = medicalPlaceTypeOf(useParams().type);
  if (!entry) {
    return (
      <>
        <PageHeader
          title={t('medical.notFound.title')}
          back={{ to: medicalPaths.medical, label: t('medical.hub.back') }}
        />
        <NotFoundPanel message={t('medical.notFound.place')}>
          <ul className="medical-not-found__links">
            {medicalPlaceTypes.map(({ slug }) => (
              <li key={slug}>
                <Link to={medicalLinks.common(slug)}>{t(`medical.places.types.${slug}.name`)}</Link>
              </li>
            ))}
          </ul>
        </NotFoundPanel>
      </>
    );
  }
  return <PlaceList key={entry.slug} slug={entry.slug} type={entry.type} />;
}

function PlaceList({ slug, type }: { slug: MedicalPlaceSlug; type: MedicalPlaceType }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch, fetchMore } = useQuery(MedicalPlacesDocument, {
    variables: { type, first: PAGE_SIZE },
  });
  const places = data?.medicalPlaces;

  let body;
  if (loading && !places) {
    body = (
      <div className="medical-status">
        <Spinner />
      </div>
    );
  } else if (error && !places) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!places || places.nodes.length === 0) {
    body = <EmptyPanel>{t('medical.places.empty')}</EmptyPanel>;
  } else {
    body = (
      <>
        <ListingList>
          {places.nodes.map((place) => (
            <li key={place.id}>
              <PlaceCard place={place} />
            </li>
          ))}
        </ListingList>
        <LoadMore
          pageInfo={places.pageInfo}
          onLoad={(after) =>
            fetchMore({
              variables: { after },
              updateQuery: (shown, { fetchMoreResult }) => ({
                ...fetchMoreResult,
                medicalPlaces: appendNodes(shown.medicalPlaces, fetchMoreResult.medicalPlaces),
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
        title={t(`medical.places.types.${slug}.name`)}
        subtitle={t(`medical.places.types.${slug}.description`)}
        back={{ to: medicalPaths.medical, label: t('medical.hub.back') }}
      />
      {body}
    </>
  );
}
