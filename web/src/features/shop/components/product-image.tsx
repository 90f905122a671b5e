import type { ReactElement } from 'react';
import type { ProductSection } from '../../../generated/graphql';
import { Icon, type IconProps } from '../../../shared/ui/icons';

const BasketIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 10h16l-1.6 9.2a2 2 0 0 1-2 1.8H7.6a2 2 0 0 1-2-1.8z" />
    <path d="M8 10l3-6M16 10l-3-6M9.5 14v3M14.5 14v3" />
  </Icon>
);
const LeafIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15z" />
    <path d="M5 19l8-8" />
  </Icon>
);
const BowlIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 11h18a9 9 0 0 1-18 0z" />
    <path d="M8 7c0-1.5 1-2 1-3M12 7c0-1.5 1-2 1-3M16 7c0-1.5 1-2 1-3" />
  </Icon>
);
const BagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 8h14l-1 13H6z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </Icon>
);
const PillIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-45 12 12)" />
    <path d="M9.5 9.5l5 5" />
  </Icon>
);

const placeholders: Record<ProductSection, (props: IconProps) => ReactElement> = {
  GROCERY: BasketIcon,
  BAZAAR: LeafIcon,
  FOOD: BowlIcon,
  SHOP: BagIcon,
  PHARMACY: PillIcon,
};

/**
 * The product's picture, fetched only when near the screen and with its box reserved so the
 * list does not jump; without one, a calm icon of its catalog instead of an empty hole.
 */
export function ProductImage({
  imageUrl,
  section,
  size,
  className,
}: {
  imageUrl: string | null;
  section: ProductSection;
  size: number;
  className?: string;
}) {
  const classes = `product-image product-image--${section.toLowerCase()}${className ? ` ${className}` : ''}`;
  if (imageUrl) {
    return (
      <span className={classes}>
        <img src={imageUrl} alt="" width={size} height={size} loading="lazy" decoding="async" />
      </span>
    );
  }
  const Placeholder = placeholders[section];
  return (
    <span className={`${classes} product-image--placeholder`} data-testid="product-placeholder">
      <Placeholder size={Math.round(size * 0.42)} strokeWidth={1.6} />
    </span>
  );
}
