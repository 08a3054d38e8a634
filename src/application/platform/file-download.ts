import { token } from './token';

export const FileDownload = token<FileDownload>('FileDownload');
/**
 * Hands the user a file, as the browser's own download: one the portal made (a calendar file) or one
 * it fetched (a dossier's document).
 */
export interface FileDownload {
  /** Offers `contents` (text, or the file's bytes) as a file called `name` of the media type `mimeType`. */
  save(name: string, mimeType: string, contents: string | Uint8Array<ArrayBuffer>): void;
}
