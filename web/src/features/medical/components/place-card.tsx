import { useTranslation } from 'react-i18next';
import type { MedicalPlacesQuery } from '../../../generated/graphql';
import { useNameInLanguage } from '../../../shared/i18n/names-in-order';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { ClockIcon, MapPinIcon } from '../../../shared/ui/icons';
import { ListingCardHead } from '../../../shared/ui/listing-card';
import { CallButton } from './call-button';

export type PlaceCardData = MedicalPlacesQuery['medicalPlaces']['nodes'][number];

/** A hospital, clinic, lab, blood bank or nursing home: where it is, what it offers, and a call button. */
export function PlaceCard({ place }: { place: PlaceCardData }) {
  const { t } = useTranslation();
  const { pick, optional } = useInLanguage();
  const services = optional({ en: place.services, bn: place.servicesBn, hi: place.servicesHi });
  const name = useNameInLanguage()(place.name, place.nameBn, place.nameHi);
  return (
    <article className="listing-card medical-card place-card">
      <ListingCardHead title={place.name} titleBn={place.nameBn} titleHi={place.nameHi} />
      {place.open24h && (
        <p className="medical-badge">
          <ClockIcon size={16} />
          {t('medical.places.open24h')}
        </p>
      )}
      <p className="place-card__address">
        <MapPinIcon size={18} />
        <span>{pick({ en: place.address, bn: place.addressBn, hi: place.addressHi })}</span>
      </p>
      {services && <p className="place-card__services">{services}</p>}
      <div className="medical-card__actions">
        <CallButton phone={place.phone} verb={t('medical.call.verb')} name={name} />
      </div>
    </article>
  );
}
