import { IsEnum, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { oneOf, said, tooLong } from '../../shared/rule-reasons';
import { ArgsType, Field, InputType } from 'type-graphql';
import { badUserInput } from '../../shared/errors';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { imageOf } from '../media/image.types';
import { FeedPostEntity } from './feed-post.entity';
import { FeedPost, FeedPostConnection } from './feed-post.types';
import { FeedType } from './feed-type';

const TITLE_MESSAGE = 'Enter a title, such as "Power shutdown in Ilambazar on Sunday".';
const BODY_MESSAGE = 'Write what people should know.';

@InputType({ description: 'A piece of news, a notice, a job or an offer as an admin writes it.' })
export class FeedPostInput {
  @Field(() => FeedType)
  @IsEnum(FeedType, oneOf('Choose news, notice, job or offer.'))
  type: FeedType;

  @Field()
  @IsNotEmpty(said(TITLE_MESSAGE, { reason: 'postTitleRequired' }))
  @MaxLength(200, tooLong('the title', 200))
  title: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, tooLong('the title', 200))
  titleBn?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, tooLong('the title', 200))
  titleHi?: string | null;

  @Field({ description: 'Plain text; blank lines separate paragraphs.' })
  @IsNotEmpty(said(BODY_MESSAGE, { reason: 'postBodyRequired' }))
  @MaxLength(5000, tooLong('it', 5000, '; say the rest on a second post.'))
  body: string;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(5000, tooLong('it', 5000, '; say the rest on a second post.'))
  bodyBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(5000, tooLong('it', 5000, '; say the rest on a second post.'))
  bodyHi?: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it is out: now when left empty; a later time holds it back until then.',
  })
  @IsOptional()
  publishedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it stops showing, after it is published; never when empty.' })
  @IsOptional()
  expiresAt?: Date | null;
}

@ArgsType()
export class AdminFeedPostsArgs extends AdminRecordArgs {
  @Field(() => FeedType, { nullable: true, description: 'Only this kind of post.' })
  @IsOptional()
  @IsEnum(FeedType, oneOf())
  type?: FeedType | null;
}

const MINUTE = 60_000;

/**
 * A time as given, unless it is the stored one to the minute: the form shows times to the
 * minute, so saving an untouched post must not move it by the seconds the form cannot show.
 */
function keptTime(given: Date, stored: Date | null | undefined): Date {
  if (stored && Math.floor(given.getTime() / MINUTE) === Math.floor(stored.getTime() / MINUTE)) return stored;
  return new Date(given.getTime());
}

export const feedPostKind: RecordKind<FeedPostEntity, FeedPostInput, FeedPost, AdminFeedPostsArgs> = {
  entity: FeedPostEntity,
  noun: 'feed post',
  auditType: AuditEntity.FEED_POST,
  alias: 'f',
  fields: (input, _tx, { ctx, stored }) => {
    const publishedAt = input.publishedAt
      ? keptTime(input.publishedAt, stored?.publishedAt)
      : (stored?.publishedAt ?? ctx.services.clock());
    const expiresAt = input.expiresAt ? keptTime(input.expiresAt, stored?.expiresAt) : null;
    if (expiresAt && expiresAt <= publishedAt)
      throw badUserInput('It must stop showing after it is published.', 'expiresAt', {
        reason: 'expiresBeforePublished',
      });
    return {
      type: input.type,
      title: requiredText(input.title, 'title', TITLE_MESSAGE, { reason: 'postTitleRequired' }),
      titleBn: optionalText(input.titleBn),
      titleHi: optionalText(input.titleHi),
      body: requiredText(input.body, 'body', BODY_MESSAGE, { reason: 'postBodyRequired' }),
      bodyBn: optionalText(input.bodyBn),
      bodyHi: optionalText(input.bodyHi),
      publishedAt,
      expiresAt,
    };
  },
  toNode: (row) => ({ ...row, image: imageOf(row.image) }),
  list: {
    // Newest first, to the whole millisecond as a JavaScript Date reads it, so a cursor matches its row exactly.
    sort: {
      expression: 'floor(extract(epoch from f.publishedAt) * 1000)::bigint',
      valueOf: (row) => row.publishedAt.getTime(),
      direction: 'DESC',
      numeric: true,
    },
    search: ['f.title', 'f.title_bn', 'f.body'],
    filter: (query, args) => {
      if (args.type) query.andWhere('f.type = :type', { type: args.type });
    },
  },
};

export const FeedPostAdminResolver = recordAdminResolver(feedPostKind, {
  name: 'FeedPost',
  plural: 'FeedPosts',
  node: FeedPost,
  input: FeedPostInput,
  connection: FeedPostConnection,
  args: AdminFeedPostsArgs,
});
