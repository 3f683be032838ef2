import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr as they came. */
  output: string;
}

/** A settings file (KEY=value lines) in `dir` (the test's own folder); answers its path. */
export function writeSettingsFile(dir: string, settings: Record<string, string>): string {
  const file = join(dir, `settings-${randomBytes(4).toString('hex')}.env`);
  writeFileSync(
    file,
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  return file;
}

/**
 * `node scripts/<script> <args>` as an operator runs an npm command (`npm run backup` …), in
 * another process, reading `settingsFile` (PORTAL_ENV_FILE); awaited to its exit.
 */
export function runPortalCommand(
  script: string,
  args: string[],
  settingsFile: string,
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}`, ...args], {
      env: { ...process.env, PORTAL_ENV_FILE: settingsFile, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result: CommandResult = { code: null, stdout: '', stderr: '', output: '' };
    child.stdout.on('data', (chunk: Buffer) => {
      result.stdout += chunk.toString();
      result.output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      result.stderr += chunk.toString();
      result.output += chunk.toString();
    });
    child.on('close', (code) => resolve({ ...result, code }));
  });
}
