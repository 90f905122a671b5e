import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/** A slide of the home page carousel. */
@Entity({ name: 'home_banner' })
@Index('home_banner_active_sort', ['active', 'sortOrder'])
@Check('home_banner_link_check', `"link_path" LIKE '/%'`)
@Check(
  'home_banner_image_size_check',
  `("image_width" > 0 AND "image_height" > 0) OR ("image_width" IS NULL AND "image_height" IS NULL)`,
)
export class HomeBannerEntity extends RecordEntity {
  @Column('text')
  title: string;

  @Column('text', { name: 'title_bn', nullable: true })
  titleBn: string | null;

  @Column('text', { name: 'title_hi', nullable: true })
  titleHi: string | null;

  @Column('text', { nullable: true })
  subtitle: string | null;

  @Column('text', { name: 'subtitle_bn', nullable: true })
  subtitleBn: string | null;

  @Column('text', { name: 'subtitle_hi', nullable: true })
  subtitleHi: string | null;

  /** A path inside the site, where a tap on the banner goes. */
  @Column('text', { name: 'link_path' })
  linkPath: string;

  /** File name: a seeded picture under the media folder, or one uploaded (b-<uuid>.jpg|png|webp). */
  @Column('text', { nullable: true })
  image: string | null;

  /** The uploaded picture's pixel size, so the carousel keeps its place; null for a seeded one. */
  @Column('int', { name: 'image_width', nullable: true })
  imageWidth: number | null;

  @Column('int', { name: 'image_height', nullable: true })
  imageHeight: number | null;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder: number;

  @Column('boolean', { default: true })
  active: boolean;
}
