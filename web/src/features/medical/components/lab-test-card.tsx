import { useTranslation } from 'react-i18next';
import type { LabTestsQuery } from '../../../generated/graphql';
import { formatRupees } from '../../../shared/format/money';
import { ClockIcon } from '../../../shared/ui/icons';
import { ListingCardHead } from '../../../shared/ui/listing-card';
import { MedicalIcon } from './medical-icon';

export type LabTestCardData = LabTestsQuery['labTests']['nodes'][number];

/** A test at one lab: its price up front, what is collected, how to prepare, when the report comes. */
export function LabTestCard({ test }: { test: LabTestCardData }) {
  const { t } = useTranslation();
  return (
    <article className="listing-card medical-card lab-card">
      <ListingCardHead title={test.name} titleBn={test.nameBn} badge={<p className="lab-card__price">{formatRupees(test.pricePaise)}</p>} />
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
          <dd className="medical-facts__strong">{test.sample}</dd>
        </div>
        <div className="medical-facts__row">
          <dt>
            <MedicalIcon name="order" size={18} />
            <span>{t('medical.labTests.preparation')}</span>
          </dt>
          <dd>{test.preparation ?? t('medical.labTests.noPreparation')}</dd>
        </div>
        <div className="medical-facts__row">
          <dt>
            <ClockIcon size={18} />
            <span>{t('medical.labTests.report')}</span>
          </dt>
          <dd>{test.reportTime}</dd>
        </div>
        {test.labName && (
          <div className="medical-facts__row">
            <dt>
              <MedicalIcon name="diagnostic-centre" size={18} />
              <span>{t('medical.labTests.lab')}</span>
            </dt>
            <dd>{test.labName}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
