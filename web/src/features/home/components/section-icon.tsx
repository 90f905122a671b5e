import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../../../shared/ui/icons';
import type { HomeSectionId } from '../home-sections';

const drawings: Record<HomeSectionId, ReactNode> = {
  medical: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M10 7.5h4v3h3v4h-3v3h-4v-3H7v-4h3z" />
    </>
  ),
  emergency: (
    <>
      <path d="M6 18v-5a6 6 0 0 1 12 0v5" />
      <path d="M4 18h16v3H4zM12 2.5v2M4.3 5.3l1.4 1.4M19.7 5.3l-1.4 1.4M10 13a2 2 0 0 1 2-2" />
    </>
  ),
  education: (
    <>
      <path d="M3 5.5c3-1 6-1 9 1 3-2 6-2 9-1v13c-3-1-6-1-9 1-3-2-6-2-9-1z" />
      <path d="M12 6.5v13" />
    </>
  ),
  transport: (
    <>
      <path d="M4 16V9a4 4 0 0 1 4-4h6l4 5h1.5a1.5 1.5 0 0 1 1.5 1.5V16h-1.5M4 16h1.5M9 16h6" />
      <path d="M4 10h14" />
      <circle cx="7.2" cy="16.5" r="1.8" />
      <circle cx="16.8" cy="16.5" r="1.8" />
    </>
  ),
  grocery: (
    <>
      <path d="M3 10h18l-2 9.5H5z" />
      <path d="M8 10l3-6M16 10l-3-6M9 13.5v3M12 13.5v3M15 13.5v3" />
    </>
  ),
  bazaar: (
    <>
      <path d="M3.5 9 5 4h14l1.5 5" />
      <path d="M3.5 9a2.1 2.1 0 0 0 4.25 0 2.1 2.1 0 0 0 4.25 0 2.1 2.1 0 0 0 4.25 0 2.1 2.1 0 0 0 4.25 0" />
      <path d="M5 12v8.5h14V12M9.5 20.5v-5h5v5" />
    </>
  ),
  food: (
    <>
      <path d="M3.5 12h17c0 4.4-3.8 8-8.5 8s-8.5-3.6-8.5-8z" />
      <path d="M8.5 4c-1 1.2 1 2.3 0 4M12 4c-1 1.2 1 2.3 0 4M15.5 4c-1 1.2 1 2.3 0 4" />
    </>
  ),
  onlineShop: (
    <>
      <path d="M5 8h14l-1 12.5H6z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </>
  ),
  services: (
    <>
      <path d="M14.5 3.5a5.5 5.5 0 0 0-5 7.6l-5.7 5.7a2.3 2.3 0 0 0 3.3 3.3l5.7-5.7a5.5 5.5 0 0 0 7.6-5l-3.2 3.2-3.2-.8-.8-3.2z" />
    </>
  ),
  feeds: (
    <>
      <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
      <path d="M17 9h3v8a2 2 0 0 1-2 2h-1M7.5 8.5h6M7.5 12h6M7.5 15.5h4" />
    </>
  ),
};

export function SectionIcon({ id, ...props }: IconProps & { id: HomeSectionId }) {
  return <Icon {...props}>{drawings[id]}</Icon>;
}
