import { IsBoolean, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import {
  atLeast,
  atMost,
  notNegative,
  rupeesAtMost,
  said,
  tooLong,
  wholeNumber,
  yesOrNo,
} from '../../shared/rule-reasons';
import { Field, InputType, Int } from 'type-graphql';
import { AdminRecordArgs } from '../admin-records/record-args';
import { mobileNumber, optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { CarEntity } from './car.entity';
import { Car, CarConnection } from './transport.types';
import { vehicleNumber } from './vehicle-number';

@InputType({ description: 'A car for hire as an admin writes it down.' })
export class CarInput {
  @Field()
  @IsNotEmpty(said("Enter the driver's name.", { reason: 'driverNameRequired' }))
  @MaxLength(80, tooLong('the name', 80))
  driverName: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, tooLong('the name', 80))
  driverNameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, tooLong('the name', 80))
  driverNameHi?: string | null;

  @Field({ description: 'The mobile to call for the car.' })
  @MaxLength(20, said('This is too long for a mobile number.', { reason: 'mobileInvalid' }))
  phone: string;

  @Field({ description: "Make and model, e.g. 'Mahindra Bolero'." })
  @IsNotEmpty(said('Enter the make and model, such as "Mahindra Bolero".', { reason: 'carModelRequired' }))
  @MaxLength(60, tooLong('the model', 60))
  model: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the model', 60))
  modelBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the model', 60))
  modelHi?: string | null;

  @Field()
  @MaxLength(20, said('This is too long for a vehicle number.', { reason: 'vehicleNumberInvalid' }))
  vehicleNumber: string;

  @Field(() => Int, { description: 'Passenger seats, not counting the driver.' })
  @IsInt(wholeNumber('Enter the number of seats, such as 4.'))
  @Min(1, atLeast(1, 'A car has at least 1 seat for passengers.'))
  @Max(20, atMost(20, 'Use 20 seats or fewer.'))
  seats: number;

  @Field(() => Int, { description: 'Charge per kilometre, in paise.' })
  @IsInt(wholeNumber('Enter the charge per kilometre, such as 12.'))
  @Min(0, notNegative('The charge cannot be below ₹0.'))
  @Max(100_000, rupeesAtMost(100_000, 'Use ₹1000 a kilometre or less.'))
  ratePaisePerKm: number;

  @Field({ description: 'Where the car is kept and hired from.' })
  @IsNotEmpty(said('Enter the village the car is hired from.', { reason: 'carVillageRequired' }))
  @MaxLength(60, tooLong('the village', 60))
  village: string;

  @Field()
  @IsBoolean(yesOrNo())
  ac: boolean;

  @Field({ description: 'False takes the car off the public list until it can be hired again.' })
  @IsBoolean(yesOrNo())
  available: boolean;
}

export const carKind: RecordKind<CarEntity, CarInput, Car> = {
  entity: CarEntity,
  noun: 'car',
  auditType: AuditEntity.CAR,
  alias: 'c',
  fields: (input) => ({
    driverName: requiredText(input.driverName, 'driverName', "Enter the driver's name.", {
      reason: 'driverNameRequired',
    }),
    driverNameBn: optionalText(input.driverNameBn),
    driverNameHi: optionalText(input.driverNameHi),
    phone: mobileNumber(input.phone, 'phone'),
    model: requiredText(input.model, 'model', 'Enter the make and model, such as "Mahindra Bolero".', {
      reason: 'carModelRequired',
    }),
    modelBn: optionalText(input.modelBn),
    modelHi: optionalText(input.modelHi),
    vehicleNumber: vehicleNumber(input.vehicleNumber, 'vehicleNumber'),
    seats: input.seats,
    ratePaisePerKm: input.ratePaisePerKm,
    village: requiredText(input.village, 'village', 'Enter the village the car is hired from.', {
      reason: 'carVillageRequired',
    }),
    ac: input.ac,
    available: input.available,
  }),
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(c.driver_name)', valueOf: (row) => row.driverName.toLowerCase() },
    search: [
      'c.driver_name',
      'c.driver_name_bn',
      'c.driver_name_hi',
      'c.phone',
      'c.model',
      'c.vehicle_number',
      'c.village',
    ],
  },
};

export const CarAdminResolver = recordAdminResolver(carKind, {
  name: 'Car',
  plural: 'Cars',
  node: Car,
  input: CarInput,
  connection: CarConnection,
  args: AdminRecordArgs,
});
