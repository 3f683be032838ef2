import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, passwordRefusal, USERNAME_PASSWORD_MESSAGE } from './password-policy.js';
import { wordRuns } from './password-strength.js';

const physician = { username: 'physician', name: 'James Carter', email: 'physician@parkside-surgical.example' };

describe('the password policy, judged as an attacker would', () => {
  it.each([
    ['aaaaaaaaaaaa', /Repeated characters like "aaa" are easy to guess/],
    ['123456789012', /commonly used password/],
    ['abcdefghijkl', /Common character sequences like "abc" are easy to guess/],
    ['portal-demo1', /the demo password/],
    ['portal-demo2026', /the demo password/],
    ['portaldemo2026', /the demo password/],
    ['Parkside2026!', /the practice's name/],
    ['parksidesurgical2026', /the practice's name/],
    ['SurgicalAssociates1', /the practice's name/],
    ['jamescarter1985', /your name/],
  ])('refuses %j and says why', (password, why) => {
    const refusal = passwordRefusal(password, physician);
    expect(refusal).toMatch(/^This password is too easy to guess\. /);
    expect(refusal).toMatch(why);
  });

  it('refuses the username typed twice, or with digits and symbols around it', () => {
    expect(passwordRefusal('physicianphysician', physician)).toBe(USERNAME_PASSWORD_MESSAGE);
    expect(passwordRefusal('PHYSICIAN-2024!', physician)).toBe(USERNAME_PASSWORD_MESSAGE);
  });

  it('still refuses the breached list, with digits and symbols around its words', () => {
    expect(passwordRefusal('Password2024!', physician)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordRefusal('2024qwertyuiop!!', physician)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('lets a random four-word passphrase through, whoever sets it', () => {
    expect(passwordRefusal('marble otter violin cactus', physician)).toBeUndefined();
    expect(passwordRefusal('kettle-plume-orbit-saffron', { username: 'admin' })).toBeUndefined();
  });

  it('judges the same password by its owner: a name is weak only for the person it names', () => {
    expect(passwordRefusal('carterjames1985', physician)).toMatch(/your name/);
    expect(passwordRefusal('carterjames1985', { username: 'staff', name: 'Maria Lopez' })).toBeUndefined();
    expect(passwordRefusal('priyanatarajan77', { username: 'pnatarajan', name: 'Priya Natarajan' })).toMatch(
      /your name/,
    );
  });
});

describe('wordRuns', () => {
  it('gives the text and every run of its words run together, both ways, of three letters or more', () => {
    expect(wordRuns('Parkside Surgical Associates').sort()).toEqual(
      [
        'associates',
        'associatessurgical',
        'associatessurgicalparkside',
        'parkside',
        'parkside surgical associates',
        'parksidesurgical',
        'parksidesurgicalassociates',
        'surgical',
        'surgicalassociates',
        'surgicalparkside',
      ].sort(),
    );
  });
});
