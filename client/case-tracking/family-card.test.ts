import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRACTICE_NAME } from '../../shared/practice.js';
import { FamilyCard } from './family-card';

describe("the family's case card", () => {
  it('holds the practice, the code, what to do with it, the surgeon and the day, and a print button', () => {
    const html = renderToStaticMarkup(
      createElement(FamilyCard, { caseCode: 'XK7-M4P', surgeon: 'James Carter', date: '2026-11-24' }),
    );
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).toContain(PRACTICE_NAME);
    expect(html).toContain('<p class="family-card-code">XK7-M4P</p>');
    expect(text).toContain('Use this code to follow the progress on the waiting-room screen.');
    expect(text).toContain('James Carter · Tuesday, November 24, 2026');
    expect(html).toMatch(/<button[^>]*no-print[^>]*>Print family card<\/button>/);
  });
});
