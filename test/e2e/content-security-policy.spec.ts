import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { securityHeaders } from '../../scripts/security-headers';
import { expect, test } from './support/portal-test';

const dist = resolve(import.meta.dirname, '../../dist');

test('the build’s page has nothing inline that the policy would have to allow', () => {
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  expect(html).toMatch(/<script type="module"[^>]* src="\/assets\//);
  // Every script loads from a file; no style element, no style attribute, no inline event handler.
  expect(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
  expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
});

test('the preview sends the portal’s security headers with its pages and files, and no-store with /api', async ({
  request,
}) => {
  const page = await request.get('/agenda');
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
  const file = await request.get(asset);
  for (const answer of [page, file]) {
    for (const [name, value] of Object.entries(securityHeaders())) {
      expect(answer.headers()[name.toLowerCase()], `${answer.url()} ${name}`).toBe(value);
    }
  }
  expect((await request.get('/api/auth/me')).headers()['cache-control']).toBe('no-store');
});

test('a page that breaks the policy fails the test: the check of every journey sees it', async ({
  page,
  browser,
  cspViolations,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(cspViolations).toEqual([]);
  // What a library that injects its CSS does; the policy refuses it and the page reports it.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  // Both ways of hearing of it: the page's violation event and the browser's console.
  await expect
    .poll(() => [
      cspViolations.some((line) => line.includes('style-src-elem refused inline')),
      cspViolations.some((line) => line.startsWith('console error:')),
    ])
    .toEqual([true, true]);
  cspViolations.length = 0;

  // So does a page of a second browser context the test opens (another user, a fresh session).
  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await elsewhere.newPage();
  await other.goto('/login');
  await other.evaluate(() => document.head.append(document.createElement('style')));
  await expect.poll(() => cspViolations.join('\n')).toContain('style-src-elem refused inline');
  await elsewhere.close();
  // Seen, so taken back: otherwise this test would fail after it, as any journey with a violation does.
  cspViolations.length = 0;
});
