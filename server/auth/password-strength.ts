import { createRequire } from 'node:module';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { PRACTICE_NAME } from '../../shared/practice.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';

/**
 * zxcvbn's scores run 0–4; 3 means about 10^8 guesses or more, "safely unguessable" against a
 * slow hash such as our scrypt, and is the score its authors advise as the least to accept.
 */
export const LEAST_PASSWORD_SCORE = 3;

/** What an attacker who knows the practice tries first, beside the person's own details. */
const PRACTICE_WORDS = [PRACTICE_NAME, DEMO_PASSWORD];

/** The person's own details, as the estimator's "user inputs". */
export interface PasswordOwner {
  username: string;
  name?: string;
  email?: string;
}

/**
 * A check runs on the event loop, and its l33t matcher grows fast with the password's length
 * and symbols (200 random characters took 10–20 s with the defaults; `npm run bench
 * password-strength`). Judging the first 64 characters with at most 4 substitutions keeps a
 * check in tens of milliseconds and still finds every weak pattern we know of: a password
 * whose first 64 characters are strong is strong.
 */
const JUDGED_LENGTH = 64;
const L33T_SUBSTITUTIONS = 4;

/** Said when zxcvbn gives a low score without a warning or suggestion. */
const FALLBACK_ADVICE = 'Add more words that are less common.';

/** Said instead of zxcvbn's "There should not be any personal or page related data." */
const OWN_WORDS_WARNING = "It contains your name, your username, the practice's name or the demo password.";

/**
 * The dictionaries are large (about 11 MiB of words to load, 13 MiB more once ranked): they
 * are loaded and ranked once per process, on the first check, and kept. Loaded with require,
 * which is synchronous, so that a setting can be checked where configuration is read.
 */
let estimator: ZxcvbnFactory | undefined;
function passwordEstimator(): ZxcvbnFactory {
  if (estimator) return estimator;
  const require = createRequire(import.meta.url);
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const en = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
  estimator = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: {
      ...en.translations,
      warnings: { ...en.translations.warnings, userInputs: OWN_WORDS_WARNING },
    },
    maxLength: JUDGED_LENGTH,
    l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
  });
  return estimator;
}

/**
 * Each text as typed, and every run of its words run together, forwards and backwards
 * ("James Carter" gives "james", "carter", "jamescarter", "carterjames"), since the estimator
 * only finds a user input that appears in the password as it was given.
 */
export function wordRuns(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const runs = new Set([text.toLowerCase()]);
  for (const order of [words, [...words].reverse()]) {
    for (let start = 0; start < order.length; start += 1) {
      for (let end = start + 1; end <= order.length; end += 1) runs.add(order.slice(start, end).join(''));
    }
  }
  return [...runs].filter((run) => run.length >= 3);
}

function ownerInputs(owner: PasswordOwner): string[] {
  const texts = [owner.username, owner.name ?? '', owner.email?.split('@')[0] ?? '', ...PRACTICE_WORDS];
  return [...new Set(texts.flatMap(wordRuns))];
}

/**
 * The password as typed and without its separators, whichever is weaker: the estimator sees
 * "maria-lopez-2026" as a name and a stretch of random characters, but an attacker tries
 * names and words joined by dashes, dots or spaces as early as the words run together.
 */
export function estimatePassword(password: string, owner: PasswordOwner): ZxcvbnResult {
  const estimator = passwordEstimator();
  const inputs = ownerInputs(owner);
  const typed = estimator.check(password, inputs);
  const joined = password.replace(/[^\p{L}\p{N}]+/gu, '');
  if (joined === password || joined.length === 0) return typed;
  const withoutSeparators = estimator.check(joined, inputs);
  return withoutSeparators.guesses < typed.guesses ? withoutSeparators : typed;
}

/** Why the password is too easy to guess, in zxcvbn's words; undefined when it is strong enough. */
export function weakPasswordReason(password: string, owner: PasswordOwner): string | undefined {
  const { score, feedback } = estimatePassword(password, owner);
  if (score >= LEAST_PASSWORD_SCORE) return undefined;
  const advice = [feedback.warning, ...feedback.suggestions].filter((line): line is string => Boolean(line));
  if (advice.length === 0) advice.push(FALLBACK_ADVICE);
  return `This password is too easy to guess. ${advice.join(' ')}`;
}
