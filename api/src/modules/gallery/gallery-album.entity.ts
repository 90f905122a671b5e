import { Check, Column, Entity, Unique } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/** A set of pictures at /gallery/{slug}. */
@Entity({ name: 'gallery_album' })
@Unique('gallery_album_slug_key', ['slug'])
@Check('gallery_album_slug_check', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
export class GalleryAlbumEntity extends RecordEntity {
  @Column('text')
  slug: string;

  @Column('text')
  title: string;

  @Column('text', { name: 'title_bn', nullable: true })
  titleBn: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { name: 'description_bn', nullable: true })
  descriptionBn: string | null;

  @Column('text', { name: 'description_hi', nullable: true })
  descriptionHi: string | null;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder: number;
}
