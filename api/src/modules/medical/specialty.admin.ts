import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { atLeast, atMost, said, tooLong, wholeNumber } from '../../shared/rule-reasons';
import { Field, InputType, Int } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText, slugOf } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { SpecialtyEntity } from './specialty.entity';
import { Specialty } from './specialty.types';

@InputType({ description: 'A branch of medicine as an admin writes it down.' })
export class SpecialtyInput {
  @Field()
  @IsNotEmpty(said('Enter the name, such as "Child care".', { reason: 'specialtyNameRequired' }))
  @MaxLength(60, tooLong('the name', 60))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(60, tooLong('the name', 60))
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(60, tooLong('the name', 60))
  nameHi?: string | null;

  @Field(() => String, { nullable: true, description: 'The web address segment; made from the name when left out.' })
  @IsOptional()
  @MaxLength(60, tooLong('the web address', 60))
  slug?: string | null;

  @Field(() => Int, { description: 'Lower numbers come first.' })
  @IsInt(wholeNumber())
  @Min(0, atLeast(0))
  @Max(999, atMost(999))
  sortOrder: number;
}

export const specialtyKind: RecordKind<SpecialtyEntity, SpecialtyInput, Specialty> = {
  entity: SpecialtyEntity,
  noun: 'specialty',
  auditType: AuditEntity.SPECIALTY,
  alias: 's',
  fields: (input) => {
    const name = requiredText(input.name, 'name', 'Enter the name, such as "Child care".', {
      reason: 'specialtyNameRequired',
    });
    return {
      name,
      nameBn: optionalText(input.nameBn),
      nameHi: optionalText(input.nameHi),
      slug: slugOf(input.slug, name, 'slug'),
      sortOrder: input.sortOrder,
    };
  },
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(s.name)', valueOf: (row) => row.name.toLowerCase() },
    search: ['s.name', 's.name_bn', 's.name_hi', 's.slug'],
  },
  references: [
    {
      table: 'doctor',
      column: 'specialty_id',
      reason: 'Doctors are listed under this specialty. Move them to another one first.',
      why: { reason: 'specialtyHasDoctors' },
    },
  ],
  unique: {
    specialty_slug_key: {
      field: 'slug',
      message: 'Another specialty already has this web address.',
      why: { reason: 'specialtySlugTaken' },
    },
  },
};

export const SpecialtyAdminResolver = recordAdminResolver(specialtyKind, {
  name: 'Specialty',
  plural: 'Specialties',
  node: Specialty,
  input: SpecialtyInput,
  connection: Connection(Specialty, 'Specialty'),
  args: AdminRecordArgs,
});
