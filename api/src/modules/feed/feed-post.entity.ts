import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { FeedType } from './feed-type';

@Entity({ name: 'feed_post' })
@Index('feed_post_type_published', ['type', 'publishedAt'])
@Check('feed_post_expiry_check', `"expires_at" > "published_at"`)
export class FeedPostEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: FeedType, enumName: 'feed_type' })
  type: FeedType;

  @Column('text')
  title: string;

  @Column('text', { name: 'title_bn', nullable: true })
  titleBn: string | null;

  /** Plain text; blank lines separate paragraphs. */
  @Column('text')
  body: string;

  @Column('timestamptz', { name: 'published_at', default: () => 'now()' })
  publishedAt: Date;

  /** After this a notice, job or offer is no longer shown; news never expires. */
  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt: Date | null;

  @Column('text', { nullable: true })
  image: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
