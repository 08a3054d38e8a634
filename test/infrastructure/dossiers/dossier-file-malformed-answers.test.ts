import { describe, expect, it } from 'vitest';
import type { DossierFileGateway } from '../../../src/application/dossiers/dossier-file-gateway';
import { HttpDossierFileGateway } from '../../../src/infrastructure/dossiers/http-dossier-file-gateway';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import type { UploadTransport } from '../../../src/infrastructure/http/upload-transport';
import { RecordingNotifier } from '../../support/fakes';

const detail = (changes: Record<string, unknown> = {}) => ({
  data: {
    id: '20001',
    type: 'illness',
    status: 'open',
    startDate: '2026-01-16',
    employee: {
      id: 'e-1',
      name: 'Sanne de Vries',
      dateOfBirth: '1988-04-12',
      employerId: 'w-1',
      employerName: 'Bakkerij De Gouden Korenaar B.V.',
    },
    owner: { id: 'u-12', displayName: 'Linda Hoekstra' },
    openTasks: [
      {
        id: 't-1',
        title: { nl: 'Probleemanalyse opstellen', en: 'Write the problem analysis' },
        dueDate: '2026-03-02',
        assignedUser: null,
      },
    ],
    reportsToUwv: true,
    mayEdit: true,
    ...changes,
  },
});

const note = (createdAt: string) => ({
  id: 'n-1',
  noteType: { id: '1', nameNl: 'Gespreksverslag', nameEn: 'Conversation report', isMedical: false },
  html: '<p>Gesprek</p>',
  author: { id: 'u-12', displayName: 'Linda Hoekstra' },
  createdAt,
});

const uploaded: UploadTransport = {
  send: () =>
    Promise.resolve({ kind: 'answered', status: 201, statusText: 'Created', body: '<!doctype html>' }),
};

function gatewayAnswering(body: unknown): { files: DossierFileGateway; notifier: RecordingNotifier } {
  const notifier = new RecordingNotifier();
  const http = new HttpClient({
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    origin: 'http://portal.test',
    locale: () => 'nl',
    portal: () => 'arbo',
    csrfToken: () => 'token',
    notifier,
    onUnauthorized: () => undefined,
    uploads: uploaded,
  });
  return { files: new HttpDossierFileGateway(http), notifier };
}

const MALFORMED = { ok: false, error: { kind: 'malformed', told: true } };

describe('a malformed answer of the dossier view’s calls', () => {
  it.each([
    ['an impossible date of birth', { employee: { ...detail().data.employee, dateOfBirth: '1988-02-30' } }],
    [
      'an impossible due date',
      { openTasks: [{ id: 't', title: 't', dueDate: '2026-13-01', assignedUser: null }] },
    ],
    ['an unknown dossier type', { type: 'holiday' }],
    ['no word on editing', { mayEdit: undefined }],
  ])(
    'is a failure with one message when the dossier has %s, never a thrown error',
    async (_case, changes) => {
      const { files, notifier } = gatewayAnswering(detail(changes));
      await expect(files.dossier('20001')).resolves.toEqual(MALFORMED);
      expect(notifier.notices).toEqual([{ type: 'error', title: 'common.malformedResponse' }]);
    },
  );

  it('reads a well-formed dossier', async () => {
    const { files } = gatewayAnswering(detail());
    const answer = await files.dossier('20001');
    expect(answer.ok && answer.value.employee.dateOfBirth.toString()).toBe('1988-04-12');
  });

  it('is a failure for notes with a moment that is not one', async () => {
    const { files } = gatewayAnswering({ data: [note('gisteren')] });
    await expect(files.notes('20001')).resolves.toEqual(MALFORMED);
  });

  it('is a failure for a UWV message of an unknown kind or on an impossible date', async () => {
    const message = {
      id: '1',
      kind: 'week_42_report',
      sentOn: '2026-01-10',
      status: 'accepted',
      reference: 'WM42-1',
    };
    for (const wrong of [
      { ...message, kind: 'fax' },
      { ...message, sentOn: '2026-02-29' },
    ]) {
      const { files } = gatewayAnswering({ data: [wrong] });
      await expect(files.uwvMessages('illness', '20001')).resolves.toEqual(MALFORMED);
    }
  });

  it('is a failure for a section the view does not know', async () => {
    const { files } = gatewayAnswering({
      data: [{ key: 'billing', titleNl: 'Facturen', titleEn: 'Bills', order: 1 }],
    });
    await expect(files.sections('illness')).resolves.toEqual(MALFORMED);
  });

  it('is a failure for an upload answered with a page instead of the document', async () => {
    const { files, notifier } = gatewayAnswering(null);
    const content = new Blob(['tekst'], { type: 'text/plain' });
    const answer = await files.upload('20001', {
      file: { name: 'a.txt', mimeType: 'text/plain', size: content.size, content },
      documentTypeId: '8',
      uploadTypeId: '1',
    });
    expect(answer).toEqual(MALFORMED);
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.malformedResponse' }]);
  });
});
