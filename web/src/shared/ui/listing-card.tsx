import type { ReactNode } from 'react';
import './listing-card.css';

/** A list of directory cards: one column on a phone, two on a wider screen. */
export function ListingList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="listing-list" aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One entry of a directory (a teacher, a driver, a tradesperson): the name in English and
 * Bengali, a badge, the details, and the call button at the bottom where a thumb finds it.
 */
export function ListingCard({
  title,
  titleBn,
  badge,
  children,
  actions,
  headingLevel = 2,
}: {
  title: string;
  titleBn?: string | null;
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="listing-card">
      <div className="listing-card__head">
        <div className="listing-card__names">
          <Heading className="listing-card__title">{title}</Heading>
          {titleBn && (
            <p className="listing-card__title-bn" lang="bn">
              {titleBn}
            </p>
          )}
        </div>
        {badge}
      </div>
      {children && <div className="listing-card__body">{children}</div>}
      {actions && <div className="listing-card__actions">{actions}</div>}
    </article>
  );
}

/** A line of a card: an icon and its words. */
export function ListingFact({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <p className="listing-fact">
      {icon}
      <span>{children}</span>
    </p>
  );
}

export function Chip({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'green' | 'muted' }) {
  return <span className={`chip chip--${tone}`}>{children}</span>;
}
