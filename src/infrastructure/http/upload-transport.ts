/**
 * How the HTTP client sends a multipart upload. fetch cannot tell how much of a request body has gone
 * out, so in the browser this is XMLHttpRequest (XhrUploadTransport); the HTTP client adds the
 * headers of spec section 7 and reads the answer as it reads every other.
 */

export interface UploadSend {
  readonly url: string;
  /** Every header to send; the transport adds only the multipart Content-Type with its boundary. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: FormData;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Told as the body goes out: bytes sent so far of the whole request body. */
  readonly onProgress?: (sentBytes: number, totalBytes: number) => void;
}

export type UploadOutcome =
  | {
      readonly kind: 'answered';
      readonly status: number;
      readonly statusText: string;
      readonly body: string;
    }
  /** No answer: offline, refused, cut off or out of time. */
  | { readonly kind: 'network' }
  | { readonly kind: 'aborted' };

export interface UploadTransport {
  send(upload: UploadSend): Promise<UploadOutcome>;
}
