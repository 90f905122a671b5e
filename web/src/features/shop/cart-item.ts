import type { ProductCardFieldsFragment } from '../../generated/graphql';
import type { CartItem } from '../../shared/cart';

/**
 * A product as a cart line carries it. Only id, name and stock have rules in the cart; the rest
 * is what the cart page shows without asking the server again. The server re-prices every order.
 */
export function toCartItem(product: ProductCardFieldsFragment): CartItem {
  return {
    id: product.id,
    name: product.name,
    stock: product.stock,
    nameBn: product.nameBn,
    unit: product.unit,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    imageUrl: product.imageUrl,
    section: product.section,
    vendorId: product.vendor.id,
    vendorName: product.vendor.name,
    // As the catalog saw the shop: the cart tells the customer before checkout; the server decides.
    shopOpensAt: product.vendor.openNow ? null : (product.vendor.nextOpensAt ?? null),
    shopClosed: !product.vendor.openNow,
    shopTakesLater: product.vendor.takesLaterOrders,
  };
}

/** Whether the product can go into a cart at all right now. */
export function canBuy(product: Pick<ProductCardFieldsFragment, 'available' | 'stock'>): boolean {
  return product.available && product.stock > 0;
}
