import { IsBoolean, IsNotEmpty, IsOptional, IsUUID, MaxLength } from 'class-validator';
import { said, tooLong, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { badUserInput } from '../../shared/errors';
import { Connection } from '../../shared/pagination';
import { AdminRecordArgs } from '../admin-records/record-args';
import { mobileNumber, optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { TotoDriverEntity } from './toto-driver.entity';
import { TotoStandEntity } from './toto-stand.entity';
import { TotoDriver } from './transport.types';
import { vehicleNumber } from './vehicle-number';

const CHOOSE_STAND = 'Choose the stand the driver waits at.';

@InputType({ description: 'A toto driver as an admin writes them down.' })
export class TotoDriverInput {
  @Field(() => ID, { description: 'The stand the driver waits at.' })
  @IsUUID('all', said(CHOOSE_STAND, { reason: 'standRequired' }))
  standId: string;

  @Field()
  @IsNotEmpty(said("Enter the driver's name.", { reason: 'driverNameRequired' }))
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

  @Field({ description: "The driver's mobile, for passengers to call." })
  @MaxLength(20, said('This is too long for a mobile number.', { reason: 'mobileInvalid' }))
  phone: string;

  @Field({ description: "Registration as painted on the toto, e.g. 'WB 53 E 4821'." })
  @MaxLength(20, said('This is too long for a vehicle number.', { reason: 'vehicleNumberInvalid' }))
  vehicleNumber: string;

  @Field({ description: 'False while the driver is off the road: still listed, shown as not available.' })
  @IsBoolean(yesOrNo())
  available: boolean;
}

@ArgsType()
export class AdminTotoDriversArgs extends AdminRecordArgs {
  @Field(() => ID, { nullable: true, description: 'Only the drivers of this stand.' })
  @IsOptional()
  @IsUUID('all', said('This is not a valid id.', { reason: 'idInvalid' }))
  standId?: string | null;
}

export const totoDriverKind: RecordKind<TotoDriverEntity, TotoDriverInput, TotoDriver, AdminTotoDriversArgs> = {
  entity: TotoDriverEntity,
  noun: 'toto driver',
  auditType: AuditEntity.TOTO_DRIVER,
  alias: 'd',
  fields: async (input, tx) => {
    const standId = input.standId.toLowerCase();
    if (!(await tx.existsBy(TotoStandEntity, { id: standId })))
      throw badUserInput(CHOOSE_STAND, 'standId', { reason: 'standRequired' });
    return {
      standId,
      name: requiredText(input.name, 'name', "Enter the driver's name.", { reason: 'driverNameRequired' }),
      nameBn: optionalText(input.nameBn),
      nameHi: optionalText(input.nameHi),
      phone: mobileNumber(input.phone, 'phone'),
      vehicleNumber: vehicleNumber(input.vehicleNumber, 'vehicleNumber'),
      available: input.available,
    };
  },
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(d.name)', valueOf: (row) => row.name.toLowerCase() },
    search: ['d.name', 'd.name_bn', 'd.name_hi', 'd.phone', 'd.vehicle_number'],
    filter: (query, args) => {
      if (args.standId) query.andWhere('d.stand_id = :standId', { standId: args.standId });
    },
  },
};

export const TotoDriverAdminResolver = recordAdminResolver(totoDriverKind, {
  name: 'TotoDriver',
  plural: 'TotoDrivers',
  node: TotoDriver,
  input: TotoDriverInput,
  connection: Connection(TotoDriver, 'TotoDriver'),
  args: AdminTotoDriversArgs,
});
