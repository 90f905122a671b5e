import { useTranslation } from 'react-i18next';
import { TileGrid, TileLink, type Tone } from '../../../shared/ui/cards';
import { PhoneIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { GroupIcon } from '../components/group-icon';
import { telHref } from '../components/contact-card';
import { emergencyGroups, emergencyLinks, type EmergencyGroupSlug } from '../paths';
import './emergency.css';

const tones: Record<EmergencyGroupSlug, Tone> = {
  police: 'blue',
  fire: 'red',
  ambulance: 'saffron',
  hospital: 'green',
  transport: 'earth',
  wbsedcl: 'gold',
};

/** India's single emergency number; it answers from any phone, even without credit. */
const NATIONAL_EMERGENCY_NUMBER = '112';

export function EmergencyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('emergency.title')} subtitle={t('emergency.intro')} />
      <a className="national-emergency" href={telHref(NATIONAL_EMERGENCY_NUMBER)}>
        <span className="national-emergency__icon" aria-hidden="true">
          <PhoneIcon size={26} />
        </span>
        <span className="national-emergency__text">
          <span className="national-emergency__title">
            {t('emergency.national.title', { number: NATIONAL_EMERGENCY_NUMBER })}
          </span>
          <span className="national-emergency__note">{t('emergency.national.note')}</span>
        </span>
      </a>
      <TileGrid label={t('emergency.groupsLabel')} maxColumns={3}>
        {emergencyGroups.map(({ slug }) => (
          <li key={slug}>
            <TileLink
              to={emergencyLinks.group(slug)}
              tone={tones[slug]}
              icon={<GroupIcon slug={slug} size={26} />}
              title={t(`emergency.groups.${slug}.name`)}
              description={t(`emergency.groups.${slug}.description`)}
            />
          </li>
        ))}
      </TileGrid>
    </>
  );
}
