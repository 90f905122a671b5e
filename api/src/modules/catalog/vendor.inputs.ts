import { ArrayMaxSize, IsInt, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

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
