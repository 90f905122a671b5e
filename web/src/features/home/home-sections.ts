import type { Tone } from '../../shared/ui/cards';

/** The sections the home page offers; their addresses come from the app, which owns routing. */
export const homeSectionIds = [
  'medical',
  'emergency',
  'education',
  'transport',
  'grocery',
  'bazaar',
  'food',
  'onlineShop',
  'services',
  'feeds',
] as const;

export type HomeSectionId = (typeof homeSectionIds)[number];

export type HomeSectionLinks = Record<HomeSectionId, string>;

export const sectionTones: Record<HomeSectionId, Tone> = {
  medical: 'teal',
  emergency: 'red',
  education: 'blue',
  transport: 'earth',
  grocery: 'green',
  bazaar: 'saffron',
  food: 'gold',
  onlineShop: 'purple',
  services: 'teal',
  feeds: 'blue',
};
