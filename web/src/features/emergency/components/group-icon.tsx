import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../../../shared/ui/icons';
import type { EmergencyGroupSlug } from '../paths';

const drawings: Record<EmergencyGroupSlug, ReactNode> = {
  police: (
    <>
      <path d="M12 3 5 5.6V11c0 4.5 3 8.2 7 10 4-1.8 7-5.5 7-10V5.6z" />
      <path d="m12 8.2 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z" />
    </>
  ),
  fire: (
    <path d="M12 21c-3.8 0-6.5-2.7-6.5-6.3 0-3.5 2.7-5.5 3.7-8.9 1.7 1.2 2.7 3 2.8 4.9 1-.8 1.7-2 1.9-3.4 2.2 1.8 3.6 4.5 3.6 7.4 0 3.6-2.7 6.3-5.5 6.3Z" />
  ),
  ambulance: (
    <>
      <path d="M2.5 16.5v-9h11v9" />
      <path d="M13.5 10.5h4l3 3.2v2.8h-7" />
      <path d="M2.5 16.5h2.3M9.2 16.5h5.6" />
      <circle cx="7" cy="17" r="1.8" />
      <circle cx="17" cy="17" r="1.8" />
      <path d="M8 9.5v4M6 11.5h4" />
    </>
  ),
  hospital: (
    <>
      <path d="M4.5 21V5.5h15V21" />
      <path d="M2.5 21h19" />
      <path d="M9.5 9v6.5M14.5 9v6.5M9.5 12.2h5" />
    </>
  ),
  transport: (
    <>
      <rect x="4" y="3.5" width="16" height="14" rx="2.5" />
      <path d="M4 11h16M7 17.5V20M17 17.5V20" />
      <path d="M7.5 14.3h.1M16.4 14.3h.1" />
    </>
  ),
  wbsedcl: <path d="M13.5 2.5 5 13.5h6l-1.2 8 8.7-11.2h-6.2z" />,
};

/** The picture for one emergency group: a shield, a flame, an ambulance and so on. */
export function GroupIcon({ slug, ...props }: IconProps & { slug: EmergencyGroupSlug }) {
  return <Icon {...props}>{drawings[slug]}</Icon>;
}
