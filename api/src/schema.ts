import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { PubSub } from 'type-graphql';
import { VendorResolver } from './modules/catalog/vendor.resolver';
import { EmergencyContactResolver } from './modules/emergency/emergency-contact.resolver';
import { IdentityResolver } from './modules/identity/identity.resolver';
import { authChecker, requireAccessRule } from './shared/auth/access-rules';

/** Every resolver class; a new module adds its resolvers here. */
export const resolvers = [EmergencyContactResolver, IdentityResolver, VendorResolver] as const;

export function buildAppSchema(pubSub?: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    pubSub,
    validate: { forbidUnknownValues: false },
    authChecker,
    authMode: 'error',
    globalMiddlewares: [requireAccessRule],
    emitSchemaFile: false,
  });
}
