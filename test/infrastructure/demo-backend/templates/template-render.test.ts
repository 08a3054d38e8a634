import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeholdersIn } from '../../../../src/domain/templates/email-template';
import { EMAIL_TEMPLATES } from '../../../../src/infrastructure/demo-backend/templates/template-catalogue';
import {
  escapeHtml,
  exampleValues,
  renderTemplate,
} from '../../../../src/infrastructure/demo-backend/templates/template-render';

const LANGUAGES = ['nl', 'en'] as const;

/** Any moment from 2000 to 2100: the example dates follow the moment of the preview. */
const moments = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('the e-mail template catalogue', () => {
  it('declares exactly the placeholders each template uses, in both languages', () => {
    for (const template of EMAIL_TEMPLATES) {
      for (const language of LANGUAGES) {
        const used = placeholdersIn(`${template.subject[language]} ${template.html[language]}`);
        expect([template.key, language, [...used].sort()]).toEqual([
          template.key,
          language,
          [...template.placeholders].sort(),
        ]);
      }
    }
  });

  it('has unique ids and keys', () => {
    expect(new Set(EMAIL_TEMPLATES.map((template) => template.id)).size).toBe(EMAIL_TEMPLATES.length);
    expect(new Set(EMAIL_TEMPLATES.map((template) => template.key)).size).toBe(EMAIL_TEMPLATES.length);
  });
});

describe('rendering an e-mail template', () => {
  it('fills every placeholder the template declares, in both languages, at any moment', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EMAIL_TEMPLATES),
        fc.constantFrom(...LANGUAGES),
        moments,
        (template, language, now) => {
          const { subject, html } = renderTemplate(template, language, now);
          expect(placeholdersIn(subject)).toEqual([]);
          expect(placeholdersIn(html)).toEqual([]);
          const values = exampleValues(template, language, now);
          for (const name of template.placeholders) {
            const value = values[name] ?? '';
            expect(value).not.toBe('');
            const shown = `${subject}\n${html}`;
            expect(shown.includes(value) || shown.includes(escapeHtml(value))).toBe(true);
          }
        },
      ),
    );
  });

  it('writes the example dates in the language of the preview', () => {
    const monday = Date.parse('2026-03-02T08:00:00Z');
    const template = EMAIL_TEMPLATES.find((candidate) => candidate.key === 'appointment_changed');
    if (!template) throw new Error('no appointment_changed');
    expect(exampleValues(template, 'nl', monday)).toMatchObject({
      date: 'maandag 9 maart 2026',
      previousDate: 'zaterdag 7 maart 2026',
    });
    expect(exampleValues(template, 'en', monday)['date']).toMatch(/^Monday,? 9 March 2026$/);
  });

  it('escapes a value in the body but not in the subject', () => {
    const template = { ...(EMAIL_TEMPLATES[0] as (typeof EMAIL_TEMPLATES)[number]) };
    const odd = {
      ...template,
      subject: { nl: 'Voor :employer', en: 'For :employer' },
      html: { nl: '<p>Voor :employer</p>', en: '<p>For :employer</p>' },
      examples: { employer: { nl: 'Jansen & Zn <Bouw>', en: 'Jansen & Sons <Building>' } },
    };
    expect(renderTemplate(odd, 'nl', 0)).toEqual({
      subject: 'Voor Jansen & Zn <Bouw>',
      html: '<p>Voor Jansen &amp; Zn &lt;Bouw&gt;</p>',
    });
  });
});
