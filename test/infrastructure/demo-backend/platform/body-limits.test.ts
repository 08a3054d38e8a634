import { describe, expect, it } from 'vitest';
import {
  JSON_BODY_LIMIT_BYTES,
  MULTIPART_BODY_LIMIT_BYTES,
} from '../../../../src/infrastructure/demo-backend/platform/body-limits';
import { CSRF_COOKIE } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import type { DemoClient } from '../demo-client';
import { demoClient } from '../demo-client';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body that streams in on demand, as a chunked upload does, telling how much of it was read. */
function streamedBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const size = Math.min(CHUNK, total - sent);
        controller.enqueue(new Uint8Array(size).fill(0x61));
        sent += size;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, read: () => sent };
}

async function post(
  client: DemoClient,
  path: string,
  body: BodyInit,
  headers: Record<string, string>,
): Promise<Response> {
  if (!client.backend.cookie(CSRF_COOKIE)) await client.backend.fetch(`${TEST_ORIGIN}/api/auth/csrf`);
  return client.backend.fetch(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    body,
    headers: { 'csrf-token': client.backend.cookie(CSRF_COOKIE) ?? '', ...headers },
    duplex: 'half',
  } as RequestInit);
}

const MULTIPART = 'multipart/form-data; boundary=----portal';

describe('the size of a request body', () => {
  it('refuses a 20 MB sign-in by its Content-Length with a 413 in the caller’s language, reading none of it', async () => {
    const client = demoClient();
    const body = streamedBody(20 * MB);
    const answer = await post(client, '/api/auth/login', body.stream, {
      'Content-Type': 'application/json',
      'Content-Length': String(20 * MB),
      'Accept-Language': 'en',
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      message: 'The request is too large: at most 1 MB.',
      code: 'payload_too_large',
    });
    expect(body.read()).toBeLessThanOrEqual(CHUNK);
  });

  it('refuses a 20 MB sign-in without a length (chunked) once it passes 1 MB, leaving the rest unread', async () => {
    const client = demoClient();
    const body = streamedBody(20 * MB);
    const answer = await post(client, '/api/auth/login', body.stream, { 'Content-Type': 'application/json' });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Het verzoek is te groot: hoogstens 1 MB.',
    );
    expect(body.read()).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES + 2 * CHUNK);
  });

  it('refuses a 30 MB chunked upload once it passes 10 MB and the multipart allowance, leaving the rest unread', async () => {
    const client = demoClient();
    const body = streamedBody(30 * MB);
    const answer = await post(client, '/api/external/v2/dossier/1/documents', body.stream, {
      'Content-Type': MULTIPART,
      'Accept-Language': 'en',
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'The request is too large: at most 11 MB.',
    );
    expect(body.read()).toBeGreaterThan(10 * MB);
    expect(body.read()).toBeLessThanOrEqual(MULTIPART_BODY_LIMIT_BYTES + 2 * CHUNK);
  });

  it('refuses a 30 MB upload by its Content-Length at once', async () => {
    const client = demoClient();
    const body = streamedBody(30 * MB);
    const answer = await post(client, '/api/external/v2/dossier/1/documents', body.stream, {
      'Content-Type': MULTIPART,
      'Content-Length': String(30 * MB),
    });
    expect(answer.status).toBe(413);
    expect(body.read()).toBeLessThanOrEqual(CHUNK);
  });

  it('lets a JSON body up to 1 MB and a multipart body over 1 MB through to the call', async () => {
    const client = demoClient();
    const json = JSON.stringify({
      username: 'planner',
      password: 'x',
      padding: 'a'.repeat(JSON_BODY_LIMIT_BYTES - 100),
    });
    expect(json.length).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES);
    const signIn = await post(client, '/api/auth/login', json, { 'Content-Type': 'application/json' });
    expect(signIn.status).toBe(422);
    // Not signed in, so the upload is refused by the call itself, not for its size.
    const upload = streamedBody(3 * MB);
    const answer = await post(client, '/api/external/v2/dossier/1/documents', upload.stream, {
      'Content-Type': MULTIPART,
    });
    expect(answer.status).toBe(401);
  });
});
