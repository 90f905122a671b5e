import type { ReactNode } from 'react';
import type { DoctorCardFieldsFragment } from '../../../generated/graphql';
import { ListingList } from '../../../shared/ui/listing-card';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { DoctorCard } from '../components/doctor-card';
import { LoadMore, type PageInfoLike } from '../components/load-more';

/** The list part of a doctors page: spinner, retry, empty words, or the cards and "show more". */
export function DoctorList({
  doctors,
  loading,
  failed,
  empty,
  onRetry,
  onLoadMore,
}: {
  doctors: { nodes: DoctorCardFieldsFragment[]; pageInfo: PageInfoLike } | undefined;
  loading: boolean;
  failed: boolean;
  empty: ReactNode;
  onRetry: () => void;
  onLoadMore: (after: string) => Promise<unknown>;
}) {
  if (loading && !doctors) {
    return (
      <div className="medical-status">
        <Spinner />
      </div>
    );
  }
  if (failed && !doctors) return <RetryPanel onRetry={onRetry} />;
  if (!doctors || doctors.nodes.length === 0) return <EmptyPanel>{empty}</EmptyPanel>;
  return (
    <>
      <ListingList>
        {doctors.nodes.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} />
          </li>
        ))}
      </ListingList>
      <LoadMore pageInfo={doctors.pageInfo} onLoad={onLoadMore} />
    </>
  );
}
