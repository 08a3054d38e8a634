import type { ServerMessage } from '../platform/server-messages';

/**
 * The back office's checks of what is written into a dossier, in code of its own: a property test
 * holds the upload check to the domain's rule (src/domain/dossiers/document-upload.ts).
 */

export const UPLOAD_LIMIT_MB = 10;
const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;

/** Each accepted media type, with the endings a file of that type may have. */
const ACCEPTED: readonly (readonly [RegExp, RegExp])[] = [
  [/^application\/pdf$/, /\.pdf$/i],
  [/^image\/png$/, /\.png$/i],
  [/^image\/jpeg$/, /\.jpe?g$/i],
  [/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document$/, /\.docx$/i],
  [/^text\/plain$/, /\.txt$/i],
];

/** Everything wrong with an uploaded file, as messages for its field; none when it is accepted. */
export function fileRefusals(file: { name: string; type: string; size: number }): ServerMessage[] {
  const type = file.type
    .toLowerCase()
    .replace(/;[\s\S]*$/, '')
    .trim();
  const name = file.name.trim();
  const refusals: ServerMessage[] = [];
  // A name that is only an ending (".pdf") has no name before it.
  const named = !name.startsWith('.') || name.lastIndexOf('.') > 0;
  if (!ACCEPTED.some(([media, ending]) => media.test(type) && ending.test(name)) || !named) {
    refusals.push('fileTypeNotAllowed');
  }
  if (file.size === 0) refusals.push('fileEmpty');
  if (file.size > UPLOAD_LIMIT_BYTES) refusals.push('fileTooLarge');
  return refusals;
}

export const NOTE_LIMIT = 50_000;

/** A note's HTML: text, not just empty tags, and no more than the limit; a draft may be empty. */
export function noteRefusal(html: unknown, kind: 'note' | 'draft'): ServerMessage | null {
  if (typeof html !== 'string') return 'required';
  if (html.length > NOTE_LIMIT) return 'noteTooLong';
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|&#xa0;|\s/gi, '');
  return kind === 'note' && text === '' ? 'required' : null;
}
