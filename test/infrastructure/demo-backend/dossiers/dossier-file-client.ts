import { CSRF_COOKIE } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import type { StoredDossier } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import { stateOf } from '../case-client';
import type { Answer, DemoClient } from '../demo-client';

/** Test helpers for the dossier view's calls: their paths, multipart uploads, downloads and deletes. */

export const DOSSIER = '/api/external/v2/dossier';
export const UWV = '/api/external/uwv/uwv-message/show';

export const BAKERY_ID = 'a6a1c0de-0001-4000-8000-000000000001';
export const MEDICAL_TYPES = [
  'medical',
  'medical_preventive',
  'physiotherapy',
  'psychologist',
  'second_line_care',
];

const employerOf = (dossier: StoredDossier) =>
  EMPLOYEES.find((employee) => employee.id === dossier.employeeId)?.employerId ?? '';

/** The first dossier of the seed that passes the test. */
export function aDossier(client: DemoClient, test: (dossier: StoredDossier, employerId: string) => boolean) {
  const dossier = stateOf(client).dossiers.find((candidate) => test(candidate, employerOf(candidate)));
  if (!dossier) throw new Error('no such dossier in the seed');
  return dossier;
}

const csrf = async (client: DemoClient) => {
  if (!client.backend.cookie(CSRF_COOKIE)) await client.backend.fetch(`${TEST_ORIGIN}/api/auth/csrf`);
  return client.backend.cookie(CSRF_COOKIE) ?? '';
};

const answerOf = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
};

export interface UploadParts {
  readonly file?: { readonly name: string; readonly type: string; readonly bytes: Uint8Array<ArrayBuffer> };
  readonly documentTypeId?: string;
  readonly uploadTypeId?: string;
}

/** POST v2/dossier/{id}/documents as the browser sends it: multipart, with the csrf header. */
export async function upload(client: DemoClient, dossierId: string, parts: UploadParts, language = 'nl') {
  const form = new FormData();
  if (parts.file)
    form.append('file', new Blob([parts.file.bytes], { type: parts.file.type }), parts.file.name);
  if (parts.documentTypeId !== undefined) form.append('documentTypeId', parts.documentTypeId);
  if (parts.uploadTypeId !== undefined) form.append('uploadTypeId', parts.uploadTypeId);
  const response = await client.backend.fetch(`${TEST_ORIGIN}${DOSSIER}/${dossierId}/documents`, {
    method: 'POST',
    headers: { 'Accept-Language': language, 'csrf-token': await csrf(client) },
    body: form,
  });
  return answerOf(response);
}

export async function remove(client: DemoClient, path: string): Promise<Answer> {
  const response = await client.backend.fetch(`${TEST_ORIGIN}${path}`, {
    method: 'DELETE',
    headers: { 'csrf-token': await csrf(client) },
  });
  return answerOf(response);
}

/** The raw answer of a download, to read its headers and bytes. */
export const fetchRaw = (client: DemoClient, path: string) => client.backend.fetch(`${TEST_ORIGIN}${path}`);

export const textFile = (text: string, name = 'verslag.txt', type = 'text/plain') => ({
  name,
  type,
  bytes: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>,
});
