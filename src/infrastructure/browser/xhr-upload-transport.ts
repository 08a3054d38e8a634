import type { UploadOutcome, UploadSend, UploadTransport } from '../http/upload-transport';

/**
 * An upload through XMLHttpRequest, the one browser API that reports how far a request body has gone
 * out. Cookies go along (the session and the csrf double submit), as with fetch's credentials
 * 'include'. Every listener, including the one on the caller's signal, is removed once it is over.
 */
export class XhrUploadTransport implements UploadTransport {
  constructor(private readonly createRequest: () => XMLHttpRequest) {}

  send(upload: UploadSend): Promise<UploadOutcome> {
    if (upload.signal?.aborted) return Promise.resolve({ kind: 'aborted' });
    return new Promise<UploadOutcome>((resolve) => {
      const xhr = this.createRequest();
      // Aborting this controller removes every listener below at once.
      const listeners = new AbortController();
      const options = { signal: listeners.signal };
      const finish = (outcome: UploadOutcome) => {
        listeners.abort();
        resolve(outcome);
      };
      xhr.open('POST', upload.url);
      xhr.withCredentials = true;
      xhr.timeout = upload.timeoutMs;
      for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener(
        'progress',
        (event) => {
          if (event.lengthComputable) upload.onProgress?.(event.loaded, event.total);
        },
        options,
      );
      xhr.addEventListener(
        'load',
        () =>
          finish({
            kind: 'answered',
            status: xhr.status,
            statusText: xhr.statusText,
            body: xhr.responseText,
          }),
        options,
      );
      xhr.addEventListener('error', () => finish({ kind: 'network' }), options);
      xhr.addEventListener('timeout', () => finish({ kind: 'network' }), options);
      xhr.addEventListener('abort', () => finish({ kind: 'aborted' }), options);
      upload.signal?.addEventListener('abort', () => xhr.abort(), options);
      xhr.send(upload.body);
    });
  }
}
