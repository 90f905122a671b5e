import { ArgsType, Field } from 'type-graphql';
import { IsEnum, IsOptional } from 'class-validator';
import { oneOf } from '../../shared/rule-reasons';
import { EmergencyGroup } from './emergency-group';

@ArgsType()
export class EmergencyContactsArgs {
  @Field(() => EmergencyGroup, { nullable: true, description: 'Only this group; all groups when left out.' })
  @IsOptional()
  @IsEnum(EmergencyGroup, oneOf())
  group?: EmergencyGroup | null;
}
