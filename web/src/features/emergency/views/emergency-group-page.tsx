import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { EmergencyContactsDocument, type EmergencyGroup } from '../../../generated/graphql';
import { ListingList } from '../../../shared/ui/listing-card';
import { PageHeader } from '../../../shared/ui/page-header';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyPanel, RetryPanel } from '../../../shared/ui/status-panels';
import { ContactCard } from '../components/contact-card';
import { emergencyPaths, type EmergencyGroupSlug } from '../paths';
import './emergency.css';

export function EmergencyGroupPage({ group, slug }: { group: EmergencyGroup; slug: EmergencyGroupSlug }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(EmergencyContactsDocument, { variables: { group } });
  const contacts = data?.emergencyContacts;

  let body;
  if (loading && !contacts) {
    body = (
      <div className="emergency-status">
        <Spinner />
      </div>
    );
  } else if (error && !contacts) {
    body = <RetryPanel onRetry={() => void refetch().catch(() => undefined)} />;
  } else if (!contacts || contacts.length === 0) {
    body = <EmptyPanel>{t('emergency.empty')}</EmptyPanel>;
  } else {
    body = (
      <ListingList>
        {contacts.map((contact) => (
          <li key={contact.id}>
            <ContactCard contact={contact} />
          </li>
        ))}
      </ListingList>
    );
  }

  return (
    <>
      <PageHeader
        title={t(`emergency.groups.${slug}.name`)}
        subtitle={t(`emergency.groups.${slug}.description`)}
        back={{ to: emergencyPaths.emergency, label: t('emergency.allGroups') }}
      />
      {body}
    </>
  );
}
