import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { FeedType } from './feed-type';

@Entity({ name: 'feed_post' })
@Index('feed_post_type_published', ['type', 'publishedAt'])
@Check('feed_post_expiry_check', `"expires_at" > "published_at"`)
export class FeedPostEntity extends RecordEntity {
  @Column({ type: 'enum', enum: FeedType, enumName: 'feed_type' })
  type: FeedType;

  @Column('text')
  title: string;

  @Column('text', { name: 'title_bn', nullable: true })
  titleBn: string | null;

  @Column('text', { name: 'title_hi', nullable: true })
  titleHi: string | null;

  /** Plain text; blank lines separate paragraphs. */
  @Column('text')
  body: string;

  @Column('text', { name: 'body_bn', nullable: true })
  bodyBn: string | null;

  @Column('text', { name: 'body_hi', nullable: true })
  bodyHi: string | null;

  @Column('timestamptz', { name: 'published_at', default: () => 'now()' })
  publishedAt: Date;

  /** After this a notice, job or offer is no longer shown; news never expires. */
  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt: Date | null;

  @Column('text', { nullable: true })
  image: string | null;
}
