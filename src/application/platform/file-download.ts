import { token } from './token';

export const FileDownload = token<FileDownload>('FileDownload');
/** Hands the user a file the portal made (a calendar file), as the browser's own download. */
export interface FileDownload {
  /** Offers `text` as a file called `name` of the media type `mimeType`. */
  save(name: string, mimeType: string, text: string): void;
}
