import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Connection } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { AuditEntity } from './audit-enums';

@ObjectType('AuditEntry', { description: 'One change a staff member made to a record.', simpleResolvers: true })
export class AuditEntry {
  @Field(() => ID)
  id: string;

  @Field()
  at: Date;

  @Field(() => ID, { nullable: true })
  actorId: string | null;

  @Field()
  actorName: string;

  @Field(() => UserRole)
  actorRole: UserRole;

  @Field(() => AuditEntity)
  entityType: AuditEntity;

  @Field(() => ID)
  entityId: string;

  @Field({ description: 'created, updated, status, assigned, cash, stock, disabled, retried…' })
  action: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed fields as they were.' })
  before: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed fields as they became.' })
  after: Record<string, unknown> | null;
}

export const AuditEntryConnection = Connection(AuditEntry, 'AuditEntry');
