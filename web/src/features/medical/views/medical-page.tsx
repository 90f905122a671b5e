import { useTranslation } from 'react-i18next';
import { TileGrid, TileLink, type Tone } from '../../../shared/ui/cards';
import { PageHeader } from '../../../shared/ui/page-header';
import { MedicalIcon, type MedicalIconName } from '../components/medical-icon';
import { medicalLinks, medicalPaths, medicalPlaceTypes, type MedicalPlaceSlug } from '../paths';
import './medical.css';

type ServiceTile = 'pharmacy' | 'doctor' | 'labTest' | 'appointment' | 'order' | 'mediAssist';

const services: Array<{ id: ServiceTile; to: string; tone: Tone }> = [
  { id: 'doctor', to: medicalPaths.doctor, tone: 'green' },
  { id: 'pharmacy', to: medicalPaths.pharmacy, tone: 'saffron' },
  { id: 'labTest', to: medicalPaths.labTest, tone: 'blue' },
  { id: 'appointment', to: medicalPaths.appointment, tone: 'teal' },
  { id: 'order', to: medicalPaths.order, tone: 'purple' },
  { id: 'mediAssist', to: medicalPaths.mediAssist, tone: 'red' },
];

const placeTones: Record<MedicalPlaceSlug, Tone> = {
  hospital: 'green',
  clinic: 'teal',
  'diagnostic-centre': 'blue',
  'blood-bank': 'red',
  'nursing-home': 'earth',
};

/** The medical section's front door: what you can do, then the places you can go. */
export function MedicalPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('medical.title')} subtitle={t('medical.hub.intro')} />
      <TileGrid label={t('medical.hub.servicesLabel')} maxColumns={3}>
        {services.map(({ id, to, tone }) => (
          <li key={id}>
            <TileLink
              to={to}
              tone={tone}
              icon={<MedicalIcon name={id as MedicalIconName} size={26} />}
              title={t(`medical.${id}`)}
              description={t(`medical.hub.tiles.${id}`)}
            />
          </li>
        ))}
      </TileGrid>

      <h2 className="medical-section-title">{t('medical.hub.placesTitle')}</h2>
      <TileGrid label={t('medical.hub.placesLabel')} maxColumns={5}>
        {medicalPlaceTypes.map(({ slug }) => (
          <li key={slug}>
            <TileLink
              to={medicalLinks.common(slug)}
              tone={placeTones[slug]}
              icon={<MedicalIcon name={slug} size={26} />}
              title={t(`medical.places.types.${slug}.name`)}
              description={t(`medical.places.types.${slug}.description`)}
            />
          </li>
        ))}
      </TileGrid>
    </>
  );
}
