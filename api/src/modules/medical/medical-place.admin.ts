import { IsBoolean, IsEnum, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { oneOf, said, tooLong, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Field, InputType } from 'type-graphql';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { tenDigitNumber } from './medical-record-fields';
import { MedicalPlaceType } from './medical-place-type';
import { MedicalPlaceEntity } from './medical-place.entity';
import { MedicalPlace, MedicalPlaceConnection } from './medical-place.types';

@InputType({
  description: 'A hospital, clinic, diagnostic centre, blood bank or nursing home as an admin writes it down.',
})
export class MedicalPlaceInput {
  @Field(() => MedicalPlaceType)
  @IsEnum(MedicalPlaceType, oneOf('Choose what kind of place it is.'))
  type: MedicalPlaceType;

  @Field()
  @IsNotEmpty(said('Enter the name, such as "Bolpur Sub-Divisional Hospital".', { reason: 'placeNameRequired' }))
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
  @IsNotEmpty(said('Enter the address, so people can find it.', { reason: 'placeAddressRequired' }))
  @MaxLength(200, tooLong('the address', 200))
  address: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the address', 200))
  addressBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(200, tooLong('the address', 200))
  addressHi?: string | null;

  @Field()
  @IsNotEmpty(said('Enter the village or town.', { reason: 'townRequired' }))
  @MaxLength(60, tooLong('the village', 60))
  village: string;

  @Field()
  @MaxLength(30, said('This is too long for a phone number.', { reason: 'phoneTooLong' }))
  phone: string;

  @Field()
  @IsBoolean(yesOrNo())
  open24h: boolean;

  @Field(() => String, { nullable: true, description: "What the place offers, in a line or two: 'X-ray, USG, ECG'." })
  @IsOptional()
  @MaxLength(300, tooLong('this', 300, ': a line or two.'))
  services?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(300, tooLong('this', 300, ': a line or two.'))
  servicesBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(300, tooLong('this', 300, ': a line or two.'))
  servicesHi?: string | null;
}

@ArgsType()
export class AdminMedicalPlacesArgs extends AdminRecordArgs {
  @Field(() => MedicalPlaceType, { nullable: true, description: 'Only places of this kind.' })
  @IsOptional()
  @IsEnum(MedicalPlaceType, oneOf())
  type?: MedicalPlaceType | null;
}

/** The places on /medical/common/{type}. Nothing else points to them, so any can be deleted. */
export const medicalPlaceKind: RecordKind<MedicalPlaceEntity, MedicalPlaceInput, MedicalPlace, AdminMedicalPlacesArgs> =
  {
    entity: MedicalPlaceEntity,
    noun: 'medical place',
    auditType: AuditEntity.MEDICAL_PLACE,
    alias: 'p',
    fields: (input) => ({
      type: input.type,
      name: requiredText(input.name, 'name', 'Enter the name, such as "Bolpur Sub-Divisional Hospital".', {
        reason: 'placeNameRequired',
      }),
      nameBn: optionalText(input.nameBn),
      nameHi: optionalText(input.nameHi),
      address: requiredText(input.address, 'address', 'Enter the address, so people can find it.', {
        reason: 'placeAddressRequired',
      }),
      addressBn: optionalText(input.addressBn),
      addressHi: optionalText(input.addressHi),
      village: requiredText(input.village, 'village', 'Enter the village or town.', { reason: 'townRequired' }),
      phone: tenDigitNumber(input.phone, 'phone'),
      open24h: input.open24h,
      services: optionalText(input.services),
      servicesBn: optionalText(input.servicesBn),
      servicesHi: optionalText(input.servicesHi),
    }),
    toNode: (row) => row,
    list: {
      sort: { expression: 'lower(p.name)', valueOf: (row) => row.name.toLowerCase() },
      search: ['p.name', 'p.name_bn', 'p.name_hi', 'p.village', 'p.phone', 'p.services'],
      filter: (query, args) => {
        if (args.type) query.andWhere('p.type = :type', { type: args.type });
      },
    },
  };

export const MedicalPlaceAdminResolver = recordAdminResolver(medicalPlaceKind, {
  name: 'MedicalPlace',
  plural: 'MedicalPlaces',
  node: MedicalPlace,
  input: MedicalPlaceInput,
  connection: MedicalPlaceConnection,
  args: AdminMedicalPlacesArgs,
});
