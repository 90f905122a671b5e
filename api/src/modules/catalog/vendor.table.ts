import type { Columns } from '../../shared/db/table-columns';
import type { VendorEntity } from './vendor.entity';
import type { Vendor } from './vendor.types';

/** A shop's row as customers' pages read it; a TypeORM VendorEntity is one too. */
export type VendorRow = Pick<
  VendorEntity,
  | 'id'
  | 'name'
  | 'nameBn'
  | 'category'
  | 'village'
  | 'address'
  | 'addressBn'
  | 'phone'
  | 'opensAt'
  | 'closesAt'
  | 'closedDays'
  | 'deliversItself'
  | 'closedOn'
  | 'takesLaterOrders'
  | 'active'
>;

/** The columns of VendorRow, for raw SQL (the catalog reads a product's shop in the product's statement). */
export const VENDOR_COLUMNS: Columns<VendorRow> = {
  id: 'id',
  name: 'name',
  nameBn: 'name_bn',
  category: 'category',
  village: 'village',
  address: 'address',
  addressBn: 'address_bn',
  phone: 'phone',
  opensAt: 'opens_at',
  closesAt: 'closes_at',
  closedDays: 'closed_days',
  deliversItself: 'delivers_itself',
  // A date comes back from raw SQL as a Date; TypeORM and the API keep it as 'YYYY-MM-DD'.
  closedOn: 'closed_on::text',
  takesLaterOrders: 'takes_later_orders',
  active: 'active',
};

/** A shop's row as the GraphQL type; PostgreSQL's time comes back as HH:MM:SS, people read HH:MM. */
export function toVendor(row: VendorRow): Vendor {
  return {
    id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    category: row.category,
    village: row.village,
    address: row.address,
    addressBn: row.addressBn,
    phone: row.phone,
    opensAt: row.opensAt.slice(0, 5),
    closesAt: row.closesAt.slice(0, 5),
    closedDays: row.closedDays,
    deliversItself: row.deliversItself,
    closedOn: row.closedOn,
    takesLaterOrders: row.takesLaterOrders,
    active: row.active,
  };
}
