import type { TFunction } from 'i18next';
import {
  AdminDoctorChoicesDocument,
  AdminDoctorsDocument,
  CreateDoctorDocument,
  DeleteDoctorDocument,
  UpdateDoctorDocument,
  type AdminDoctorChoicesQuery,
  type AdminDoctorFieldsFragment,
} from '../../../../generated/graphql';
import { formatRupees } from '../../../../shared/format/money';
import { formatPhone } from '../../../../shared/format/phone';
import { i18n } from '../../../../shared/i18n';
import { localeOf } from '../../../../shared/i18n';
import { formatTimeOfDay, formatWeekdays } from '../../../../shared/format/schedule';
import { ImageUploadField } from '../../kit/image-upload-field';
import { Badge } from '../../kit/record-card';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';
import { slotStarts } from './doctor-schedule';

/** /admin/doctors: the doctors on the Doctors page, their chambers, fees and the hours patients book. */
export function doctorsKind(t: TFunction): RecordKindView<AdminDoctorFieldsFragment> {
  const locale = localeOf(i18n.language);
  const time = (at: string) => formatTimeOfDay(at, locale);
  const field = (name: string) => t(`admin.kinds.doctors.fields.${name}` as 'admin.kinds.doctors.fields.name');
  return {
    auditType: 'DOCTOR',
    words: {
      title: t('admin.kinds.doctors.title'),
      intro: t('admin.kinds.doctors.intro'),
      newLabel: t('admin.kinds.doctors.new'),
      tile: t('admin.kinds.doctors.tile'),
      listLabel: t('admin.kinds.doctors.listLabel'),
      searchLabel: t('admin.kinds.doctors.search'),
      searchPlaceholder: t('admin.kinds.doctors.searchPlaceholder'),
      empty: t('admin.kinds.doctors.empty'),
    },
    list: { document: AdminDoctorsDocument, field: 'adminDoctors' },
    filters: [
      {
        name: 'specialtyId',
        label: t('admin.kinds.doctors.specialtyFilter'),
        allLabel: t('admin.kinds.doctors.allSpecialties'),
        options: [],
      },
      {
        name: 'village',
        label: t('admin.kinds.doctors.villageFilter'),
        allLabel: t('admin.kinds.doctors.allVillages'),
        options: [],
      },
    ],
    choices: {
      document: AdminDoctorChoicesDocument,
      options: (data: AdminDoctorChoicesQuery) => {
        const specialties = data.adminSpecialties.nodes.map((s) => ({ value: s.id, label: s.name }));
        return { specialtyId: specialties, village: data.adminDoctorVillages.map((v) => ({ value: v, label: v })) };
      },
    },
    create: CreateDoctorDocument,
    update: UpdateDoctorDocument,
    remove: DeleteDoctorDocument,
    fields: withOtherLanguages(
      t,
      [
        { name: 'name', type: 'text', label: field('name'), required: true, maxLength: 100 },
        { name: 'nameBn', type: 'text', label: field('nameBn'), maxLength: 100 },
        { name: 'isSpecialist', type: 'checkbox', label: field('isSpecialist'), initial: true },
        { name: 'specialtyId', type: 'select', label: field('specialtyId'), hint: field('isSpecialistHint') },
        {
          name: 'qualifications',
          type: 'text',
          label: field('qualifications'),
          hint: field('qualificationsHint'),
          required: true,
          maxLength: 200,
        },
        {
          name: 'chamberName',
          type: 'text',
          label: field('chamberName'),
          hint: field('chamberNameHint'),
          required: true,
          maxLength: 100,
        },
        {
          name: 'chamberAddress',
          type: 'textarea',
          label: field('chamberAddress'),
          required: true,
          maxLength: 200,
          rows: 2,
        },
        { name: 'village', type: 'text', label: field('village'), required: true, maxLength: 60 },
        { name: 'phone', type: 'tel', label: field('phone'), hint: field('phoneHint'), required: true, maxLength: 30 },
        { name: 'feePaise', type: 'money', label: field('feePaise'), required: true },
        { name: 'visitingDays', type: 'weekdays', label: field('visitingDays') },
        {
          name: 'visitFrom',
          type: 'time',
          label: field('visitFrom'),
          hint: field('visitFromHint'),
          required: true,
          initial: '17:00',
        },
        { name: 'visitTo', type: 'time', label: field('visitTo'), required: true, initial: '20:00' },
        {
          name: 'patientsPerSlot',
          type: 'number',
          label: field('patientsPerSlot'),
          hint: field('patientsPerSlotHint'),
          required: true,
          initial: '10',
        },
        { name: 'active', type: 'checkbox', label: field('active'), initial: true },
      ],
      ['name', 'qualifications', 'chamberName', 'chamberAddress'],
    ),
    name: (doctor) => doctor.name,
    subtitle: (doctor) => doctor.nameBn,
    badges: (doctor) => (doctor.active ? undefined : <Badge tone="bad">{t('admin.kinds.doctors.hidden')}</Badge>),
    off: (doctor) => !doctor.active,
    facts: (doctor) => {
      const starts = slotStarts(doctor.visitFrom, doctor.visitTo);
      return [
        {
          label: t('admin.kinds.doctors.listedAs'),
          value: doctor.isSpecialist ? t('admin.kinds.doctors.specialist') : t('admin.kinds.doctors.general'),
        },
        !!doctor.specialty && { label: field('specialtyId'), value: doctor.specialty.name },
        { label: field('qualifications'), value: doctor.qualifications },
        { label: field('chamberName'), value: `${doctor.chamberName}, ${doctor.village}` },
        {
          label: t('admin.kinds.doctors.sitsLabel'),
          value: t('admin.kinds.doctors.sits', {
            days: formatWeekdays(doctor.visitingDays, locale, t('admin.kinds.doctors.everyDay')),
            from: time(doctor.visitFrom),
            to: time(doctor.visitTo),
          }),
        },
        {
          label: t('admin.kinds.doctors.slotsLabel'),
          value: starts.length
            ? t('admin.kinds.doctors.slots', {
                count: starts.length,
                starts: starts.map(time).join(', '),
                patients: doctor.patientsPerSlot,
              })
            : t('admin.kinds.doctors.noSlots'),
        },
        { label: field('feePaise'), value: formatRupees(doctor.feePaise) },
        { label: field('phone'), value: formatPhone(doctor.phone) },
      ];
    },
    panels: (doctor, done) => [
      {
        key: 'photo',
        label: t('admin.kinds.doctors.photoButton'),
        render: () => (
          <ImageUploadField
            kind="doctors"
            recordId={doctor.id}
            image={doctor.image ?? null}
            label={t('admin.kinds.doctors.photo')}
            hint={t('admin.kinds.doctors.photoHint')}
            alt={doctor.name}
            onUploaded={() => done(t('admin.kinds.doctors.photoSaved', { name: doctor.name }))}
          />
        ),
      },
    ],
    deleteNote: t('admin.kinds.doctors.deleteNote'),
    // The doctors pages, a specialty's count of doctors, and the slots a patient books from.
    publicFields: ['doctors', 'doctor', 'specialties', 'specialty', 'appointmentSlots'],
  };
}
