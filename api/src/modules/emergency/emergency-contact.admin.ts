import { IsBoolean, IsEnum, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { atLeast, atMost, oneOf, said, tooLong, wholeNumber, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { AuditEntity } from '../audit/audit-enums';
import { AdminRecordArgs } from '../admin-records/record-args';
import { contactNumber, optionalContactNumber, optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { EmergencyContactEntity } from './emergency-contact.entity';
import { EmergencyContact } from './emergency-contact.types';
import { EmergencyGroup } from './emergency-group';

@InputType({ description: 'An emergency number as an admin writes it down.' })
export class EmergencyContactInput {
  @Field(() => EmergencyGroup)
  @IsEnum(EmergencyGroup, oneOf())
  group: EmergencyGroup;

  @Field()
  @IsNotEmpty(said('Enter who answers: "Police station, Bolpur".', { reason: 'answererRequired' }))
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

  @Field()
  @MaxLength(30, said('This is too long for a phone number.', { reason: 'phoneTooLong' }))
  phone: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, said('This is too long for a phone number.', { reason: 'phoneTooLong' }))
  altPhone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the area', 100))
  area?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(100, tooLong('the area', 100))
  areaBn?: string | null;

  @Field()
  @IsBoolean(yesOrNo())
  available24h: boolean;

  @Field(() => Int, { description: 'Lower numbers come first within the group.' })
  @IsInt(wholeNumber())
  @Min(0, atLeast(0))
  @Max(999, atMost(999))
  sortOrder: number;
}

@ArgsType()
export class AdminEmergencyContactsArgs extends AdminRecordArgs {
  @Field(() => EmergencyGroup, { nullable: true, description: 'Only this group.' })
  @IsOptional()
  @IsEnum(EmergencyGroup, oneOf())
  group?: EmergencyGroup | null;
}

export const emergencyContactKind: RecordKind<
  EmergencyContactEntity,
  EmergencyContactInput,
  EmergencyContact,
  AdminEmergencyContactsArgs
> = {
  entity: EmergencyContactEntity,
  noun: 'emergency contact',
  auditType: AuditEntity.EMERGENCY_CONTACT,
  alias: 'c',
  fields: (input) => ({
    group: input.group,
    name: requiredText(input.name, 'name', 'Enter who answers: "Police station, Bolpur".', {
      reason: 'answererRequired',
    }),
    nameBn: optionalText(input.nameBn),
    nameHi: optionalText(input.nameHi),
    phone: contactNumber(input.phone, 'phone'),
    altPhone: optionalContactNumber(input.altPhone, 'altPhone'),
    area: optionalText(input.area),
    areaBn: optionalText(input.areaBn),
    available24h: input.available24h,
    sortOrder: input.sortOrder,
  }),
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(c.name)', valueOf: (row) => row.name.toLowerCase() },
    search: ['c.name', 'c.name_bn', 'c.name_hi', 'c.phone', 'c.area'],
    filter: (query, args) => {
      if (args.group) query.andWhere('c.group = :group', { group: args.group });
    },
  },
};

const EmergencyContactConnection = Connection(EmergencyContact, 'EmergencyContact');

export const EmergencyContactAdminResolver = recordAdminResolver(emergencyContactKind, {
  name: 'EmergencyContact',
  plural: 'EmergencyContacts',
  node: EmergencyContact,
  input: EmergencyContactInput,
  connection: EmergencyContactConnection,
  args: AdminEmergencyContactsArgs,
});
