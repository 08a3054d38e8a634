import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../scripts/serve';

const PAGE = '<!doctype html><title>Arbo Agenda</title>';
const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let dist = '';

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'portal-serve-feed-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the production server and the calendar subscription feed', () => {
  it('passes a calendar program’s fetch of the feed on to the back office, and its calendar back', async () => {
    const calls: Request[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(input instanceof Request ? input : new Request(input, init));
      return new Response(FEED, { status: 200, headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
    }) as typeof globalThis.fetch;
    const app = portalServer({ root: dist, backendUrl: 'https://backoffice.example', fetch });
    const path = `/api/feeds/agenda/${'a'.repeat(43)}.ics`;
    const answer = await app.request(path, { headers: { 'User-Agent': 'Google-Calendar-Importer' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(await answer.text()).toBe(FEED);
    expect(calls.map((call) => call.url)).toEqual([`https://backoffice.example${path}`]);
  });

  it('hands on the back office’s 404 for an ended address, never the portal’s page', async () => {
    const fetch = (async () => new Response(null, { status: 404 })) as typeof globalThis.fetch;
    const app = portalServer({ root: dist, backendUrl: 'https://backoffice.example', fetch });
    const answer = await app.request(`/api/feeds/agenda/${'b'.repeat(43)}.ics`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('');
  });
});
