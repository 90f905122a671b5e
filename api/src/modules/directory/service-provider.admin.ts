import { IsBoolean, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { notNegative, rupeesAtMost, said, tooLong, wholeNumber, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { badUserInput } from '../../shared/errors';
import { normalizeContactNumber } from '../../shared/phone';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { ServiceProviderEntity } from './service-provider.entity';
import { ServiceProvider, ServiceProviderConnection } from './service-provider.types';

const NAME_MESSAGE = 'Enter the person\'s or the business\'s name, such as "Bapi Electric Works".';
const TYPE_MESSAGE = 'Enter the trade in English letters, such as electrician or mobile repair.';

@InputType({ description: 'A tradesperson or small business as an admin writes them down.' })
export class ServiceProviderInput {
  @Field({
    description: "The trade: 'electrician', 'Mobile repair' (stored as the /service/{type} address, mobile-repair).",
  })
  @IsNotEmpty(said(TYPE_MESSAGE, { reason: 'tradeInvalid' }))
  @MaxLength(40, tooLong('the trade', 40))
  type: string;

  @Field()
  @IsNotEmpty(said(NAME_MESSAGE, { reason: 'providerNameRequired' }))
  @MaxLength(100, tooLong('the name', 100))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the name', 100))
  nameBn?: string | null;

  @Field()
  @IsNotEmpty(said('Enter the village, such as Ilambazar.', { reason: 'villageRequired' }))
  @MaxLength(100, tooLong('the village', 100))
  village: string;

  @Field({ description: 'A mobile, or a landline with its STD code.' })
  @MaxLength(30, said('This is too long for a phone number.', { reason: 'phoneTooLong' }))
  phone: string;

  @Field(() => String, { nullable: true, description: 'What they do, in a line or two.' })
  @IsOptional()
  @MaxLength(500, tooLong('the description', 500))
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(500, tooLong('the description', 500))
  descriptionBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(500, tooLong('the description', 500))
  descriptionHi?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'What a home visit costs before any work, in paise; empty when unknown.',
  })
  @IsOptional()
  @IsInt(wholeNumber('Enter the charge in rupees.'))
  @Min(0, notNegative('The charge cannot be below 0.'))
  @Max(10_000_000, rupeesAtMost(10_000_000, 'The charge is more than ₹1,00,000; check it.'))
  visitChargePaise?: number | null;

  @Field({ description: 'Shown on the services pages.' })
  @IsBoolean(yesOrNo())
  active: boolean;
}

@ArgsType()
export class AdminServiceProvidersArgs extends AdminRecordArgs {
  @Field(() => String, { nullable: true, description: "Only this trade, e.g. 'plumber'." })
  @IsOptional()
  @MaxLength(100, tooLong('the trade', 100))
  type?: string | null;
}

/** The trade as its page's address: "Mobile Repair" → "mobile-repair"; other characters are refused, not dropped. */
function tradeOf(given: string): string {
  const type = given
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(type)) throw badUserInput(TYPE_MESSAGE, 'type', { reason: 'tradeInvalid' });
  return type;
}

/** A mobile or a landline, stored +91 and ten digits as the table requires: a short service number is no tradesperson's. */
function dialableNumber(given: string): string {
  const number = normalizeContactNumber(given);
  if (!number?.startsWith('+91'))
    throw badUserInput('Enter a 10-digit mobile number, or a landline with its STD code.', 'phone', {
      reason: 'phoneOrLandlineInvalid',
    });
  return number;
}

export const serviceProviderKind: RecordKind<
  ServiceProviderEntity,
  ServiceProviderInput,
  ServiceProvider,
  AdminServiceProvidersArgs
> = {
  entity: ServiceProviderEntity,
  noun: 'service provider',
  auditType: AuditEntity.SERVICE_PROVIDER,
  alias: 'p',
  fields: (input) => ({
    type: tradeOf(input.type),
    name: requiredText(input.name, 'name', NAME_MESSAGE, { reason: 'providerNameRequired' }),
    nameBn: optionalText(input.nameBn),
    village: requiredText(input.village, 'village', 'Enter the village, such as Ilambazar.', {
      reason: 'villageRequired',
    }),
    phone: dialableNumber(input.phone),
    description: optionalText(input.description),
    descriptionBn: optionalText(input.descriptionBn),
    descriptionHi: optionalText(input.descriptionHi),
    visitChargePaise: input.visitChargePaise ?? null,
    active: input.active,
  }),
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(p.name)', valueOf: (row) => row.name.toLowerCase() },
    search: ['p.name', 'p.name_bn', 'p.village', 'p.phone', 'p.description', 'p.type'],
    filter: (query, args) => {
      const type = args.type?.trim();
      if (type) query.andWhere('p.type = :type', { type });
    },
  },
};

export const ServiceProviderAdminResolver = recordAdminResolver(serviceProviderKind, {
  name: 'ServiceProvider',
  plural: 'ServiceProviders',
  node: ServiceProvider,
  input: ServiceProviderInput,
  connection: ServiceProviderConnection,
  args: AdminServiceProvidersArgs,
});
