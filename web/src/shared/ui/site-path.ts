/**
 * Whether an address is a page of this site ("/medical/pharmacy"), the one rule for every link or
 * return address the app follows without asking: written by an admin (page text, banners) or kept
 * in a navigation's state. It is the rule the API puts on a banner's link (home-banner.admin.ts).
 * "//host" leaves the site, and so does "/\host": browsers read a backslash as a slash. Spaces and
 * backslashes are never part of our paths.
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href);
}
