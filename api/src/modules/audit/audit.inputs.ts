import { IsEnum } from 'class-validator';
import { oneOf } from '../../shared/rule-reasons';
import { ArgsType, Field, ID } from 'type-graphql';
import { PageArgs } from '../../shared/pagination';
import { AuditEntity } from './audit-enums';

@ArgsType()
export class AuditTrailArgs extends PageArgs {
  @Field(() => AuditEntity)
  @IsEnum(AuditEntity, oneOf())
  entityType: AuditEntity;

  @Field(() => ID)
  entityId: string;
}
