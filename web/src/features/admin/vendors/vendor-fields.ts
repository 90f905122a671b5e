import type {
  AdminVendorFieldsFragment,
  CreateVendorInput,
  UpdateVendorInput,
  VendorCategory,
} from '../../../generated/graphql';
import { normalizeMobile } from '../../../shared/format/phone';

export type AdminVendor = AdminVendorFieldsFragment;

export const vendorCategories: readonly VendorCategory[] = ['GROCERY', 'BAZAAR', 'FOOD', 'SHOP', 'PHARMACY', 'LAB'];

/** The form's fields, named as the API's input paths, so the server's refusals land beside them. */
export const newShopFields = [
  'name',
  'nameBn',
  'category',
  'ownerName',
  'village',
  'address',
  'addressBn',
  'phone',
  'chatGroupId',
  'hours.opensAt',
  'hours.closesAt',
  'hours.closedDays',
  'account.name',
  'account.phone',
  'account.password',
] as const;
export type NewShopField = (typeof newShopFields)[number];

export const editShopFields = [
  'name',
  'nameBn',
  'ownerName',
  'village',
  'address',
  'addressBn',
  'phone',
  'chatGroupId',
  'hours.opensAt',
  'hours.closesAt',
  'hours.closedDays',
  'active',
] as const;
export type EditShopField = (typeof editShopFields)[number];

/** A shop as its form holds it: everything as typed. */
export interface ShopValues {
  name: string;
  nameBn: string;
  category: VendorCategory;
  ownerName: string;
  village: string;
  address: string;
  addressBn: string;
  phone: string;
  chatGroupId: string;
  opensAt: string;
  closesAt: string;
  closedDays: number[];
  accountName: string;
  accountPhone: string;
  password: string;
  active: boolean;
}

export const emptyShop: ShopValues = {
  name: '',
  nameBn: '',
  category: 'GROCERY',
  ownerName: '',
  village: '',
  address: '',
  addressBn: '',
  phone: '',
  chatGroupId: '',
  opensAt: '08:00',
  closesAt: '20:00',
  closedDays: [],
  accountName: '',
  accountPhone: '',
  password: '',
  active: true,
};

/** A shop's form filled from the shop as it is; its number as people write it (98300 12345). */
export function valuesOf(shop: AdminVendor): ShopValues {
  const ten = normalizeMobile(shop.phone);
  return {
    ...emptyShop,
    name: shop.name,
    nameBn: shop.nameBn ?? '',
    category: shop.category,
    ownerName: shop.ownerName ?? '',
    village: shop.village,
    address: shop.address,
    addressBn: shop.addressBn ?? '',
    phone: ten ? `${ten.slice(0, 5)} ${ten.slice(5)}` : shop.phone,
    chatGroupId: shop.chatGroupId ?? '',
    opensAt: shop.opensAt,
    closesAt: shop.closesAt,
    closedDays: [...shop.closedDays],
    active: shop.active,
  };
}

const optional = (text: string) => text.trim() || null;

/** What createVendor is sent: the shop, its hours and its sign-in. The server trims and checks. */
export function createInputOf(values: ShopValues): CreateVendorInput {
  return {
    name: values.name,
    nameBn: optional(values.nameBn),
    category: values.category,
    ownerName: optional(values.ownerName),
    village: values.village,
    address: values.address,
    addressBn: optional(values.addressBn),
    phone: values.phone,
    chatGroupId: optional(values.chatGroupId),
    hours: { opensAt: values.opensAt, closesAt: values.closesAt, closedDays: [...values.closedDays].sort() },
    account: { name: values.accountName, phone: values.accountPhone, password: values.password },
  };
}

/** What updateVendor is sent for a shop: its details, whether it is open, and its hours. */
export function updateInputOf(id: string, values: ShopValues): UpdateVendorInput {
  return {
    id,
    name: values.name,
    nameBn: optional(values.nameBn),
    ownerName: optional(values.ownerName),
    village: values.village,
    address: values.address,
    addressBn: optional(values.addressBn),
    phone: values.phone,
    chatGroupId: optional(values.chatGroupId),
    active: values.active,
    hours: { opensAt: values.opensAt, closesAt: values.closesAt, closedDays: [...values.closedDays].sort() },
  };
}
