/** The Haat mark: a market stall with a striped awning and produce on the counter. */
export function Logo({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="#1e6b3a" />
      <path d="M4.5 9 8 5h16l3.5 4z" fill="#c2410c" />
      <path d="M5 9h5.5v3.2a2.75 2.75 0 0 1-5.5 0z" fill="#f59e0b" />
      <path d="M10.5 9H16v3.2a2.75 2.75 0 0 1-5.5 0z" fill="#fff7e6" />
      <path d="M16 9h5.5v3.2a2.75 2.75 0 0 1-5.5 0z" fill="#f59e0b" />
      <path d="M21.5 9H27v3.2a2.75 2.75 0 0 1-5.5 0z" fill="#fff7e6" />
      <rect x="6.5" y="15" width="1.8" height="6" fill="#fff7e6" />
      <rect x="23.7" y="15" width="1.8" height="6" fill="#fff7e6" />
      <circle cx="11.5" cy="19.3" r="2" fill="#ef4444" />
      <circle cx="16" cy="19.3" r="2" fill="#84cc16" />
      <circle cx="20.5" cy="19.3" r="2" fill="#facc15" />
      <rect x="5" y="21" width="22" height="6" rx="1.3" fill="#f59e0b" />
    </svg>
  );
}
