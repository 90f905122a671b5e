import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './cards.css';

export type Tone = 'saffron' | 'green' | 'red' | 'blue' | 'earth' | 'purple' | 'teal' | 'gold';

export interface TileLinkProps {
  to: string;
  icon: ReactNode;
  title: string;
  description?: string;
  tone?: Tone;
}

/** A large tappable tile: a round coloured icon, a title and one line saying what is inside. */
export function TileLink({ to, icon, title, description, tone = 'saffron' }: TileLinkProps) {
  return (
    <Link className={`tile tile--${tone}`} to={to}>
      <span className="tile__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="tile__text">
        <span className="tile__title">{title}</span>
        {description && <span className="tile__description">{description}</span>}
      </span>
    </Link>
  );
}

/**
 * A responsive grid for tiles: two columns on a phone, more as the screen widens, up to
 * `maxColumns` (three suits six tiles, five suits ten).
 */
export function TileGrid({
  children,
  label,
  maxColumns = 5,
}: {
  children: ReactNode;
  label?: string;
  maxColumns?: 3 | 5;
}) {
  return (
    <ul className={`tile-grid tile-grid--max-${maxColumns}`} aria-label={label}>
      {children}
    </ul>
  );
}
