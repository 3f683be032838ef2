import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Release {
  /** The build id (also baked into its client as VITE_BUILD_ID). */
  id: string;
  /** This release's own client files: a later build switches `build/current`, never these. */
  clientDir: string;
}

/**
 * The release this server was compiled into (build/releases/<id>/server/…, see scripts/build.mjs),
 * read once at start: the process keeps serving its own client until it is restarted, whatever
 * `build/current` points to meanwhile. Undefined when run from sources (tsx, tests).
 */
function readOwnRelease(): Release | undefined {
  const manifest = fileURLToPath(new URL('../release.json', import.meta.url));
  if (!existsSync(manifest)) return undefined;
  const { id } = JSON.parse(readFileSync(manifest, 'utf8')) as { id: string };
  return { id, clientDir: fileURLToPath(new URL('../client', import.meta.url)) };
}

export const ownRelease = readOwnRelease();
