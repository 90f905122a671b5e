import { Icon, type IconProps } from '../../../shared/ui/icons';

/** A spanner: any trade at all. */
export const ToolIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z" />
  </Icon>
);
