import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { atLeast, atMost, said, tooLong, wholeNumber } from '../../shared/rule-reasons';
import { Field, InputType, Int } from 'type-graphql';
import { Connection } from '../../shared/pagination';
import { AdminRecordArgs } from '../admin-records/record-args';
import { optionalText, requiredText, slugOf } from '../admin-records/record-fields';
import type { RecordKind } from '../admin-records/record-kind';
import { recordAdminResolver } from '../admin-records/record-resolver';
import { AuditEntity } from '../audit/audit-enums';
import { GalleryAlbumEntity } from './gallery-album.entity';
import { GalleryAlbum } from './gallery.types';

@InputType({ description: 'An album of the gallery as an admin writes it (its pictures are uploaded apart).' })
export class GalleryAlbumInput {
  @Field()
  @IsNotEmpty(said('Enter the album’s title, such as "Joydev Kenduli Mela".', { reason: 'albumTitleRequired' }))
  @MaxLength(100, tooLong('the title', 100))
  title: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, tooLong('the title', 100))
  titleBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The web address segment (/gallery/{slug}); made from the title when left out.',
  })
  @IsOptional()
  @MaxLength(60, tooLong('the web address', 60))
  slug?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500, tooLong('the description', 500))
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Bengali; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(500, tooLong('the description', 500))
  descriptionBn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The same in Hindi; the English is shown when it is left empty.',
  })
  @IsOptional()
  @MaxLength(500, tooLong('the description', 500))
  descriptionHi?: string | null;

  @Field(() => Int, { description: 'Lower numbers come first.' })
  @IsInt(wholeNumber())
  @Min(0, atLeast(0))
  @Max(999, atMost(999))
  sortOrder: number;
}

export const galleryAlbumKind: RecordKind<GalleryAlbumEntity, GalleryAlbumInput, GalleryAlbum> = {
  entity: GalleryAlbumEntity,
  noun: 'album',
  auditType: AuditEntity.GALLERY_ALBUM,
  alias: 'a',
  fields: (input) => {
    const title = requiredText(input.title, 'title', 'Enter the album’s title, such as "Joydev Kenduli Mela".', {
      reason: 'albumTitleRequired',
    });
    return {
      title,
      titleBn: optionalText(input.titleBn),
      slug: slugOf(input.slug, title, 'slug'),
      description: optionalText(input.description),
      descriptionBn: optionalText(input.descriptionBn),
      descriptionHi: optionalText(input.descriptionHi),
      sortOrder: input.sortOrder,
    };
  },
  toNode: (row) => row,
  list: {
    sort: { expression: 'lower(a.title)', valueOf: (row) => row.title.toLowerCase() },
    search: ['a.title', 'a.title_bn', 'a.slug', 'a.description'],
  },
  // The pictures would go with the album (ON DELETE CASCADE): an admin removes them one by one first, knowingly.
  references: [
    {
      table: 'gallery_image',
      column: 'album_id',
      reason: 'This album has pictures: delete its pictures first.',
      why: { reason: 'albumHasPictures' },
    },
  ],
  unique: {
    gallery_album_slug_key: {
      field: 'slug',
      message: 'Another album already has this web address.',
      why: { reason: 'albumSlugTaken' },
    },
  },
};

export const GalleryAlbumAdminResolver = recordAdminResolver(galleryAlbumKind, {
  name: 'GalleryAlbum',
  plural: 'GalleryAlbums',
  node: GalleryAlbum,
  input: GalleryAlbumInput,
  connection: Connection(GalleryAlbum, 'GalleryAlbum'),
  args: AdminRecordArgs,
});
