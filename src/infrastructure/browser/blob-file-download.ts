import type { FileDownload } from '../../application/platform/file-download';
import type { Scheduler } from '../../application/platform/scheduler';

/** How long the file's address lives after the click: long enough for every browser to start saving. */
const REVOKE_AFTER_MS = 10_000;

/**
 * The browser's own download: the text or bytes as a Blob behind an object URL, followed through a
 * temporary link with `download`. The URL is revoked once the download has begun, so the Blob does
 * not linger.
 */
export class BlobFileDownload implements FileDownload {
  constructor(
    private readonly document: Document,
    private readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>,
    private readonly scheduler: Scheduler,
  ) {}

  save(name: string, mimeType: string, contents: string | Uint8Array<ArrayBuffer>): void {
    const url = this.urls.createObjectURL(new Blob([contents], { type: mimeType }));
    const link = this.document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    this.document.body.append(link);
    try {
      link.click();
    } finally {
      link.remove();
      // Revoked at once, some browsers (Safari, older Firefox) cancel the download they just began.
      this.scheduler.after(REVOKE_AFTER_MS, () => this.urls.revokeObjectURL(url));
    }
  }
}
