import type { UploadTransport } from '../../src/infrastructure/http/upload-transport';

/**
 * An upload transport over fetch, for tests against the in-process demo backend (Node has no
 * XMLHttpRequest). fetch tells nothing while the body goes out, so progress is told once, when the
 * whole body has gone.
 */
export function fetchUploadTransport(fetch: typeof globalThis.fetch): UploadTransport {
  return {
    async send(upload) {
      const init = { method: 'POST', headers: { ...upload.headers }, body: upload.body };
      const total = (await new Request(upload.url, init).arrayBuffer()).byteLength;
      try {
        const response = await fetch(upload.url, {
          ...init,
          ...(upload.signal ? { signal: upload.signal } : {}),
        });
        upload.onProgress?.(total, total);
        return {
          kind: 'answered',
          status: response.status,
          statusText: response.statusText,
          body: await response.text(),
        };
      } catch {
        return upload.signal?.aborted ? { kind: 'aborted' } : { kind: 'network' };
      }
    },
  };
}
