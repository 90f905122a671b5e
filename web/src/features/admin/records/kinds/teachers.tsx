import type { TFunction } from 'i18next';
import {
  AdminTeacherChoicesDocument,
  AdminTeachersDocument,
  CreateTeacherDocument,
  DeleteTeacherDocument,
  UpdateTeacherDocument,
  type AdminTeacherChoicesQuery,
  type AdminTeacherFieldsFragment,
  type TeacherMode,
} from '../../../../generated/graphql';
import { formatRupees } from '../../../../shared/format/money';
import { formatPhone } from '../../../../shared/format/phone';
import { Badge } from '../../kit/record-card';
import { withOtherLanguages } from '../language-fields';
import type { RecordKindView } from '../record-kind';
import type words from '../../../../shared/i18n/locales/en.admin-directory.json';

type FieldWord = keyof (typeof words)['admin']['kinds']['teachers']['fields'];

const MODES: readonly TeacherMode[] = ['HOME', 'COACHING', 'ONLINE'];

/** /admin/teachers: the private tutors of the teacher finder (/education/teacher). */
export function teachersKind(t: TFunction): RecordKindView<AdminTeacherFieldsFragment> {
  const modes = MODES.map((mode) => ({ value: mode, label: t(`admin.kinds.teachers.modes.${mode}`) }));
  const field = (name: FieldWord) => t(`admin.kinds.teachers.fields.${name}`);
  return {
    auditType: 'TEACHER',
    words: {
      title: t('admin.kinds.teachers.title'),
      intro: t('admin.kinds.teachers.intro'),
      newLabel: t('admin.kinds.teachers.new'),
      tile: t('admin.kinds.teachers.tile'),
      listLabel: t('admin.kinds.teachers.listLabel'),
      searchLabel: t('admin.kinds.teachers.search'),
      searchPlaceholder: t('admin.kinds.teachers.searchPlaceholder'),
      empty: t('admin.kinds.teachers.empty'),
    },
    list: { document: AdminTeachersDocument, field: 'adminTeachers' },
    filters: [
      // Its options are the subjects teachers are listed under (the choices query).
      {
        name: 'subject',
        label: t('admin.kinds.teachers.subjectFilter'),
        allLabel: t('admin.kinds.teachers.allSubjects'),
        options: [],
      },
      {
        name: 'mode',
        label: t('admin.kinds.teachers.modeFilter'),
        allLabel: t('admin.kinds.teachers.allModes'),
        options: modes,
      },
    ],
    choices: {
      document: AdminTeacherChoicesDocument,
      options: (data: AdminTeacherChoicesQuery) => ({
        subject: data.teacherFilters.subjects.map((subject) => ({ value: subject, label: subject })),
      }),
    },
    create: CreateTeacherDocument,
    update: UpdateTeacherDocument,
    remove: DeleteTeacherDocument,
    fields: withOtherLanguages(
      t,
      [
        { name: 'name', type: 'text', label: field('name'), required: true, maxLength: 100 },
        { name: 'nameBn', type: 'text', label: field('nameBn'), maxLength: 100 },
        {
          name: 'subjects',
          type: 'list',
          label: field('subjects'),
          hint: field('subjectsHint'),
          required: true,
          rows: 3,
        },
        { name: 'subjectsBn', type: 'list', label: field('subjectsBn'), hint: field('subjectsBnHint'), rows: 3 },
        {
          name: 'classFrom',
          type: 'number',
          label: field('classFrom'),
          hint: field('classHint'),
          required: true,
          maxLength: 2,
        },
        { name: 'classTo', type: 'number', label: field('classTo'), required: true, maxLength: 2 },
        { name: 'village', type: 'text', label: field('village'), required: true, maxLength: 100 },
        { name: 'feePaise', type: 'money', label: field('feePaise'), required: true },
        { name: 'modes', type: 'checks', label: field('modes'), options: modes, required: true },
        { name: 'phone', type: 'tel', label: field('phone'), hint: field('phoneHint'), required: true, maxLength: 30 },
        {
          name: 'qualifications',
          type: 'text',
          label: field('qualifications'),
          hint: field('qualificationsHint'),
          required: true,
          maxLength: 200,
        },
        { name: 'qualificationsBn', type: 'text', label: field('qualificationsBn'), maxLength: 200 },
        { name: 'active', type: 'checkbox', label: field('active'), initial: true },
      ],
      ['name', 'subjects', 'qualifications'],
    ),
    name: (teacher) => teacher.name,
    subtitle: (teacher) => teacher.nameBn,
    off: (teacher) => !teacher.active,
    badges: (teacher) => !teacher.active && <Badge tone="warn">{t('admin.kinds.teachers.hidden')}</Badge>,
    facts: (teacher) => [
      { label: field('subjects'), value: teacher.subjects.join(', ') },
      {
        label: t('admin.kinds.teachers.classesLabel'),
        value: t('admin.kinds.teachers.classes', { from: teacher.classFrom, to: teacher.classTo }),
      },
      { label: field('village'), value: teacher.village },
      { label: field('feePaise'), value: t('admin.kinds.teachers.feeValue', { fee: formatRupees(teacher.feePaise) }) },
      {
        label: field('modes'),
        value: teacher.modes.map((mode) => modes.find((m) => m.value === mode)?.label ?? mode).join(', '),
      },
      { label: field('phone'), value: formatPhone(teacher.phone) },
      { label: field('qualifications'), value: teacher.qualifications },
    ],
    deleteNote: t('admin.kinds.teachers.deleteNote'),
    publicFields: ['teachers', 'teacherFilters'],
  };
}
