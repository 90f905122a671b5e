import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { atLeast, atMost, said, tooLong, wholeNumber } from '../../shared/rule-reasons';
import { Field, InputType, Int } from 'type-graphql';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { TotoStandEntity } from './toto-stand.entity';
import { TotoStand, TotoStandConnection } from './transport.types';

@InputType({ description: 'A toto stand as an admin writes it down.' })
export class TotoStandInput {
  @Field()
  @IsNotEmpty(said('Enter the stand\'s name, such as "Ilambazar Bus Stand".', { reason: 'standNameRequired' }))
  @MaxLength(80, tooLong('the name', 80))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, tooLong('the name', 80))
  nameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, tooLong('the name', 80))
  nameHi?: string | null;

  @Field()
  @IsNotEmpty(said('Enter the village or town the stand is in.', { reason: 'standTownRequired' }))
  @MaxLength(60, tooLong('the village', 60))
  village: string;

  @Field(() => String, { nullable: true, description: 'Where exactly, for someone walking there.' })
  @IsOptional()
  @MaxLength(200, tooLong('the landmark', 200))
  landmark?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the landmark', 200))
  landmarkBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the landmark', 200))
  landmarkHi?: string | null;

  @Field(() => Int, { description: 'Lower numbers come first on the toto page.' })
  @IsInt(wholeNumber())
  @Min(0, atLeast(0))
  @Max(999, atMost(999))
  sortOrder: number;
}

export const totoStandKind: RecordKind<TotoStandEntity, TotoStandInput, TotoStand> = {
  entity: TotoStandEntity,
  noun: 'toto stand',
  auditType: AuditEntity.TOTO_STAND,
  alias: 's',
  fields: (input) => ({
    name: requiredText(input.name, 'name', 'Enter the stand\'s name, such as "Ilambazar Bus Stand".', {
      reason: 'standNameRequired',
    }),
    nameBn: optionalText(input.nameBn),
    nameHi: optionalText(input.nameHi),
    village: requiredText(input.village, 'village', 'Enter the village or town the stand is in.', {
      reason: 'standTownRequired',
    }),
    landmark: optionalText(input.landmark),
    landmarkBn: optionalText(input.landmarkBn),
    landmarkHi: optionalText(input.landmarkHi),
    sortOrder: input.sortOrder,
  }),
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(s.name)', valueOf: (row) => row.name.toLowerCase() },
    search: ['s.name', 's.name_bn', 's.name_hi', 's.village', 's.landmark'],
  },
  // The database refuses too (ON DELETE RESTRICT); this says why in words.
  references: [
    {
      table: 'toto_driver',
      column: 'stand_id',
      reason: 'Drivers wait at this stand. Move them to another stand or delete them first.',
      why: { reason: 'standHasDrivers' },
    },
  ],
};

export const TotoStandAdminResolver = recordAdminResolver(totoStandKind, {
  name: 'TotoStand',
  plural: 'TotoStands',
  node: TotoStand,
  input: TotoStandInput,
  connection: TotoStandConnection,
  args: AdminRecordArgs,
});
