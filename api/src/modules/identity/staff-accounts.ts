import { IsBoolean, IsEnum, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { keysetAfter, keysetPageOf, PageArgs, searchPattern, type Page } from '../../shared/pagination';
import { UserRole } from './user-role';

@ArgsType()
export class StaffAccountsArgs extends PageArgs {
  @Field(() => UserRole, { nullable: true, description: 'Only accounts of this role.' })
  @IsOptional()
  @IsEnum(UserRole)
  role?: UserRole | null;

  @Field(() => String, { nullable: true, description: 'Part of a name, phone number or email address.' })
  @IsOptional()
  @MaxLength(100, { message: 'Search with at most 100 characters.' })
  search?: string | null;

  @Field({ defaultValue: false, description: 'Disabled accounts too.' })
  @IsBoolean()
  includeDisabled: boolean = false;
}

export interface StaffAccountRow {
  id: string;
  role: UserRole;
  name: string;
  email: string | null;
  phone: string | null;
  vendor_id: string | null;
  disabled_at: Date | null;
}

/** Accounts by name, for the admins' lists and the delivery person picker. */
export async function staffAccounts(ctx: RequestContext, args: StaffAccountsArgs): Promise<Page<StaffAccountRow>> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (args.role) where.push(`role = $${params.push(args.role)}`);
  if (!args.includeDisabled) where.push('disabled_at IS NULL');
  const pattern = searchPattern(args.search);
  if (pattern) {
    const p = `$${params.push(pattern)}`;
    where.push(`(name ILIKE ${p} OR phone ILIKE ${p} OR email ILIKE ${p})`);
  }
  const after = keysetAfter(args);
  if (after) where.push(`(name, id) > ($${params.push(String(after[0]))}, $${params.push(after[1])}::uuid)`);
  const rows: StaffAccountRow[] = await ctx.db.query(
    `SELECT id, role, name, email, phone, vendor_id, disabled_at FROM app_user
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY name, id LIMIT $${params.push(args.first + 1)}`,
    params,
  );
  return keysetPageOf(rows, args, (row) => row.name);
}
