import { Arg, Args, Ctx, ID, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import { Roles } from '../../shared/auth/access-rules';
import type { RequestContext } from '../../shared/context';
import type { RecordEntity } from '../../shared/db/record.entity';
import type { Page } from '../../shared/pagination';
import { UserRole } from '../identity/user-role';
import { DeletedRecord, type AdminRecordArgs } from './record-args';
import type { RecordKind } from './record-kind';
import { listRecords } from './record-list';
import { createRecord, deleteRecord, updateRecord } from './record-writes';

export interface RecordGraphQL<N extends object, I extends object, A extends object> {
  /** The GraphQL name of one record, e.g. EmergencyContact: createEmergencyContact, updateEmergencyContact, deleteEmergencyContact. */
  name: string;
  /** Its plural, e.g. EmergencyContacts: the admin list adminEmergencyContacts. */
  plural: string;
  node: ClassType<N>;
  input: ClassType<I>;
  /** The list's page type (Connection(node, …)). */
  connection: ClassType<object>;
  /** The list's arguments: AdminRecordArgs or a kind's extension of it. */
  args: ClassType<A>;
}

/**
 * The admin's GraphQL fields for one kind of record: its list, and create, update and delete,
 * all for admins only. `create` and `update` take the same input: an edit form sends every field.
 */
export function recordAdminResolver<
  E extends RecordEntity,
  I extends object,
  N extends object,
  A extends AdminRecordArgs,
>(kind: RecordKind<E, I, N, A>, gql: RecordGraphQL<N, I, A>): ClassType {
  const noun = kind.noun;

  @Resolver()
  class RecordAdminResolver {
    @Roles(UserRole.ADMIN)
    @Query(() => gql.connection, {
      name: `admin${gql.plural}`,
      description: `Every ${noun}, in a person's order, for admins.`,
    })
    list(@Ctx() ctx: RequestContext, @Args(() => gql.args) args: A): Promise<Page<N>> {
      return listRecords(ctx, kind as never, args);
    }

    @Roles(UserRole.ADMIN)
    @Mutation(() => gql.node, { name: `create${gql.name}`, description: `A new ${noun}.` })
    async create(@Ctx() ctx: RequestContext, @Arg('input', () => gql.input) input: I): Promise<N> {
      return createRecord(ctx, await ctx.auth.require(), kind as never, input);
    }

    @Roles(UserRole.ADMIN)
    @Mutation(() => gql.node, { name: `update${gql.name}`, description: `Replaces every field of a ${noun}.` })
    async update(
      @Ctx() ctx: RequestContext,
      @Arg('id', () => ID) id: string,
      @Arg('input', () => gql.input) input: I,
    ): Promise<N> {
      return updateRecord(ctx, await ctx.auth.require(), kind as never, id, input);
    }

    @Roles(UserRole.ADMIN)
    @Mutation(() => DeletedRecord, {
      name: `delete${gql.name}`,
      description: `Deletes a ${noun} nothing points to; refused with the reason otherwise.`,
    })
    async delete(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<DeletedRecord> {
      return deleteRecord(ctx, await ctx.auth.require(), kind as never, id);
    }
  }
  Object.defineProperty(RecordAdminResolver, 'name', { value: `${gql.name}AdminResolver` });
  return RecordAdminResolver;
}
