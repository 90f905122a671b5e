import { IsEnum, IsOptional } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { OutboxStatus } from './outbox-enums';

@ArgsType()
export class OutboxMessagesArgs extends PageArgs {
  @Field(() => OutboxStatus, { nullable: true, description: 'Only messages in this state; all when left out.' })
  @IsOptional()
  @IsEnum(OutboxStatus)
  status?: OutboxStatus | null;
}
