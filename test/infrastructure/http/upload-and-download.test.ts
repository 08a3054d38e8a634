import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fileNameOf, HttpClient } from '../../../src/infrastructure/http/http-client';
import type {
  UploadOutcome,
  UploadSend,
  UploadTransport,
} from '../../../src/infrastructure/http/upload-transport';
import { RecordingNotifier } from '../../support/fakes';

/** An upload transport that answers from a script and records what it was handed. */
class ScriptedUploads implements UploadTransport {
  readonly sent: UploadSend[] = [];
  constructor(private readonly outcome: UploadOutcome | (() => never)) {}
  send(upload: UploadSend): Promise<UploadOutcome> {
    this.sent.push(upload);
    upload.onProgress?.(5, 10);
    upload.onProgress?.(10, 10);
    return typeof this.outcome === 'function'
      ? Promise.resolve().then(this.outcome)
      : Promise.resolve(this.outcome);
  }
}

function clientWith(options: {
  uploads?: UploadTransport;
  csrf?: () => string | null;
  answer?: () => Response;
  fetched?: string[];
}) {
  const notifier = new RecordingNotifier();
  let unauthorized = 0;
  const client = new HttpClient({
    fetch: async (input) => {
      options.fetched?.push(String(input));
      return options.answer?.() ?? new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    },
    origin: 'http://portal.test',
    locale: () => 'en',
    portal: () => 'medical',
    csrfToken: options.csrf ?? (() => 'token-1'),
    notifier,
    onUnauthorized: () => (unauthorized += 1),
    backoffMs: 1,
    ...(options.uploads ? { uploads: options.uploads } : {}),
  });
  return { client, notifier, unauthorizedCount: () => unauthorized };
}

const Saved = v.object({ data: v.object({ id: v.string() }) });
const answered = (status: number, body: string, statusText = ''): UploadOutcome => ({
  kind: 'answered',
  status,
  statusText,
  body,
});
const form = () => {
  const body = new FormData();
  body.append('file', new Blob(['x'], { type: 'text/plain' }), 'a.txt');
  return body;
};

