import { ArrayMaxSize, IsBoolean, IsEnum, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { oneOf, timeOfDay, week, weekday, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { VendorCategory } from './vendor-category';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

@InputType()
export class ShopHoursInput {
  @Field({ description: 'HH:MM, 24-hour. 00:00 to 00:00 is open all day.' })
  @Matches(TIME, timeOfDay('08:30'))
  opensAt: string;

  @Field({ description: 'HH:MM, 24-hour.' })
  @Matches(TIME, timeOfDay('20:00'))
  closesAt: string;

  @Field(() => [Int], { description: 'Weekdays the shop stays shut, 0 = Sunday.' })
  @ArrayMaxSize(7, week())
  @IsInt(weekday())
  @Min(0, weekday())
  @Max(6, weekday())
  closedDays: number[];
}

@InputType()
export class ShopDayInput {
  @Field({
    description: "True shuts the shop from now until the next day's opening; false opens it again by its hours.",
  })
  @IsBoolean(yesOrNo())
  closedToday: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Takes orders while closed, for after it opens; unchanged when left out.',
  })
  @IsOptional()
  @IsBoolean(yesOrNo())
  takesLaterOrders?: boolean | null;
}

@ArgsType()
export class VendorsArgs extends PageArgs {
  @Field(() => VendorCategory, { nullable: true, description: 'Only shops of this kind; all kinds when left out.' })
  @IsOptional()
  @IsEnum(VendorCategory, oneOf())
  category?: VendorCategory | null;
}
