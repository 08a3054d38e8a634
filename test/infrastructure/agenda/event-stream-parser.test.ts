import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServerSentEvent } from '../../../src/infrastructure/agenda/event-stream-parser';
import { EventStreamParser } from '../../../src/infrastructure/agenda/event-stream-parser';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Every event of the chunks, read by one parser in order. */
function parse(...chunks: (string | Uint8Array)[]): ServerSentEvent[] {
  const parser = new EventStreamParser();
  return chunks.flatMap((chunk) => parser.push(typeof chunk === 'string' ? bytes(chunk) : chunk));
}

const message = (data: string, lastEventId = ''): ServerSentEvent => ({ type: 'message', data, lastEventId });

describe('reading an event stream', () => {
  it('dispatches an event at the blank line, with its type, data and id', () => {
    expect(parse('event: ready\nid: 7\ndata: {"last":7}\n\n')).toEqual([
      { type: 'ready', data: '{"last":7}', lastEventId: '7' },
    ]);
  });

  it('joins data lines with a line feed and drops only the last one', () => {
    expect(parse('data: one\ndata:\ndata: three\n\n')).toEqual([message('one\n\nthree')]);
  });

  it('strips one space after the colon, and only one', () => {
    expect(parse('data:test\n\ndata: test\n\ndata:  test\n\n')).toEqual([
      message('test'),
      message('test'),
      message(' test'),
    ]);
  });

  it('reads a field without a colon as one with an empty value (the spec example)', () => {
    // WHATWG HTML 9.2.6: "data\n\ndata\ndata\n\ndata:" is an empty event, then one of a line feed, and
    // the last is never finished.
    expect(parse('data\n\ndata\ndata\n\ndata:')).toEqual([message(''), message('\n')]);
  });

  it('ends lines at CRLF, LF and CR alike', () => {
    expect(parse('data: a\r\ndata: b\rdata: c\n\r\n')).toEqual([message('a\nb\nc')]);
  });

  it('skips comments, unknown fields and events without data', () => {
    expect(parse(': keep-alive\n\nfoo: bar\n\nevent: ready\n\ndata: x\n\n')).toEqual([message('x')]);
  });

  it('forgets the type after each event but keeps the last id until another comes', () => {
    expect(parse('event: change\nid: 3\ndata: a\n\ndata: b\n\nid\ndata: c\n\n')).toEqual([
      { type: 'change', data: 'a', lastEventId: '3' },
      message('b', '3'),
      message('c', ''),
    ]);
  });

  it('takes an id from an event without data, for the events after it', () => {
    expect(parse('id: 9\n\ndata: a\n\n')).toEqual([message('a', '9')]);
  });

  it('ignores an id that holds a NUL', () => {
    expect(parse('id: 4\n\nid: 5\0\ndata: a\n\n')).toEqual([message('a', '4')]);
  });

  it('reads retry only when it is all digits', () => {
    const parser = new EventStreamParser();
    parser.push(bytes('retry: 2000\n'));
    expect(parser.retry).toBe(2000);
    parser.push(bytes('retry: 1.5\nretry: soon\nretry:\n'));
    expect(parser.retry).toBe(2000);
  });

  it('ignores a byte order mark at the start, but not one later', () => {
    expect(parse(new Uint8Array([0xef, 0xbb, 0xbf]), 'data: a\n\ndata: \uFEFFb\n\n')).toEqual([
      message('a'),
      message('\uFEFFb'),
    ]);
  });

  it('reads a CRLF split between two chunks as one line ending', () => {
    expect(parse('data: a\r', '\n\r', '\n')).toEqual([message('a')]);
  });

  it('reads a character split between two chunks whole', () => {
    const euro = bytes('data: €\n\n');
    expect(parse(euro.slice(0, 7), euro.slice(7))).toEqual([message('€')]);
  });

  it('never dispatches an event the stream did not finish', () => {
    expect(parse('data: a\n\ndata: b\n')).toEqual([message('a')]);
  });
});

/** A line of the stream as written, without its line ending. */
type Line = string;

/** Text without line breaks (and, for an id, without NUL), of any code points. */
const lineText = fc.string({ unit: 'binary', maxLength: 12 }).map((text) => text.replace(/[\r\n]/g, '·'));
const idText = lineText.map((text) => text.replaceAll('\0', '·'));

