// The portal's systemd units (deploy/portal@.service, one per port: portal@3001…), when there are.
import { spawnSync } from 'node:child_process';

/** Active `portal@<port>` units, or [] when there is no systemd or none runs. */
export function activePortalUnits() {
  const listed = spawnSync(
    'systemctl',
    ['list-units', '--type=service', '--state=active', '--plain', '--no-legend', 'portal@*'],
    { encoding: 'utf8' },
  );
  if (listed.status !== 0) return [];
  return listed.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0])
    .filter((unit) => unit && unit.startsWith('portal@'));
}

/** Waits until the node on `port` answers /readyz with 200 (or `timeoutMs` passes). */
export async function waitUntilReady(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

export const portOfUnit = (unit) => /^portal@(\d+)\.service$/.exec(unit)?.[1];
