import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { PubSub } from 'type-graphql';
import { EmergencyContactResolver } from './modules/emergency/emergency-contact.resolver';

/** Every resolver class; a new module adds its resolvers here. */
export const resolvers = [EmergencyContactResolver] as const;

export function buildAppSchema(pubSub?: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
}
