import { ArrayMaxSize, IsEnum, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { VendorCategory } from './vendor-category';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

@InputType()
export class ShopHoursInput {
  @Field({ description: 'HH:MM, 24-hour.' })
  @Matches(TIME, { message: 'Write the time as HH:MM, for example 08:30.' })
  opensAt: string;

  @Field({ description: 'HH:MM, 24-hour.' })
  @Matches(TIME, { message: 'Write the time as HH:MM, for example 20:00.' })
  closesAt: string;

  @Field(() => [Int], { description: 'Weekdays the shop stays shut, 0 = Sunday.' })
  @ArrayMaxSize(7)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(6, { each: true })
  closedDays: number[];
}

@ArgsType()
export class VendorsArgs extends PageArgs {
  @Field(() => VendorCategory, { nullable: true, description: 'Only shops of this kind; all kinds when left out.' })
  @IsOptional()
  @IsEnum(VendorCategory)
  category?: VendorCategory | null;
}
