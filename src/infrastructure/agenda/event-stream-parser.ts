/** One event of a server-sent event stream, as the HTML spec dispatches it. */
export interface ServerSentEvent {
  /** The `event` field; `message` when the event named none. */
  readonly type: string;
  readonly data: string;
  /** The last `id` the stream gave, on this event or an earlier one; empty before any. */
  readonly lastEventId: string;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * Reads a `text/event-stream` body as it comes, chunk by chunk, by the HTML spec's "interpreting an
 * event stream" (WHATWG HTML, server-sent events, 9.2.6). A chunk may end anywhere: in a line, between
 * the CR and LF of a line ending, inside a multi-byte character. What the stream leaves unfinished at
 * its end (a line without its ending, an event without its blank line) is never dispatched.
 */
export class EventStreamParser {
  // The spec's UTF-8 decode: invalid bytes become U+FFFD and one BOM at the very start is dropped,
  // which is what a TextDecoder does by default; `stream: true` keeps a character cut between chunks.
  private readonly decoder = new TextDecoder('utf-8');
  /** The start of a line whose ending has not come yet. */
  private partial = '';
  /** The last chunk ended in CR: an LF opening the next one belongs to that line ending. */
  private afterCarriageReturn = false;
  private data = '';
  private eventType = '';
  private lastEventIdBuffer = '';
  private reconnectionTime: number | null = null;

  /** The reconnection time the stream asked for (`retry`), in milliseconds; null while it asked none. */
  get retry(): number | null {
    return this.reconnectionTime;
  }

  /** The events the chunk completes, in order. */
  push(chunk: Uint8Array): ServerSentEvent[] {
    const text = this.decoder.decode(chunk, { stream: true });
    const events: ServerSentEvent[] = [];
    if (text === '') return events;
    let start = this.afterCarriageReturn && text.charCodeAt(0) === LF ? 1 : 0;
    this.afterCarriageReturn = false;
    for (let at = start; at < text.length; at += 1) {
      const code = text.charCodeAt(at);
      if (code !== LF && code !== CR) continue;
      const line = this.partial + text.slice(start, at);
      this.partial = '';
      if (code === CR) {
        if (at + 1 === text.length) this.afterCarriageReturn = true;
        else if (text.charCodeAt(at + 1) === LF) at += 1;
      }
      start = at + 1;
      const event = this.line(line);
      if (event) events.push(event);
    }
    this.partial += text.slice(start);
    return events;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data += `${value}\n`;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventIdBuffer = value;
        break;
      case 'retry':
        if (/^[0-9]+$/.test(value)) this.reconnectionTime = Number(value);
        break;
      default:
        // The spec ignores any other field.
        break;
    }
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    // The last event id outlives the event: it stays for the events after it until another `id`.
    const lastEventId = this.lastEventIdBuffer;
    const data = this.data;
    const type = this.eventType;
    this.data = '';
    this.eventType = '';
    if (data === '') return null;
    return { type: type || 'message', data: data.slice(0, -1), lastEventId };
  }
}
