import { IsBoolean, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
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
  @IsNotEmpty({ message: "Enter the driver's name." })
  @MaxLength(80, { message: 'Keep the name under 80 characters.' })
  driverName: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, { message: 'Keep the name under 80 characters.' })
  driverNameBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, { message: 'Keep the name under 80 characters.' })
  driverNameHi?: string | null;

  @Field({ description: 'The mobile to call for the car.' })
  @MaxLength(20, { message: 'This is too long for a mobile number.' })
  phone: string;

  @Field({ description: "Make and model, e.g. 'Mahindra Bolero'." })
  @IsNotEmpty({ message: 'Enter the make and model, such as "Mahindra Bolero".' })
  @MaxLength(60, { message: 'Keep the model under 60 characters.' })
  model: string;

  @Field(() => String, { nullable: true, description: 'The same in Bengali; the English is shown when it is left empty.' })
  @IsOptional()
  @MaxLength(60, { message: 'Keep the model under 60 characters.' })
  modelBn?: string | null;

  @Field(() => String, { nullable: true, description: 'The same in Hindi; the English is shown when it is left empty.' })
  @IsOptional()
  @MaxLength(60, { message: 'Keep the model under 60 characters.' })
  modelHi?: string | null;

  @Field()
  @MaxLength(20, { message: 'This is too long for a vehicle number.' })
  vehicleNumber: string;

  @Field(() => Int, { description: 'Passenger seats, not counting the driver.' })
  @IsInt({ message: 'Enter the number of seats, such as 4.' })
  @Min(1, { message: 'A car has at least 1 seat for passengers.' })
  @Max(20, { message: 'Use 20 seats or fewer.' })
  seats: number;

  @Field(() => Int, { description: 'Charge per kilometre, in paise.' })
  @IsInt({ message: 'Enter the charge per kilometre, such as 12.' })
  @Min(0, { message: 'The charge cannot be below ₹0.' })
  @Max(100_000, { message: 'Use ₹1000 a kilometre or less.' })
  ratePaisePerKm: number;

  @Field({ description: 'Where the car is kept and hired from.' })
  @IsNotEmpty({ message: 'Enter the village the car is hired from.' })
  @MaxLength(60, { message: 'Keep the village under 60 characters.' })
  village: string;

  @Field()
  @IsBoolean()
  ac: boolean;

  @Field({ description: 'False takes the car off the public list until it can be hired again.' })
  @IsBoolean()
  available: boolean;
}

export const carKind: RecordKind<CarEntity, CarInput, Car> = {
  entity: CarEntity,
  noun: 'car',
  auditType: AuditEntity.CAR,
  alias: 'c',
  fields: (input) => ({
    driverName: requiredText(input.driverName, 'driverName', "Enter the driver's name.", { reason: 'driverNameRequired' }),
    driverNameBn: optionalText(input.driverNameBn),
    driverNameHi: optionalText(input.driverNameHi),
    phone: mobileNumber(input.phone, 'phone'),
    model: requiredText(input.model, 'model', 'Enter the make and model, such as "Mahindra Bolero".', { reason: 'carModelRequired' }),
    modelBn: optionalText(input.modelBn),
    modelHi: optionalText(input.modelHi),
    vehicleNumber: vehicleNumber(input.vehicleNumber, 'vehicleNumber'),
    seats: input.seats,
    ratePaisePerKm: input.ratePaisePerKm,
    village: requiredText(input.village, 'village', 'Enter the village the car is hired from.', { reason: 'carVillageRequired' }),
    ac: input.ac,
    available: input.available,
  }),
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(c.driver_name)', valueOf: (row) => row.driverName.toLowerCase() },
    search: ['c.driver_name', 'c.driver_name_bn', 'c.driver_name_hi', 'c.phone', 'c.model', 'c.vehicle_number', 'c.village'],
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
