import { Check, Column, Entity, Index } from 'typeorm';
import { RecordEntity } from '../../shared/db/record.entity';
import { VendorCategory } from './vendor-category';

@Entity({ name: 'vendor' })
@Index('vendor_category_name', ['category', 'name'])
@Check('vendor_phone_check', `"phone" ~ '^[+]91[0-9]{10}$'`)
@Check('vendor_closed_days_check', `"closed_days" <@ '{0,1,2,3,4,5,6}'::smallint[]`)
export class VendorEntity extends RecordEntity {
  /** The shop's name as painted on its board. */
  @Column('text')
  name: string;

  @Column('text', { name: 'name_bn', nullable: true })
  nameBn: string | null;

  @Column({ type: 'enum', enum: VendorCategory, enumName: 'vendor_category' })
  category: VendorCategory;

  @Column('text', { name: 'owner_name', nullable: true })
  ownerName: string | null;

  @Column('text')
  village: string;

  @Column('text')
  address: string;

  @Column('text', { name: 'address_bn', nullable: true })
  addressBn: string | null;

  /** +91 and ten digits. */
  @Column('text')
  phone: string;

  /** The shop takes its orders to the door itself; otherwise a Haat delivery person does. */
  @Column('boolean', { name: 'delivers_itself', default: false })
  deliversItself: boolean;

  /** Local time of day, 'HH:MM:SS' as PostgreSQL returns it. */
  @Column('time', { name: 'opens_at' })
  opensAt: string;

  @Column('time', { name: 'closes_at' })
  closesAt: string;

  /** Weekly closing days, 0 = Sunday … 6 = Saturday (as Date#getDay); empty when open every day. */
  @Column('smallint', { name: 'closed_days', array: true, default: () => "'{}'" })
  closedDays: number[];

  /** The India date ('YYYY-MM-DD') the vendor shut the shop for the day; it counts until the next day's opening. */
  @Column('date', { name: 'closed_on', nullable: true })
  closedOn: string | null;

  /** Takes orders while closed, delivered after it opens, when the customer agrees. */
  @Column('boolean', { name: 'takes_later_orders', default: false })
  takesLaterOrders: boolean;

  @Column('boolean', { default: true })
  active: boolean;

  /** The messaging bot's chat where this shop's new orders are posted; none until an admin links one. */
  @Column('text', { name: 'chat_group_id', nullable: true })
  chatGroupId: string | null;
}
