/**
 * What may be uploaded into a dossier: PDF, PNG, JPEG, Word (.docx) and plain text, at most 10 MB.
 * The portal checks before sending so a wrong file fails at once; the back office checks again.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The media types allowed, each with the file name extensions that go with it. */
export const ALLOWED_UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'text/plain': ['txt'],
};

/** What the rule looks at: the file's name, the media type the browser gave it, and its size in bytes. */
export interface UploadCandidate {
  readonly name: string;
  readonly mimeType: string;
  readonly size: number;
}

export type UploadProblem = 'type-not-allowed' | 'empty' | 'too-large';

/** `text/plain; charset=utf-8` is `text/plain`; media types compare without regard to case. */
const essence = (mimeType: string): string => (mimeType.split(';')[0] ?? '').trim().toLowerCase();

const extensionOf = (name: string): string | null => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : null;
};

/**
 * Why this file may not be uploaded, or null when it may. The media type must be allowed and the
 * name's extension must be one of that type's, so a program renamed or labelled as a PDF is refused.
 */
export function uploadProblem(file: UploadCandidate): UploadProblem | null {
  const extensions = Object.hasOwn(ALLOWED_UPLOAD_TYPES, essence(file.mimeType))
    ? ALLOWED_UPLOAD_TYPES[essence(file.mimeType)]
    : undefined;
  const extension = extensionOf(file.name.trim());
  if (!extensions || !extension || !extensions.includes(extension)) return 'type-not-allowed';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}
