import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  eachTooLong,
  notNegative,
  oneOf,
  rupeesAtMost,
  said,
  tooLong,
  wholeNumber,
  yesOrNo,
} from '../../shared/rule-reasons';
import type { EntityManager } from 'typeorm';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { badUserInput } from '../../shared/errors';
import { AdminRecordArgs } from '../admin-records/record-args';
import { mobileNumber, optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { CLASS_LEVEL } from './teacher.inputs';
import { TeacherMode } from './teacher-mode';
import { TeacherEntity } from './teacher.entity';
import { Teacher, TeacherConnection } from './teacher.types';

const NAME_MESSAGE = 'Enter the teacher\'s name, such as "Rina Das".';
const SUBJECTS_MESSAGE = 'Enter at least one subject, such as Mathematics.';

@InputType({ description: 'A private tutor as an admin writes them down.' })
export class TeacherInput {
  @Field()
  @IsNotEmpty(said(NAME_MESSAGE, { reason: 'teacherNameRequired' }))
  @MaxLength(100, tooLong('the name', 100))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  nameHi?: string | null;

  @Field(() => [String], {
    description: 'Subject names as the finder lists them; a known one in any case is stored as it is known.',
  })
  @ArrayMinSize(1, said(SUBJECTS_MESSAGE, { reason: 'subjectsRequired' }))
  @ArrayMaxSize(15, said('List at most 15 subjects.', { reason: 'subjectsTooMany', params: { max: 15 } }))
  @MaxLength(40, eachTooLong('subject', 40))
  subjects: string[];

  @Field(() => [String], {
    nullable: true,
    description:
      'The same subjects in Bengali, in the same order, one for each; the English are shown when left empty.',
  })
  @IsOptional()
  @ArrayMaxSize(15, said('List at most 15 subjects.', { reason: 'subjectsTooMany', params: { max: 15 } }))
  @MaxLength(40, eachTooLong('subject', 40))
  subjectsBn?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'The same subjects in Hindi, in the same order, one for each; the English are shown when left empty.',
  })
  @IsOptional()
  @ArrayMaxSize(15, said('List at most 15 subjects.', { reason: 'subjectsTooMany', params: { max: 15 } }))
  @MaxLength(40, eachTooLong('subject', 40))
  subjectsHi?: string[] | null;

  @Field(() => Int, { description: 'Lowest class taught, 1–12.' })
  @IsInt(CLASS_LEVEL)
  @Min(1, CLASS_LEVEL)
  @Max(12, CLASS_LEVEL)
  classFrom: number;

  @Field(() => Int, { description: 'Highest class taught, 1–12, not below the lowest.' })
  @IsInt(CLASS_LEVEL)
  @Min(1, CLASS_LEVEL)
  @Max(12, CLASS_LEVEL)
  classTo: number;

  @Field()
  @IsNotEmpty(said('Enter the village, such as Bolpur.', { reason: 'villageRequired' }))
  @MaxLength(100, tooLong('the village', 100))
  village: string;

  @Field(() => Int, { description: 'Monthly fee in paise.' })
  @IsInt(wholeNumber('Enter the fee in rupees.'))
  @Min(0, notNegative('The fee cannot be below 0.'))
  @Max(10_000_000, rupeesAtMost(10_000_000, 'The fee is more than ₹1,00,000 a month; check it.'))
  feePaise: number;

  @Field(() => [TeacherMode])
  @ArrayMinSize(1, said('Tick at least one: at home, coaching or online.', { reason: 'teachingModesRequired' }))
  @IsEnum(TeacherMode, { each: true, ...oneOf('Choose at home, coaching or online.') })
  modes: TeacherMode[];

  @Field({ description: 'A 10-digit mobile number.' })
  @MaxLength(30, said('This is too long for a phone number.', { reason: 'phoneTooLong' }))
  phone: string;

  @Field()
  @IsNotEmpty(said('Enter the qualifications, such as "MA (Bengali), B.Ed".', { reason: 'qualificationsRequired' }))
  @MaxLength(200, tooLong('the qualifications', 200))
  qualifications: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the qualifications', 200))
  qualificationsBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the qualifications', 200))
  qualificationsHi?: string | null;

  @Field({ description: 'Shown in the teacher finder.' })
  @IsBoolean(yesOrNo())
  active: boolean;
}

@ArgsType()
export class AdminTeachersArgs extends AdminRecordArgs {
  @Field(() => String, { nullable: true, description: 'Only teachers of this subject.' })
  @IsOptional()
  @MaxLength(100, tooLong('the subject', 100))
  subject?: string | null;

