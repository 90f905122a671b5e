import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CallButton } from './call-button';
import { isSitePath } from './site-path';
import './markdown.css';

/**
 * The little Markdown our pages are written in, made into React elements (never HTML strings,
 * so nothing typed by an admin can run as code): paragraphs, '## ' and '### ' headings, '- '
 * lists, **bold**, and [links](…) to a phone number, an email address or a page of the site.
 * A paragraph that is only a phone link becomes a call button.
 */
export function Markdown({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return <div className="markdown">{blocks.map((block, i) => renderBlock(block, i, headingLevel))}</div>;
}

const SUB = { 2: 'h3', 3: 'h4' } as const;

function renderBlock(block: string, key: number, level: 2 | 3): ReactNode {
  const heading = /^(#{2,3})\s+(.*)$/.exec(block);
  if (heading && !block.includes('\n')) {
    const Tag = heading[1].length === 2 ? (level === 2 ? 'h2' : 'h3') : SUB[level];
    return <Tag key={key}>{renderInline(heading[2])}</Tag>;
  }
  const lines = block.split('\n');
  if (lines.every((line) => /^[-*]\s+/.test(line))) {
    return (
      <ul key={key}>
        {lines.map((line, i) => (
          <li key={i}>{renderInline(line.replace(/^[-*]\s+/, ''))}</li>
        ))}
      </ul>
    );
  }
  const onlyPhone = /^\[([^\]]+)\]\((tel:[+\d]+)\)$/.exec(block);
  if (onlyPhone) {
    return (
      <p key={key} className="markdown__call">
        <CallButton phone={onlyPhone[2].slice(4)} name={onlyPhone[1]} />
      </p>
    );
  }
  return (
    <p key={key}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {renderInline(line)}
        </span>
      ))}
    </p>
  );
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderInline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    if (match[1] !== undefined) {
      parts.push(<strong key={at}>{match[1]}</strong>);
    } else {
      parts.push(renderLink(match[2], match[3], at));
    }
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function renderLink(label: string, href: string, key: number): ReactNode {
  if (isSitePath(href)) {
    return (
      <Link key={key} to={href}>
        {label}
      </Link>
    );
  }
  if (/^(tel:[+\d]+|mailto:[^\s]+@[^\s]+)$/.test(href)) {
    return (
      <a key={key} href={href}>
        {label}
      </a>
    );
  }
  // Any other address (javascript:, another site) stays plain text.
  return label;
}
