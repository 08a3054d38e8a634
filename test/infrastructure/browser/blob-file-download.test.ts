// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BlobFileDownload } from '../../../src/infrastructure/browser/blob-file-download';
import { FakeScheduler } from '../../support/fake-scheduler';

/** Object URLs as the browser hands them out, remembered so the test sees what was made and revoked. */
class RecordingUrls {
  readonly made = new Map<string, Blob>();
  readonly revoked: string[] = [];
  createObjectURL(blob: Blob): string {
    const url = `blob:portal/${this.made.size + 1}`;
    this.made.set(url, blob);
    return url;
  }
  revokeObjectURL(url: string): void {
    this.revoked.push(url);
  }
}

describe('downloading a file in the browser', () => {
  it('follows a temporary download link to the file, then revokes its address', async () => {
    const urls = new RecordingUrls();
    const scheduler = new FakeScheduler();
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const listen = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      clicked.push({ href: link.href, download: link.download, attached: link.isConnected });
      event.preventDefault();
    };
    document.addEventListener('click', listen);
    try {
      new BlobFileDownload(document, urls, scheduler).save('agenda.ics', 'text/calendar', 'BEGIN:VCALENDAR');
    } finally {
      document.removeEventListener('click', listen);
    }
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'agenda.ics', attached: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    const blob = urls.made.get('blob:portal/1');
    expect(blob?.type).toBe('text/calendar');
    expect(await blob?.text()).toBe('BEGIN:VCALENDAR');
    expect(urls.revoked).toEqual([]);
    scheduler.advance(10_000);
    expect(urls.revoked).toEqual(['blob:portal/1']);
    expect(scheduler.running).toBe(0);
  });
});
