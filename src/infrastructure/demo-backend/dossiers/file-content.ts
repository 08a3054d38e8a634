import type { ServerMessage } from '../platform/server-messages';

/**
 * The back office's checks of an upload beyond its declared type and size (dossier-file-rules.ts): the
 * bytes must be what the type says, so a program or a web page labelled as a PDF is not stored and
 * later handed to a colleague; and the file's name must be one that can be shown and saved safely.
 */

export const MAX_FILE_NAME = 255;

/** The first bytes of each accepted kind of file; a .docx is a ZIP archive. */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Text: valid UTF-8 without NUL bytes, which no text file holds and binaries always do. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the bytes are of the media type declared (as the type rule accepted it: lower case, without
 * parameters). A type without a known form is never taken.
 */
export function contentMatches(mediaType: string, bytes: Uint8Array): boolean {
  if (mediaType === 'text/plain') return isText(bytes);
  const signature = Object.hasOwn(SIGNATURES, mediaType) ? SIGNATURES[mediaType] : undefined;
  return signature !== undefined && startsWith(bytes, signature);
}

/**
 * Control characters, and the marks that turn the direction of text around (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F, U+061C): `rapport` + U+202E + `fdp.exe` reads as `rapportexe.pdf`.
 */
const HIDDEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;
/** Folders: a name is one file, never a path. */
const SEPARATOR = /[/\\]/;

/** What is wrong with an uploaded file's name (trimmed, as it is kept), or null when it may be kept. */
export function fileNameRefusal(name: string): ServerMessage | null {
  const trimmed = name.trim();
  if ([...trimmed].length > MAX_FILE_NAME) return 'fileNameTooLong';
  if (/^\.*$/.test(trimmed) || HIDDEN.test(trimmed) || SEPARATOR.test(trimmed)) return 'fileNameInvalid';
  return null;
}
