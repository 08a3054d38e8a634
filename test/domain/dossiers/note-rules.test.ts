import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasVisibleText,
  MAX_NOTE_HTML_LENGTH,
  noteHtmlProblem,
} from '../../../src/domain/dossiers/note-rules';

const emptyMarkup = fc
  .array(
    fc.constantFrom('<p>', '</p>', '<br>', '<strong></strong>', ' ', '&nbsp;', '\n', '<ul><li></li></ul>'),
  )
  .map((parts) => parts.join(''));

describe('the note rules', () => {
  it('property: markup without text is no note, but a draft may be kept', () => {
    fc.assert(
      fc.property(emptyMarkup, (html) => {
        expect(hasVisibleText(html)).toBe(false);
        expect(noteHtmlProblem(html)).toBe('required');
        expect(noteHtmlProblem(html, 'draft')).toBeNull();
      }),
    );
  });

  it('property: text in any markup makes a note, up to 50,000 characters of HTML', () => {
    fc.assert(
      fc.property(emptyMarkup, fc.stringMatching(/^[a-zA-Zë]{1,20}$/), emptyMarkup, (before, text, after) => {
        const html = `${before}${text}${after}`;
        expect(noteHtmlProblem(html)).toBe(html.length > MAX_NOTE_HTML_LENGTH ? 'too-long' : null);
      }),
    );
  });

  it('refuses a note or draft of more than 50,000 characters', () => {
    expect(noteHtmlProblem(`<p>${'x'.repeat(MAX_NOTE_HTML_LENGTH - 7)}</p>`)).toBeNull();
    expect(noteHtmlProblem(`<p>${'x'.repeat(MAX_NOTE_HTML_LENGTH - 6)}</p>`)).toBe('too-long');
    expect(noteHtmlProblem('x'.repeat(MAX_NOTE_HTML_LENGTH + 1), 'draft')).toBe('too-long');
  });
});
