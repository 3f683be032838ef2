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

/** Stops the units (systemctl needs root, or a rule that lets the portal's user do it). */
export function stopUnits(units) {
  const stopped = spawnSync('systemctl', ['stop', ...units], { stdio: 'inherit' });
  if (stopped.status !== 0) {
    console.error(`Could not stop ${units.join(' ')}: run this as root (sudo npm run …), or stop them first.`);
    process.exit(1);
  }
}

/** Starts the units one after another, each once the previous answers /readyz. */
export async function startUnits(units) {
  for (const unit of units) {
    spawnSync('systemctl', ['start', unit], { stdio: 'inherit' });
    const port = portOfUnit(unit);
    if (port && !(await waitUntilReady(port))) console.error(`${unit} is not ready: see journalctl -u ${unit}.`);
  }
}

/** The rolling restart of an update: one unit at a time, the next only once the last is ready. */
export async function restartUnitsOneByOne(release) {
  const units = activePortalUnits();
  if (units.length === 0) {
    console.log(
      `No running portal@ unit found: restart the portal yourself to run ${release} ` +
        '(e.g. `sudo systemctl restart portal@3001`, or stop `npm start` and start it again).',
    );
    return;
  }
  for (const unit of units) {
    const restarted = spawnSync('systemctl', ['restart', unit], { stdio: 'inherit' });
    const port = portOfUnit(unit);
    const ready = restarted.status === 0 && (!port || (await waitUntilReady(port)));
    if (!ready) {
      console.error(`${unit} is not ready after its restart: stopping here (see journalctl -u ${unit}).`);
      return;
    }
    console.log(`${unit} restarted and ready.`);
  }
}
