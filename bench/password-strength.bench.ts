import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { passwordRefusal } from '../server/auth/password-policy.js';
import { median, ms } from './support.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const owner = { username: 'pnatarajan', name: 'Priya Natarajan', email: 'pnatarajan@parkside-surgical.example' };
const SAMPLES = {
  'a 4-word passphrase': 'marble otter violin cactus',
  'a weak one (Parkside2026!)': 'Parkside2026!',
  'the longest allowed (200 characters of words)': 'kettle plume orbit saffron '.repeat(8).slice(0, 200),
  'the longest allowed (200 random characters)': Array.from({ length: 200 }, (_, i) =>
    String.fromCharCode(33 + ((i * 7919) % 94)),
  ).join(''),
};

/** What judging a password costs: loading the estimator's dictionaries once, then each check. */
export default async function bench(): Promise<void> {
  const before = heapMb();
  let started = performance.now();
  passwordRefusal('the first check ranks the dictionaries', owner);
  const firstCheck = performance.now() - started;
  const held = heapMb() - before;
  console.log(
    `first check (ranks the dictionaries, once per process): ${ms(firstCheck)}, heap held +${held.toFixed(1)} MiB`,
  );
  for (const [what, password] of Object.entries(SAMPLES)) {
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      started = performance.now();
      passwordRefusal(password, owner);
      times.push(performance.now() - started);
    }
    console.log(`one check, ${what}: median ${ms(median(times))}, max ${ms(Math.max(...times))}`);
  }
}
