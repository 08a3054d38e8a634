import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadProblem } from '../../../src/domain/dossier/document-upload';
import { HttpAuthGateway } from '../../../src/infrastructure/auth/http-auth-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpDossierFileGateway } from '../../../src/infrastructure/dossier/http-dossier-file-gateway';
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

const files = fc.record({
  base: fc.constantFrom(...BASES),
  dot: fc.boolean(),
  extension: fc.constantFrom(...EXTENSIONS),
  mimeType: fc.constantFrom(...MEDIA_TYPES),
  size: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 4000 }),
    fc.integer({ min: MAX_UPLOAD_BYTES - 2, max: MAX_UPLOAD_BYTES + 2 }),
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
        const content = new Blob([new Uint8Array(size)], { type: mimeType });
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
  });
});
