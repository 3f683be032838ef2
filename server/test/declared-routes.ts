import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every API route as the routes files declare it, read from the source so sweeps cover new routes too. */
export function declaredRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.routes.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/app\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)) {
          routes.push({ method: match[1]!.toUpperCase(), url: `/api${match[2]}` });
        }
      }
    }
  };
  walk('server');
  return routes;
}
