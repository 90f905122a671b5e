import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { said, tooLong } from '../../shared/rule-reasons';
import { Field, InputType } from 'type-graphql';
import { badUserInput } from '../../shared/errors';
import { Connection } from '../../shared/pagination';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { Page } from './content.types';
import { PageEntity } from './page.entity';

/**
 * The pages the site has a place for (/aboutUs, /privacy, /contact). A page by any other
 * address would be shown nowhere, so admins edit these and add only one that is missing.
 */
export const FIXED_PAGES = ['about', 'privacy', 'contact'] as const;

const BODY_LIMIT = 20_000;

@InputType({ description: 'A page of words as an admin writes it.' })
export class PageInput {
  @Field({ description: "Which page: 'about', 'privacy' or 'contact'. It never changes." })
  @MaxLength(60, said('Choose the about, privacy or contact page.', { reason: 'pageNotFixed' }))
  slug: string;

  @Field()
  @IsNotEmpty(said('Enter the page’s title, such as "About Haat".', { reason: 'pageTitleRequired' }))
  @MaxLength(100, tooLong('the title', 100))
  title: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the title', 100))
  titleBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(100, tooLong('the title', 100))
  titleHi?: string | null;

  @Field({ description: "Markdown: paragraphs, '## ' headings, '- ' lists and **bold**." })
  @IsNotEmpty(said('Write the page’s words.', { reason: 'pageBodyRequired' }))
  @MaxLength(BODY_LIMIT, tooLong('the page', BODY_LIMIT))
  body: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(BODY_LIMIT, tooLong('the page', BODY_LIMIT))
  bodyBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(BODY_LIMIT, tooLong('the page', BODY_LIMIT))
  bodyHi?: string | null;
}

const isFixed = (slug: string) => (FIXED_PAGES as readonly string[]).includes(slug);

export const pageKind: RecordKind<PageEntity, PageInput, Page> = {
  entity: PageEntity,
  noun: 'page',
  auditType: AuditEntity.PAGE,
  alias: 'p',
  fields: (input, _tx, { stored }) => {
    const slug = input.slug.trim();
    // The site's menus and links lead to each page by its address: it stays as it is.
    if (stored && slug !== stored.slug)
      throw badUserInput('A page’s address cannot change: the site’s links lead to it.', 'slug', {
        reason: 'pageSlugFixed',
      });
    if (!stored && !isFixed(slug))
      throw badUserInput('The site shows only the about, privacy and contact pages: choose one of them.', 'slug', {
        reason: 'pageNotFixed',
      });
    return {
      slug,
      title: requiredText(input.title, 'title', 'Enter the page’s title, such as "About Haat".', {
        reason: 'pageTitleRequired',
      }),
      titleBn: optionalText(input.titleBn),
      titleHi: optionalText(input.titleHi),
      body: requiredText(input.body, 'body', 'Write the page’s words.', { reason: 'pageBodyRequired' }),
      bodyBn: optionalText(input.bodyBn),
      bodyHi: optionalText(input.bodyHi),
    };
  },
  toNode: (row) => row,
  list: {
    sort: { expression: 'p.slug', valueOf: (row) => row.slug },
    search: ['p.title', 'p.title_bn', 'p.slug', 'p.body'],
  },
  deleteRefusal: (stored) =>
    isFixed(stored.slug)
      ? {
          message: 'The site always shows this page: change its words instead of deleting it.',
          why: { reason: 'pageAlwaysShown' },
        }
      : null,
  unique: {
    page_slug_key: {
      field: 'slug',
      message: 'This page is already here: edit it instead.',
      why: { reason: 'pageExists' },
    },
  },
};

export const PageAdminResolver = recordAdminResolver(pageKind, {
  name: 'Page',
  plural: 'Pages',
  node: Page,
  input: PageInput,
  connection: Connection(Page, 'Page'),
  args: AdminRecordArgs,
});
