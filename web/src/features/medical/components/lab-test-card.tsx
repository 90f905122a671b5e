import { useTranslation } from 'react-i18next';
import type { LabTestsQuery } from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import { useNameInLanguage } from '../../../shared/i18n/names-in-order';
import { useInLanguage } from '../../../shared/i18n/record-text';
import { ClockIcon } from '../../../shared/ui/icons';
import { ListingCardHead } from '../../../shared/ui/listing-card';
import { MedicalIcon } from './medical-icon';

export type LabTestCardData = LabTestsQuery['labTests']['nodes'][number];

/** The tick that puts a test in the booking; its words come with the booking form's. */
export interface LabTestChoice {
  chosen: boolean;
  /** Ten tests are chosen already. */
  disabled: boolean;
  onToggle: () => void;
  label: string;
  accessibleName: string;
}

/**
 * A test at one lab: its price up front, what is collected, how to prepare, when the report
 * comes, and with `choice`, a tick to book it.
 */
export function LabTestCard({ test, choice }: { test: LabTestCardData; choice?: LabTestChoice }) {
  const { t } = useTranslation();
  const { pick, optional } = useInLanguage();
  const nameOf = useNameInLanguage();
  const preparation = optional({ en: test.preparation, bn: test.preparationBn, hi: test.preparationHi });
  return (
    <article
      className={
        choice?.chosen ? 'listing-card medical-card lab-card lab-card--chosen' : 'listing-card medical-card lab-card'
      }
    >
      <ListingCardHead
        title={test.name}
        titleBn={test.nameBn}
        titleHi={test.nameHi}
        badge={<p className="lab-card__price">{formatRupees(test.pricePaise)}</p>}
      />
      {test.homeCollection && (
        <p className="medical-badge medical-badge--home">
          <MedicalIcon name="clinic" size={16} />
          {t('medical.labTests.homeCollection')}
        </p>
      )}
      <dl className="medical-facts">
        <div className="medical-facts__row">
          <dt>
            <MedicalIcon name="labTest" size={18} />
            <span>{t('medical.labTests.sample')}</span>
          </dt>
          <dd className="medical-facts__strong">{pick({ en: test.sample, bn: test.sampleBn, hi: test.sampleHi })}</dd>
        </div>
        <div className="medical-facts__row">
          <dt>
            <MedicalIcon name="order" size={18} />
            <span>{t('medical.labTests.preparation')}</span>
          </dt>
          <dd>{preparation ?? t('medical.labTests.noPreparation')}</dd>
        </div>
        <div className="medical-facts__row">
          <dt>
            <ClockIcon size={18} />
            <span>{t('medical.labTests.report')}</span>
          </dt>
          <dd>{pick({ en: test.reportTime, bn: test.reportTimeBn, hi: test.reportTimeHi })}</dd>
        </div>
        {test.labName && (
          <div className="medical-facts__row">
            <dt>
              <MedicalIcon name="diagnostic-centre" size={18} />
              <span>{t('medical.labTests.lab')}</span>
            </dt>
            <dd>{nameOf(test.labName, test.labNameBn)}</dd>
          </div>
        )}
      </dl>
      {choice && (
        <label className="lab-card__choose">
          <input
            type="checkbox"
            className="lab-card__check"
            checked={choice.chosen}
            disabled={choice.disabled}
            onChange={choice.onToggle}
            aria-label={choice.accessibleName}
          />
          <span>{choice.label}</span>
        </label>
      )}
    </article>
  );
}
