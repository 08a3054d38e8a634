import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadProblem } from '../../../src/domain/dossiers/document-upload';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpDossierFileGateway } from '../../../src/infrastructure/dossiers/http-dossier-file-gateway';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/plain; charset=utf-8',
  'IMAGE/PNG',
  'application/msword',
  'image/gif',
  'text/html',
  'application/zip',
  'application/octet-stream',
  '',
];
const BASES = ['verslag', 'Plan van aanpak', 'scan.final', '', '.', 'Yılmaz'];
const EXTENSIONS = ['pdf', 'PDF', 'png', 'jpg', 'jpeg', 'JPEG', 'docx', 'doc', 'txt', 'exe', 'gif', ''];

/** The first bytes of a file of each accepted type, as a real one of that type starts. */
const OPENINGS: Readonly<Record<string, readonly number[]>> = {
  'application/pdf': [...'%PDF-1.7'].map((char) => char.charCodeAt(0)),
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
};

/** Bytes true to the media type: a text file of letters, another file with its type's opening. */
function contentOf(mimeType: string, size: number): Uint8Array<ArrayBuffer> {
  const essence = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  const bytes = new Uint8Array(size);
  if (essence === 'text/plain') bytes.fill(0x61);
  else bytes.set((OPENINGS[essence] ?? []).slice(0, size));
  return bytes;
}

const files = fc.record({
  base: fc.constantFrom(...BASES),
  dot: fc.boolean(),
  extension: fc.constantFrom(...EXTENSIONS),
  mimeType: fc.constantFrom(...MEDIA_TYPES),
  size: fc.oneof(
    { arbitrary: fc.constant(0), weight: 1 },
    // Room for the first bytes that say what kind of file it is (the back office checks them).
    { arbitrary: fc.integer({ min: 16, max: 4000 }), weight: 4 },
    // Around the limit: ten megabytes each, so about one run in six.
    { arbitrary: fc.integer({ min: MAX_UPLOAD_BYTES - 2, max: MAX_UPLOAD_BYTES + 2 }), weight: 1 },
  ),
});

describe('the upload rule of the domain and the demo backend', () => {
  it('property: the backend stores exactly the files the domain lets through', async () => {
    const backend = inProcessBackend();
    const http = httpClientFor(backend);
    await new HttpAuthGateway(http).signIn({ username: 'casemanager', password: DEMO_PASSWORD });
    const gateway = new HttpDossierFileGateway(http);

    await fc.assert(
      fc.asyncProperty(files, async ({ base, dot, extension, mimeType, size }) => {
        const name = dot ? `${base}.${extension}` : `${base}${extension}`;
        // As the browser hands a picked file over: its type is what the Blob made of it.
        const content = new Blob([contentOf(mimeType, size)], { type: mimeType });
        const file = { name, mimeType: content.type, size: content.size, content };
        const allowed = uploadProblem(file) === null;
        const answer = await gateway.upload('20001', { file, documentTypeId: '10', uploadTypeId: '4' });
        expect([name, content.type, size, answer.ok]).toEqual([name, content.type, size, allowed]);
        if (!answer.ok) {
          expect(answer.error.kind === 'rejected' && Object.keys(answer.error.fieldErrors)).toEqual(['file']);
        }
      }),
      { numRuns: 60 },
    );
    // Sixty uploads, about ten of them of ten megabytes: the time a busy machine needs for them.
  }, 120_000);
});