describe('an upload through the HTTP client', () => {
  it('goes through the transport with the portal’s headers, its own body type left to the transport', async () => {
    const uploads = new ScriptedUploads(answered(201, '{"data":{"id":"7"}}'));
    const { client } = clientWith({ uploads });
    const progress: number[][] = [];
    const body = form();
    const answer = await client.upload(Saved, {
      path: '/v2/dossier/20001/documents',
      form: body,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(answer).toEqual({ ok: true, value: { data: { id: '7' } } });
    expect(uploads.sent[0]).toMatchObject({
      url: 'http://portal.test/api/external/v2/dossier/20001/documents',
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'en',
        'csrf-token': 'token-1',
        portal: 'medical',
      },
      body,
    });
    expect(Object.keys(uploads.sent[0]?.headers ?? {})).not.toContain('Content-Type');
    expect(uploads.sent[0]?.timeoutMs).toBeGreaterThanOrEqual(60_000);
    expect(progress).toEqual([
      [5, 10],
      [10, 10],
    ]);
  });

  it('fetches a csrf token first when the browser has none yet', async () => {
    let csrf: string | null = null;
    const fetched: string[] = [];
    const uploads = new ScriptedUploads(answered(201, '{"data":{"id":"7"}}'));
    const { client } = clientWith({
      uploads,
      csrf: () => csrf,
      fetched,
      answer: () => {
        csrf = 'fresh';
        return new Response('{}');
      },
    });
    await client.upload(Saved, { path: '/v2/dossier/1/documents', form: form() });
    expect(fetched).toEqual(['http://portal.test/api/auth/csrf']);
    expect(uploads.sent[0]?.headers['csrf-token']).toBe('fresh');
  });

  it('hands back a quiet refusal’s field messages untold, and tells a loud one in the server’s words', async () => {
    const body = JSON.stringify({
      message: 'Het bestand is leeg.',
      code: 'validation_failed',
      errors: { file: ['Het bestand is leeg.'] },
    });
    const quiet = clientWith({ uploads: new ScriptedUploads(answered(422, body)) });
    const refused = await quiet.client.upload(Saved, { path: '/x', form: form(), quiet: true });
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 422,
        message: 'Het bestand is leeg.',
        code: 'validation_failed',
        fieldErrors: { file: ['Het bestand is leeg.'] },
        told: false,
      },
    });
    expect(quiet.notifier.notices).toEqual([]);
    const loud = clientWith({ uploads: new ScriptedUploads(answered(503, '', 'Service Unavailable')) });
    await loud.client.upload(Saved, { path: '/x', form: form() });
    expect(loud.notifier.notices).toEqual([{ type: 'error', title: 'Service Unavailable', verbatim: true }]);
  });

  it('signs out on a 401, tells a lost connection, and tells nothing of a cancelled upload', async () => {
    const expired = clientWith({ uploads: new ScriptedUploads(answered(401, '')) });
    expect(await expired.client.upload(Saved, { path: '/x', form: form() })).toEqual({
      ok: false,
      error: { kind: 'unauthorized' },
    });
    expect(expired.unauthorizedCount()).toBe(1);
    const offline = clientWith({ uploads: new ScriptedUploads({ kind: 'network' }) });
    expect(await offline.client.upload(Saved, { path: '/x', form: form() })).toEqual({
      ok: false,
      error: { kind: 'network', told: true },
    });
    expect(offline.notifier.notices).toEqual([{ type: 'error', title: 'common.networkError' }]);
    const cancelled = clientWith({ uploads: new ScriptedUploads({ kind: 'aborted' }) });
    expect(await cancelled.client.upload(Saved, { path: '/x', form: form() })).toEqual({
      ok: false,
      error: { kind: 'aborted' },
    });
    expect(cancelled.notifier.notices).toEqual([]);
  });

  it('is a network failure, not a thrown error, where no upload can be made at all', async () => {
    const broken = clientWith({
      uploads: new ScriptedUploads(() => {
        throw new ReferenceError('XMLHttpRequest is not defined');
      }),
    });
    expect(await broken.client.upload(Saved, { path: '/x', form: form() })).toEqual({
      ok: false,
      error: { kind: 'network', told: true },
    });
  });
});

describe('a download through the HTTP client', () => {
  it('answers the bytes with their media type and the name the server gave', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const { client } = clientWith({
      answer: () =>
        new Response(bytes, {
          headers: {
            'Content-Type': 'application/pdf; charset=binary',
            'Content-Disposition': `attachment; filename="Verslag Y_lmaz.pdf"; filename*=UTF-8''Verslag%20Y%C4%B1lmaz.pdf`,
          },
        }),
    });
    const answer = await client.download({ method: 'GET', path: '/v2/dossier/1/documents/2/download' });
    expect(answer.ok && [...answer.value.bytes]).toEqual([...bytes]);
    expect(answer.ok && answer.value.mimeType).toBe('application/pdf');
    expect(answer.ok && answer.value.fileName).toBe('Verslag Yılmaz.pdf');
  });

  it('tells a refusal in the server’s own words', async () => {
    const { client, notifier } = clientWith({
      answer: () =>
        new Response(JSON.stringify({ message: 'U heeft hiervoor geen toestemming.', code: 'forbidden' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const answer = await client.download({ method: 'GET', path: '/x' });
    expect(!answer.ok && answer.error).toMatchObject({
      kind: 'rejected',
      status: 403,
      code: 'forbidden',
      told: true,
    });
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'U heeft hiervoor geen toestemming.', verbatim: true },
    ]);
  });
});

describe('the file name of a Content-Disposition header', () => {
  it.each([
    [`attachment; filename="plan.pdf"`, 'plan.pdf'],
    [`attachment; filename=plan.pdf`, 'plan.pdf'],
    [`attachment; filename="het \\"plan\\".pdf"`, 'het "plan".pdf'],
    [`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A9%C3%A9n.pdf`, 'één.pdf'],
    [`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'a.pdf'],
    [`inline`, null],
    [null, null],
  ])('reads %s as %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
