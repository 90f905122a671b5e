import { IsBoolean, IsEnum, IsOptional, IsUUID, MaxLength } from 'class-validator';
import { oneOf, said, yesOrNo } from '../../shared/rule-reasons';
import { ArgsType, Field, ID } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { keysetAfter, keysetPageOf, PageArgs, searchPattern, type Page } from '../../shared/pagination';
import { UserRole } from './user-role';
import { UserEntity } from './user.entity';

@ArgsType()
export class StaffAccountsArgs extends PageArgs {
  @Field(() => UserRole, { nullable: true, description: 'Only accounts of this role.' })
  @IsOptional()
  @IsEnum(UserRole, oneOf())
  role?: UserRole | null;

  @Field(() => String, { nullable: true, description: 'Part of a name, phone number or email address.' })
  @IsOptional()
  @MaxLength(100, said('Search with at most 100 characters.', { reason: 'tooLong', params: { max: 100 } }))
  search?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the sign-ins of this shop.' })
  @IsOptional()
  @IsUUID('all', said('This is not a shop id.', { reason: 'idInvalid' }))
  vendorId?: string | null;

  @Field({ defaultValue: false, description: 'Disabled accounts too.' })
  @IsBoolean(yesOrNo())
  includeDisabled: boolean = false;
}

/** Accounts by name, for the admins' lists and the delivery person picker. */
export async function staffAccounts(ctx: RequestContext, args: StaffAccountsArgs): Promise<Page<UserEntity>> {
  const query = ctx.db.getRepository(UserEntity).createQueryBuilder('u');
  if (args.role) query.andWhere('u.role = :role', { role: args.role });
  if (args.vendorId) query.andWhere('u.vendor_id = :vendorId', { vendorId: args.vendorId });
  if (!args.includeDisabled) query.andWhere('u.disabled_at IS NULL');
  const pattern = searchPattern(args.search);
  if (pattern)
    query.andWhere('(u.name ILIKE :pattern OR u.phone ILIKE :pattern OR u.email ILIKE :pattern)', { pattern });
  const after = keysetAfter(args);
  if (after)
    query.andWhere('(u.name, u.id) > (:afterName, :afterId)', { afterName: String(after[0]), afterId: after[1] });
  const rows = await query
    .orderBy('u.name')
    .addOrderBy('u.id')
    .limit(args.first + 1)
    .getMany();
  return keysetPageOf(rows, args, (row) => row.name);
}
