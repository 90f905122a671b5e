import 'reflect-metadata';
import { graphql } from 'graphql';
import { buildSchema, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { denyUnmarkedRootFields, Public } from './access-rules';

@ObjectType('GuardProbe')
class GuardProbe {
  @Field()
  word: string;
}

@Resolver()
class GuardProbeResolver {
  @Public()
  @Query(() => GuardProbe)
  marked(): GuardProbe {
    return { word: 'open' };
  }

  @Query(() => String)
  forgotten(): string {
    return 'secret';
  }
}

describe('denyUnmarkedRootFields', () => {
  it('refuses a root field with no access rule and leaves marked fields alone', async () => {
    const schema = denyUnmarkedRootFields(
      await buildSchema({ resolvers: [GuardProbeResolver], emitSchemaFile: false, authChecker: () => true }),
    );
    const open = await graphql({ schema, source: '{ marked { word } }' });
    expect(open).toEqual({ data: { marked: { word: 'open' } } });
    const refused = await graphql({ schema, source: '{ forgotten }' });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
