import type { ReactNode } from 'react';
import './listing-card.css';
import { useNamesInOrder } from '../i18n/names-in-order';

/** A list of directory cards: one column on a phone, two on a wider screen. */
export function ListingList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="listing-list" aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One entry of a directory (a teacher, a driver, a tradesperson): the name in the reader's
 * language, a badge, the details, and the call button at the bottom where a thumb finds it.
 */
export function ListingCard({
  title,
  titleBn,
  titleHi,
  badge,
  children,
  actions,
  headingLevel = 2,
}: {
  title: string;
  titleBn?: string | null;
  titleHi?: string | null;
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  return (
    <article className="listing-card">
      <ListingCardHead title={title} titleBn={titleBn} titleHi={titleHi} badge={badge} headingLevel={headingLevel} />
      {children && <div className="listing-card__body">{children}</div>}
      {actions && <div className="listing-card__actions">{actions}</div>}
    </article>
  );
}

/**
 * The top of a card: its names on the left and a badge (or a price) on the right. Cards that lay
 * out their own body (the medical and emergency ones) put it in their own `article.listing-card`.
 */
export function ListingCardHead({
  title,
  titleBn,
  titleHi,
  badge,
  headingLevel = 2,
}: {
  title: string;
  titleBn?: string | null;
  titleHi?: string | null;
  badge?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  return (
    <div className="listing-card__head">
      <ListingCardNames title={title} titleBn={titleBn} titleHi={titleHi} headingLevel={headingLevel} />
      {badge}
    </div>
  );
}

/**
 * A card's name as the reader needs it (for a reader of English, the Bengali under it: see
 * namesInOrder); `children` adds lines below them.
 */
export function ListingCardNames({
  title,
  titleBn,
  titleHi,
  headingLevel = 2,
  children,
}: {
  title: string;
  titleBn?: string | null;
  titleHi?: string | null;
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const [first, second] = useNamesInOrder(title, titleBn, titleHi);
  return (
    <div className="listing-card__names">
      <Heading className="listing-card__title" lang={first.lang}>
        {first.text}
      </Heading>
      {second && (
        <p className="listing-card__title-bn" lang={second.lang}>
          {second.text}
        </p>
      )}
      {children}
    </div>
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