  @Field(() => TeacherMode, { nullable: true, description: 'Only teachers who teach this way.' })
  @IsOptional()
  @IsEnum(TeacherMode, oneOf())
  mode?: TeacherMode | null;
}

/**
 * The subjects as given, trimmed and once each, spelled as other teachers' subjects already
 * are ("maths " is not "Mathematics", but "mathematics" is): the finder's subject filter matches
 * exactly, so one subject must have one spelling.
 */
async function subjectsOf(given: string[], tx: EntityManager): Promise<string[]> {
  const known: Array<{ subject: string }> = await tx.query('SELECT DISTINCT unnest(subjects) AS subject FROM teacher');
  const spelling = new Map(known.map(({ subject }) => [subject.toLowerCase(), subject]));
  const subjects = new Map<string, string>();
  for (const raw of given) {
    const subject = raw.trim().replace(/\s+/g, ' ');
    if (subject && !subjects.has(subject.toLowerCase()))
      subjects.set(subject.toLowerCase(), spelling.get(subject.toLowerCase()) ?? subject);
  }
  if (subjects.size === 0) throw badUserInput(SUBJECTS_MESSAGE, 'subjects', { reason: 'subjectsRequired' });
  return [...subjects.values()];
}

/**
 * The subjects' Bengali (or Hindi) names, trimmed: none, or one for each subject in the same
 * order, so the finder can show each subject in the reader's language.
 */
function subjectsInLanguage(
  given: string[] | null | undefined,
  subjects: string[],
  field: 'subjectsBn' | 'subjectsHi',
): string[] | null {
  const names = (given ?? []).map((name) => name.trim()).filter(Boolean);
  if (names.length === 0) return null;
  if (names.length !== subjects.length) {
    const language = field === 'subjectsBn' ? 'Bengali' : 'Hindi';
    throw badUserInput(
      `Write one ${language} name for each subject, in the same order: ${subjects.length} in all, or none.`,
      field,
      {
        reason: field === 'subjectsBn' ? 'subjectsBnCount' : 'subjectsHiCount',
        params: { count: subjects.length },
      },
    );
  }
  return names;
}

export const teacherKind: RecordKind<TeacherEntity, TeacherInput, Teacher, AdminTeachersArgs> = {
  entity: TeacherEntity,
  noun: 'teacher',
  auditType: AuditEntity.TEACHER,
  alias: 't',
  fields: async (input, tx) => {
    if (input.classTo < input.classFrom)
      throw badUserInput('The highest class cannot be below the lowest.', 'classTo', { reason: 'classRange' });
    const subjects = await subjectsOf(input.subjects, tx);
    return {
      name: requiredText(input.name, 'name', NAME_MESSAGE, { reason: 'teacherNameRequired' }),
      nameBn: optionalText(input.nameBn),
      nameHi: optionalText(input.nameHi),
      subjects,
      subjectsBn: subjectsInLanguage(input.subjectsBn, subjects, 'subjectsBn'),
      subjectsHi: subjectsInLanguage(input.subjectsHi, subjects, 'subjectsHi'),
      classFrom: input.classFrom,
      classTo: input.classTo,
      village: requiredText(input.village, 'village', 'Enter the village, such as Bolpur.', {
        reason: 'villageRequired',
      }),
      feePaise: input.feePaise,
      // In one order, so the same ticks store the same list.
      modes: Object.values(TeacherMode).filter((mode) => input.modes.includes(mode)),
      phone: mobileNumber(input.phone, 'phone'),
      qualifications: requiredText(
        input.qualifications,
        'qualifications',
        'Enter the qualifications, such as "MA (Bengali), B.Ed".',
        { reason: 'qualificationsRequired' },
      ),
      qualificationsBn: optionalText(input.qualificationsBn),
      qualificationsHi: optionalText(input.qualificationsHi),
      active: input.active,
    };
  },
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(t.name)', valueOf: (row) => row.name.toLowerCase() },
    search: [
      't.name',
      't.name_bn',
      't.name_hi',
      't.village',
      't.phone',
      't.qualifications',
      "array_to_string(t.subjects, ' ')",
    ],
    filter: (query, args) => {
      const subject = args.subject?.trim();
      if (subject) query.andWhere('t.subjects @> ARRAY[:subject]::text[]', { subject });
      if (args.mode) query.andWhere('t.modes @> ARRAY[:mode]::teacher_mode[]', { mode: args.mode });
    },
  },
};

export const TeacherAdminResolver = recordAdminResolver(teacherKind, {
  name: 'Teacher',
  plural: 'Teachers',
  node: Teacher,
  input: TeacherInput,
  connection: TeacherConnection,
  args: AdminTeachersArgs,
});
