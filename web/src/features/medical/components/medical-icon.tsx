import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../../../shared/ui/icons';

export type MedicalIconName =
  | 'pharmacy'
  | 'doctor'
  | 'labTest'
  | 'appointment'
  | 'order'
  | 'mediAssist'
  | 'hospital'
  | 'clinic'
  | 'diagnostic-centre'
  | 'blood-bank'
  | 'nursing-home'
  | 'calendar'
  | 'rupee'
  | 'degree';

const drawings: Record<MedicalIconName, ReactNode> = {
  pharmacy: (
    <>
      <rect x="3.5" y="8.5" width="17" height="7" rx="3.5" transform="rotate(-45 12 12)" />
      <path d="m9.5 9.5 5 5" />
    </>
  ),
  doctor: (
    <>
      <path d="M6 3.5v5a4 4 0 0 0 8 0v-5" />
      <path d="M10 12.5v2.5a4.5 4.5 0 0 0 9 0v-2" />
      <circle cx="19" cy="11" r="2" />
    </>
  ),
  labTest: (
    <>
      <path d="M9 3.5h6M10 3.5v6L4.8 18.2A1.5 1.5 0 0 0 6.1 20.5h11.8a1.5 1.5 0 0 0 1.3-2.3L14 9.5v-6" />
      <path d="M7.2 14.5h9.6" />
    </>
  ),
  appointment: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="m9 15 2 2 4-4" />
    </>
  ),
  order: (
    <>
      <path d="M8 4.5H6a1.5 1.5 0 0 0-1.5 1.5v14A1.5 1.5 0 0 0 6 21.5h12a1.5 1.5 0 0 0 1.5-1.5V6A1.5 1.5 0 0 0 18 4.5h-2" />
      <rect x="8" y="3" width="8" height="3.5" rx="1" />
      <path d="M8.5 11h7M8.5 14.5h7M8.5 18h4" />
    </>
  ),
  mediAssist: (
    <>
      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z" />
      <path d="M12 10.5v5M9.5 13h5" />
    </>
  ),
  hospital: (
    <>
      <path d="M4.5 21V5.5h15V21" />
      <path d="M2.5 21h19" />
      <path d="M9.5 9v6.5M14.5 9v6.5M9.5 12.2h5" />
    </>
  ),
  clinic: (
    <>
      <path d="M3.5 11 12 4l8.5 7" />
      <path d="M5.5 9.5V20h13V9.5" />
      <path d="M12 11.5v5M9.5 14h5" />
    </>
  ),
  'diagnostic-centre': (
    <>
      <path d="M7 20.5h10M12 17.5v3" />
      <path d="M8.5 3.5 13 8l-3.5 3.5L5 7z" />
      <path d="M11.3 9.8 14 12.5a5 5 0 0 1-3 5" />
      <path d="M15 15a5 5 0 0 0 1-5" />
    </>
  ),
  'blood-bank': <path d="M12 3.5s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11Z" />,
  'nursing-home': (
    <>
      <path d="M3 19.5V6.5M3 15.5h18v4M21 15.5v-3a3 3 0 0 0-3-3h-7v6" />
      <circle cx="7" cy="11.5" r="2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  rupee: <path d="M7 4.5h10M7 9h10M7 4.5h3.5a4.5 4.5 0 0 1 0 9H7l8 7" />,
  degree: (
    <>
      <path d="m2.5 9 9.5-4.5L21.5 9 12 13.5z" />
      <path d="M6.5 11v4.5c3 2.5 8 2.5 11 0V11M21.5 9v5" />
    </>
  ),
};

/** The pictures of the medical section: a pill, a stethoscope, a flask, a blood drop and so on. */
export function MedicalIcon({ name, ...props }: IconProps & { name: MedicalIconName }) {
  return <Icon {...props}>{drawings[name]}</Icon>;
}
