import type { GraphQLFieldConfig, GraphQLSchema } from 'graphql';
import { Authorized, Extensions, type AuthChecker } from 'type-graphql';
import type { UserRole } from '../../modules/identity/user-role';
import type { RequestContext } from '../context';
import { forbidden } from '../errors';

/**
 * Every query, mutation and subscription says who may call it, with exactly one of these.
 * The mark is kept in the field's extensions, so a test (and the guard below) can read it
 * from the built schema.
 */
export type AccessRule = { public: true } | { roles: UserRole[]; beforePasswordChange?: true };

type FieldDecorator = MethodDecorator & PropertyDecorator;

/** Anyone, signed in or not. */
export function Public(): FieldDecorator {
  return Extensions({ access: { public: true } satisfies AccessRule });
}

/** A signed-in user of one of these roles. */
export function Roles(...roles: [UserRole, ...UserRole[]]): FieldDecorator {
  return combine(Authorized(...roles), Extensions({ access: { roles } satisfies AccessRule }));
}

/** Any signed-in user. */
export function SignedIn(): FieldDecorator {
  return combine(Authorized(), Extensions({ access: { roles: [] } satisfies AccessRule }));
}

/**
 * Any signed-in user, even one whose password an admin set and who has not chosen their own yet:
 * only for what that person needs to get through (reading who they are, changing the password).
 */
export function SignedInEvenBeforePasswordChange(): FieldDecorator {
  return combine(Authorized(), Extensions({ access: { roles: [], beforePasswordChange: true } satisfies AccessRule }));
}

function combine(...decorators: FieldDecorator[]): FieldDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const decorate of decorators) decorate(target, key, descriptor as never);
  };
}

export const authChecker: AuthChecker<RequestContext, UserRole> = async ({ context, info }, roles) => {
  const rule = accessRuleOf(info.parentType.getFields()[info.fieldName] ?? {});
  await context.auth.require(roles, {
    evenBeforePasswordChange: Boolean(rule && 'roles' in rule && rule.beforePasswordChange),
  });
  return true;
};

export function accessRuleOf(field: Pick<GraphQLFieldConfig<unknown, unknown>, 'extensions'>): AccessRule | undefined {
  return (field.extensions as { access?: AccessRule } | undefined)?.access;
}

/**
 * Deny by default: a root field that nobody marked is refused, whatever else it does. The marks
 * are fixed when the schema is built, so the check is made once there rather than on every
 * call: unmarked root fields get a resolver that refuses, and no other field pays anything.
 */
export function denyUnmarkedRootFields(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (accessRuleOf(field)) continue;
      const refuse = () => {
        throw forbidden();
      };
      field.resolve = refuse;
      if (field.subscribe) field.subscribe = refuse;
    }
  }
  return schema;
}
