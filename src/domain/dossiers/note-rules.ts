/** What a note needs before it is saved: some text, and at most 50,000 characters of HTML. */

export const MAX_NOTE_HTML_LENGTH = 50_000;

export type NoteHtmlProblem = 'required' | 'too-long';

/**
 * Whether the HTML holds any text a reader would see: `<p><br></p>`, which an empty editor gives,
 * holds none.
 */
export function hasVisibleText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text.length > 0;
}

/** A note's HTML must hold text and fit the back office's limit; a draft only the limit. */
export function noteHtmlProblem(html: string, kind: 'note' | 'draft' = 'note'): NoteHtmlProblem | null {
  if (html.length > MAX_NOTE_HTML_LENGTH) return 'too-long';
  if (kind === 'note' && !hasVisibleText(html)) return 'required';
  return null;
}
