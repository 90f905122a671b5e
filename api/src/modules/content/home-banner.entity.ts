import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/** A slide of the home page carousel. */
@Entity({ name: 'home_banner' })
@Index('home_banner_active_sort', ['active', 'sortOrder'])
@Check('home_banner_link_check', `"link_path" LIKE '/%'`)
export class HomeBannerEntity extends RecordEntity {
  @Column('text')
  title: string;

  @Column('text', { name: 'title_bn', nullable: true })
  titleBn: string | null;

  @Column('text', { nullable: true })
  subtitle: string | null;

  @Column('text', { name: 'subtitle_bn', nullable: true })
  subtitleBn: string | null;

  /** A path inside the site, where a tap on the banner goes. */
  @Column('text', { name: 'link_path' })
  linkPath: string;

  /** File name under the media folder. */
  @Column('text', { nullable: true })
  image: string | null;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder: number;

  @Column('boolean', { default: true })
  active: boolean;
}
