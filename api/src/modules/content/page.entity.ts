import { Check, Column, Entity, Unique } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';

/** A page of text an admin edits: 'about', 'privacy'. */
@Entity({ name: 'page' })
@Unique('page_slug_key', ['slug'])
@Check('page_slug_check', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
export class PageEntity extends RecordEntity {
  @Column('text')
  slug: string;

  @Column('text')
  title: string;

  @Column('text', { name: 'title_bn', nullable: true })
  titleBn: string | null;

  @Column('text', { name: 'title_hi', nullable: true })
  titleHi: string | null;

  /** Markdown: paragraphs, '## ' headings and '- ' lists. */
  @Column('text')
  body: string;

  @Column('text', { name: 'body_bn', nullable: true })
  bodyBn: string | null;

  @Column('text', { name: 'body_hi', nullable: true })
  bodyHi: string | null;
}
