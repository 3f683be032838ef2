/** The build this page was loaded from: set by scripts/build.mjs, absent in development and test builds. */
const OWN_BUILD: string | undefined = import.meta.env.VITE_BUILD_ID;

/** The server runs another build than this page: its lazily loaded screens may be gone from the server. */
export function isOtherBuild(serverBuild: string | undefined, ownBuild: string | undefined = OWN_BUILD): boolean {
  return Boolean(serverBuild && ownBuild && serverBuild !== ownBuild);
}

let outdated = false;

/** The server told its build on connect (after a deploy, the new one). */
export function noteServerBuild(serverBuild: string): void {
  if (isOtherBuild(serverBuild)) outdated = true;
}

interface RouterState {
  location: { pathname: string; search: string; hash: string };
}

const hrefOf = ({ pathname, search, hash }: RouterState['location']) => `${pathname}${search}${hash}`;

/**
 * A router subscriber: once the page is outdated, the next change of route is a full load of
 * that address, so the new client is fetched instead of a screen whose code the old build had
 * and the new server no longer serves. Nothing is interrupted mid-screen: unsaved work stays
 * until the person navigates (which the unsaved-changes guard already asks about).
 */
export function reloadWhenOutdated(
  initial: RouterState['location'],
  isOutdated: () => boolean = () => outdated,
  load: (href: string) => void = (href) => window.location.assign(href),
): (state: RouterState) => void {
  let current = hrefOf(initial);
  return (state) => {
    const next = hrefOf(state.location);
    if (next === current) return;
    current = next;
    if (isOutdated()) load(next);
  };
}
