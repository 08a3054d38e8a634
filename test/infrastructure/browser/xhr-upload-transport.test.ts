import { describe, expect, it } from 'vitest';
import { XhrUploadTransport } from '../../../src/infrastructure/browser/xhr-upload-transport';
import type { UploadSend } from '../../../src/infrastructure/http/upload-transport';

type Listener = (event: ProgressEvent) => void;

/** Node has no ProgressEvent; the transport reads only these fields of one. */
const event = (fields: { loaded?: number; total?: number; lengthComputable?: boolean } = {}) =>
  fields as unknown as ProgressEvent;

/** Listeners by event name, each dropped when the signal it was added with aborts. */
class Listeners {
  private readonly byName = new Map<string, Set<Listener>>();
  addEventListener(name: string, listener: Listener, options?: { signal?: AbortSignal }) {
    const set = this.byName.get(name) ?? new Set<Listener>();
    this.byName.set(name, set);
    set.add(listener);
    options?.signal?.addEventListener('abort', () => set.delete(listener));
  }
  dispatch(name: string, fired: ProgressEvent = event()) {
    for (const listener of this.byName.get(name) ?? []) listener(fired);
  }
  get count(): number {
    return [...this.byName.values()].reduce((sum, set) => sum + set.size, 0);
  }
}

/** The part of XMLHttpRequest an upload uses, driven by the test. */
class FakeXhr extends Listeners {
  opened: [string, string] | null = null;
  readonly headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  sent: unknown = undefined;
  aborted = 0;
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload = new Listeners();

  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted += 1;
    this.dispatch('abort');
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatch('progress', event({ loaded, total, lengthComputable }));
  }
  answer(status: number, text: string) {
    Object.assign(this, { status, statusText: status === 201 ? 'Created' : '', responseText: text });
    this.dispatch('load');
  }
}

function transport() {
  const requests: FakeXhr[] = [];
  const uploads = new XhrUploadTransport(() => {
    const xhr = new FakeXhr();
    requests.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  });
  return { uploads, requests, last: () => requests.at(-1) as FakeXhr };
}

const upload = (more: Partial<UploadSend> = {}): UploadSend => ({
  url: 'http://portal.test/api/external/v2/dossier/1/documents',
  headers: { Accept: 'application/json', 'Accept-Language': 'nl', 'csrf-token': 'abc', portal: 'arbo' },
  body: new FormData(),
  timeoutMs: 600_000,
  ...more,
});

describe('an upload through XMLHttpRequest', () => {
  it('posts the body with cookies, every header and the time limit, and tells its progress', async () => {
    const { uploads, last } = transport();
    const progress: number[][] = [];
    const sending = uploads.send(upload({ onProgress: (sent, total) => progress.push([sent, total]) }));
    const xhr = last();
    expect(xhr.opened).toEqual(['POST', 'http://portal.test/api/external/v2/dossier/1/documents']);
    expect([xhr.withCredentials, xhr.timeout]).toEqual([true, 600_000]);
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'nl',
      'csrf-token': 'abc',
      portal: 'arbo',
    });
    expect(xhr.sent).toBeInstanceOf(FormData);
    xhr.progress(100, 400);
    xhr.progress(0, 0, false);
    xhr.progress(400, 400);
    xhr.answer(201, '{"data":{}}');
    expect(await sending).toEqual({
      kind: 'answered',
      status: 201,
      statusText: 'Created',
      body: '{"data":{}}',
    });
    expect(progress).toEqual([
      [100, 400],
      [400, 400],
    ]);
    expect([xhr.count, xhr.upload.count]).toEqual([0, 0]);
  });

  it('is a network failure when the connection fails or the time runs out', async () => {
    const { uploads, last } = transport();
    const failing = uploads.send(upload());
    last().dispatch('error');
    expect(await failing).toEqual({ kind: 'network' });
    const slow = uploads.send(upload());
    last().dispatch('timeout');
    expect(await slow).toEqual({ kind: 'network' });
  });

  it('stops when the caller cancels, and lets go of the signal once it is over', async () => {
    const { uploads, last } = transport();
    const controller = new AbortController();
    const sending = uploads.send(upload({ signal: controller.signal }));
    controller.abort();
    expect(await sending).toEqual({ kind: 'aborted' });
    expect(last().aborted).toBe(1);
    const later = new AbortController();
    const done = uploads.send(upload({ signal: later.signal }));
    last().answer(201, '{}');
    await done;
    later.abort();
    expect(last().aborted).toBe(0);
  });

  it('sends nothing for a signal that was cancelled already', async () => {
    const { uploads, requests } = transport();
    const controller = new AbortController();
    controller.abort();
    expect(await uploads.send(upload({ signal: controller.signal }))).toEqual({ kind: 'aborted' });
    expect(requests).toEqual([]);
  });
});