/** A field line as a server may write it: with a space after the colon, without, or (empty) bare. */
const field = (name: string, value: string): fc.Arbitrary<Line> => {
  const ways = [`${name}: ${value}`];
  if (!value.startsWith(' ')) ways.push(`${name}:${value}`);
  if (value === '') ways.push(name);
  return fc.constantFrom(...ways);
};

/** What the stream says, item by item; noise says nothing the reader hands on. */
type Item =
  | { kind: 'event'; type: string | null; id: string | null; data: string[] }
  | { kind: 'retry'; ms: number }
  | { kind: 'noise'; line: Line };

const item: fc.Arbitrary<Item> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('event' as const),
      type: fc.option(lineText),
      id: fc.option(idText),
      data: fc.array(lineText, { maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retry' as const), ms: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('noise' as const),
      line: fc.oneof(
        lineText.map((text) => `:${text}`),
        lineText.map((text) => `id: ${text}\0`),
        lineText.map((text) => `retry: x${text}`),
        lineText.map((text) => `unknown: ${text}`),
      ),
    }),
  },
);

/** The lines of one item, each field written in one of the ways a server may write it. */
function linesOf(item: Item): fc.Arbitrary<Line[]> {
  if (item.kind === 'retry') return fc.constant([`retry: ${item.ms}`, '']);
  if (item.kind === 'noise') return fc.constant([item.line, '']);
  const named = [
    ...(item.type === null ? [] : [field('event', item.type)]),
    ...(item.id === null ? [] : [field('id', item.id)]),
  ];
  const data = item.data.map((line) => field('data', line));
  // The event's name and id may come before its data or after it; the data lines keep their order.
  return fc
    .tuple(fc.tuple(...named), fc.tuple(...data), fc.boolean())
    .map(([names, lines, first]) => [...(first ? [...names, ...lines] : [...lines, ...names]), '']);
}

/** The lines joined with any line ending; a CR is never followed by the LF of a blank line. */
const serialized = (lines: Line[]): fc.Arbitrary<string> =>
  fc
    .array(fc.constantFrom('\n', '\r', '\r\n'), { minLength: lines.length, maxLength: lines.length })
    .map((endings) => {
      let text = '';
      let previous = '';
      lines.forEach((line, at) => {
        const chosen = endings[at] ?? '\n';
        // "a\r" then "\n" would be one line ending: a blank line after a CR ends in CR itself.
        const ending = line === '' && previous === '\r' && chosen === '\n' ? '\r' : chosen;
        text += line + ending;
        previous = ending;
      });
      return text;
    });

/** What a reader hands on from the items: their events in order, each with the last id so far. */
function expectedOf(items: readonly Item[]): { events: ServerSentEvent[]; retry: number | null } {
  let lastEventId = '';
  let retry: number | null = null;
  const events: ServerSentEvent[] = [];
  for (const one of items) {
    if (one.kind === 'retry') retry = one.ms;
    if (one.kind !== 'event') continue;
    if (one.id !== null) lastEventId = one.id;
    if (one.data.length > 0)
      events.push({ type: one.type || 'message', data: one.data.join('\n'), lastEventId });
  }
  return { events, retry };
}

/** The bytes cut at the given places. */
function cut(whole: Uint8Array, places: readonly number[]): Uint8Array[] {
  const at = [...new Set(places.map((place) => place % (whole.length + 1)))].sort((a, b) => a - b);
  return [...at, whole.length].map((end, index) => whole.slice(index === 0 ? 0 : at[index - 1], end));
}

describe('an event stream cut anywhere', () => {
  it('reads back the events it was written from, whatever the chunks', () => {
    const streams = fc.array(item, { maxLength: 8 }).chain((items) =>
      fc.tuple(
        fc.constant(items),
        fc.tuple(...items.map(linesOf)).chain((lines) => serialized(lines.flat())),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
      ),
    );
    fc.assert(
      fc.property(streams, ([items, text, bom, places]) => {
        const encoded = bytes(text);
        const whole = bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...encoded]) : encoded;
        const parser = new EventStreamParser();
        const events = cut(whole, places).flatMap((chunk) => parser.push(chunk));
        const expected = expectedOf(items);
        expect(events).toEqual(expected.events);
        expect(parser.retry).toBe(expected.retry);
      }),
      { numRuns: 100 },
    );
  });
});
