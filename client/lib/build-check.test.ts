import { describe, expect, it } from 'vitest';
import { isOtherBuild, reloadWhenOutdated } from './build-check';

const at = (pathname: string, search = '') => ({ location: { pathname, search, hash: '' } });

describe("the client's build check", () => {
  it('a page is outdated only when both builds are known and differ', () => {
    expect(isOtherBuild('20260101-b', '20260101-a')).toBe(true);
    expect(isOtherBuild('20260101-a', '20260101-a')).toBe(false);
    expect(isOtherBuild(undefined, '20260101-a')).toBe(false); // a development server
    expect(isOtherBuild('20260101-b', undefined)).toBe(false); // a development client
  });

  it('once outdated, the next change of route is a full load of that address, and not before', () => {
    let outdated = false;
    const loads: string[] = [];
    const onChange = reloadWhenOutdated(
      at('/dashboard').location,
      () => outdated,
      (href) => loads.push(href),
    );
    onChange(at('/rounds'));
    expect(loads).toEqual([]);
    outdated = true;
    onChange(at('/rounds')); // the same route (a fetcher, a loading state): no reload
    expect(loads).toEqual([]);
    onChange(at('/operative-log', '?year=2026'));
    expect(loads).toEqual(['/operative-log?year=2026']);
  });
});
