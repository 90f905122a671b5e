import type { EmergencyGroup } from '../../generated/graphql';

/** The six groups, in the order people reach for them, with their URL segment. */
export const emergencyGroups = [
  { slug: 'police', group: 'POLICE' },
  { slug: 'fire', group: 'FIRE' },
  { slug: 'ambulance', group: 'AMBULANCE' },
  { slug: 'hospital', group: 'HOSPITAL' },
  { slug: 'transport', group: 'TRANSPORT' },
  { slug: 'wbsedcl', group: 'WBSEDCL' },
] as const satisfies readonly { slug: string; group: EmergencyGroup }[];

export type EmergencyGroupSlug = (typeof emergencyGroups)[number]['slug'];

export const emergencyPaths = {
  emergency: '/emergency',
} as const;

export const emergencyLinks = {
  group: (slug: EmergencyGroupSlug) => `/emergency/${slug}`,
};
