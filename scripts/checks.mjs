// `npm test`'s static checks (typecheck, lint, format) side by side: each one's output is held
// and printed whole when it ends, so two never interleave; fails when any of them fails.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'format:check'];

function check(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ script, ok: false, output: `${output}${error.message}\n` }));
    child.on('exit', (code) => resolve({ script, ok: code === 0, output }));
  });
}

const results = await Promise.all(
  CHECKS.map(async (script) => {
    const result = await check(script);
    process.stdout.write(`${result.ok ? 'passed' : 'FAILED'}: npm run ${script}\n${result.output}`);
    return result;
  }),
);
const failed = results.filter((result) => !result.ok).map((result) => result.script);
if (failed.length > 0) {
  console.error(`Static checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
