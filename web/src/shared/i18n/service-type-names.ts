import type { TFunction } from 'i18next';
import './sections';

/** Trades the catalog names; a trade an admin opens later reads as its slug, tidied. */
const KNOWN = [
  'electrician',
  'plumber',
  'carpenter',
  'tailor',
  'mobile-repair',
  'mason',
  'painter',
  'ac-repair',
] as const;
type KnownType = (typeof KNOWN)[number];

/** The trades the catalog names, as their page addresses: what an admin's trade field suggests. */
export const knownServiceTypes: readonly string[] = KNOWN;

function isKnown(slug: string): slug is KnownType {
  return (KNOWN as readonly string[]).includes(slug);
}

function tidy(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function serviceTypeName(t: TFunction, slug: string): string {
  return isKnown(slug) ? t(`services.types.${slug}.name`) : tidy(slug);
}

export function serviceTypeDescription(t: TFunction, slug: string): string | undefined {
  return isKnown(slug) ? t(`services.types.${slug}.description`) : undefined;
}
