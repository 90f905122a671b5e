import { IsEnum, IsOptional } from 'class-validator';
import { oneOf } from '../../shared/rule-reasons';
import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { OutboxStatus } from './outbox-enums';

@ArgsType()
export class OutboxMessagesArgs extends PageArgs {
  @Field(() => OutboxStatus, { nullable: true, description: 'Only messages in this state; all when left out.' })
  @IsOptional()
  @IsEnum(OutboxStatus, oneOf())
  status?: OutboxStatus | null;
}
