import { Icon, type IconProps } from '../../../shared/ui/icons';

/** An e-rickshaw: a canopy over three wheels. */
export const TotoIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 8h13l2 6v3H4z" />
    <path d="M4 8V5h11l2 3" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

export const CarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 16v-4l2-5h14l2 5v4" />
    <path d="M3 16h18" />
    <path d="M5 12h14" />
    <circle cx="7" cy="17.5" r="1.5" />
    <circle cx="17" cy="17.5" r="1.5" />
  </Icon>
);

export const BusIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="3" width="16" height="15" rx="2" />
    <path d="M4 11h16" />
    <path d="M8 3v8" />
    <path d="M16 3v8" />
    <path d="M6 18v3" />
    <path d="M18 18v3" />
  </Icon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 12h15" />
    <path d="m13 6 6 6-6 6" />
  </Icon>
);
