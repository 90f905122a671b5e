import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { GalleryAlbumEntity } from './gallery-album.entity';

@Entity({ name: 'gallery_image' })
@Index('gallery_image_album_sort', ['albumId', 'sortOrder'])
@Check('gallery_image_size_check', `"width" > 0 AND "height" > 0`)
export class GalleryImageEntity extends RecordEntity {
  @Column('uuid', { name: 'album_id' })
  albumId: string;

  /** Pictures belong to their album: deleting the album deletes them. */
  @ManyToOne(() => GalleryAlbumEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'album_id', foreignKeyConstraintName: 'gallery_image_album_id_fkey' })
  album?: GalleryAlbumEntity;

  @Column('text', { nullable: true })
  caption: string | null;

  @Column('text', { name: 'caption_bn', nullable: true })
  captionBn: string | null;

  @Column('text', { name: 'caption_hi', nullable: true })
  captionHi: string | null;

  /** File name under the media folder. */
  @Column('text')
  file: string;

  /** Pixel size, so the page can reserve the space before the picture arrives. */
  @Column('int')
  width: number;

  @Column('int')
  height: number;

  @Column('int', { name: 'sort_order', default: 0 })
  sortOrder: number;
}
