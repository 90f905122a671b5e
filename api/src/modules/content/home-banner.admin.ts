import { IsBoolean, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { atLeast, atMost, said, tooLong, wholeNumber, yesOrNo } from '../../shared/rule-reasons';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { badUserInput } from '../../shared/errors';
import { Connection } from '../../shared/pagination';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { imageOf, sizeOf } from '../media/image.types';
import { HomeBanner } from './content.types';
import { HomeBannerEntity } from './home-banner.entity';

@ObjectType('AdminHomeBanner', { description: 'A home page slide as admins see it: hidden ones too, with its place.' })
export class AdminHomeBanner extends HomeBanner {
  @Field(() => Int, { description: 'Lower numbers come first in the carousel.' })
  sortOrder: number;

  @Field({ description: 'Shown on the home page; a hidden slide is kept for later.' })
  active: boolean;
}

@InputType({ description: 'A home page slide as an admin writes it (its picture is uploaded apart).' })
export class HomeBannerInput {
  @Field()
  @IsNotEmpty(said('Enter the words on the slide, such as "Medicines at your door".', { reason: 'slideWordsRequired' }))
  @MaxLength(80, tooLong('the title', 80, ': it must fit a phone.'))
  title: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(80, tooLong('the title', 80, ': it must fit a phone.'))
  titleBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(80, tooLong('the title', 80, ': it must fit a phone.'))
  titleHi?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(140, tooLong('the line', 140))
  subtitle?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(140, tooLong('the line', 140))
  subtitleBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(140, tooLong('the line', 140))
  subtitleHi?: string | null;

  @Field({ description: 'A path inside the site, such as /medical/pharmacy.' })
  @MaxLength(200, tooLong('the path', 200))
  linkPath: string;

  @Field(() => Int, { description: 'Lower numbers come first.' })
  @IsInt(wholeNumber())
  @Min(0, atLeast(0))
  @Max(999, atMost(999))
  sortOrder: number;

  @Field()
  @IsBoolean(yesOrNo())
  active: boolean;
}

const LINK_MESSAGE = 'Enter a page of this site, starting with /, such as /medical/pharmacy.';

/**
 * Where a tap on the slide goes: a path of this site only ("/medical"), never another site. The web
 * app follows admins' links by the same rule (web/src/shared/ui/site-path.ts).
 */
function sitePath(value: string): string {
  const path = value.trim();
  // "//host" would leave the site; spaces and backslashes are never part of our paths.
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path))
    throw badUserInput(LINK_MESSAGE, 'linkPath', { reason: 'bannerLinkInvalid' });
  return path;
}

export const homeBannerKind: RecordKind<HomeBannerEntity, HomeBannerInput, AdminHomeBanner> = {
  entity: HomeBannerEntity,
  noun: 'home banner',
  auditType: AuditEntity.HOME_BANNER,
  alias: 'b',
  fields: (input) => ({
    title: requiredText(input.title, 'title', 'Enter the words on the slide, such as "Medicines at your door".', {
      reason: 'slideWordsRequired',
    }),
    titleBn: optionalText(input.titleBn),
    titleHi: optionalText(input.titleHi),
    subtitle: optionalText(input.subtitle),
    subtitleBn: optionalText(input.subtitleBn),
    subtitleHi: optionalText(input.subtitleHi),
    linkPath: sitePath(input.linkPath),
    sortOrder: input.sortOrder,
    active: input.active,
  }),
  toNode: (row) => ({ ...row, image: imageOf(row.image, sizeOf(row.imageWidth, row.imageHeight)) }),
  list: {
    // The carousel's own order, so the admin sees the slides as customers do.
    sort: { expression: 'b.sort_order', valueOf: (row) => row.sortOrder, numeric: true },
    search: ['b.title', 'b.title_bn', 'b.subtitle', 'b.link_path'],
  },
};

export const HomeBannerAdminResolver = recordAdminResolver(homeBannerKind, {
  name: 'HomeBanner',
  plural: 'HomeBanners',
  node: AdminHomeBanner,
  input: HomeBannerInput,
  connection: Connection(AdminHomeBanner, 'AdminHomeBanner'),
  args: AdminRecordArgs,
});
