import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Response } from '@playwright/test';
import { IMMUTABLE } from '../../scripts/serve';
import { securityHeaders } from '../../scripts/security-headers';
import { expect, signIn, test } from './support/portal-test';
import { workerOrigin } from './support/servers';

/**
 * `npm run serve` in front of a backend: the production server started as the script runs it, on a
 * free port, with PORTAL_BACKEND_URL naming the end-to-end preview, whose demo backend serves as the
 * back office (the tests' reset goes to the same backend).
 */
let server: ChildProcess | null = null;
let origin = '';

test.beforeAll(async () => {
  const backend = workerOrigin(test.info().project.use.baseURL ?? '', test.info().parallelIndex);
  const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../scripts/serve.ts')], {
    env: { ...process.env, PORTAL_BACKEND_URL: backend, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  origin = await new Promise<string>((found, failed) => {
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      const address = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(said)?.[1];
      if (address) found(address);
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => failed(new Error(`npm run serve stopped (${code}): ${said}`)));
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

const expectPageHeaders = (answer: Response | null | undefined, what: string) => {
  const headers = answer?.headers() ?? {};
  for (const [name, value] of Object.entries(securityHeaders())) {
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
};

test('npm run serve serves the build with its headers: a planner signs in and opens the appointments', async ({
  page,
  request,
}) => {
  const health = await request.get(`${origin}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  const assets: Response[] = [];
  const apiAnswers: Response[] = [];
  page.on('response', (answer) => {
    const path = new URL(answer.url()).pathname;
    if (path.startsWith('/assets/')) assets.push(answer);
    if (path.startsWith('/api/')) apiAnswers.push(answer);
  });

  const loginPage = await page.goto(`${origin}/login`);
  expectPageHeaders(loginPage, '/login');
  expect(loginPage?.headers()['cache-control']).toBe('no-cache');
  await signIn(page, 'planner', undefined, `${origin}/login`);
  await expect(page.getByRole('button', { name: 'Afmelden' })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/agenda`);

  // A screen of its own, opened in the portal and then straight from its address (the page fallback).
  await page.getByRole('link', { name: 'Afspraken' }).first().click();
  await expect(page).toHaveURL(`${origin}/appointments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Afspraken' })).toBeVisible();
  const deepLink = await page.goto(`${origin}/appointments`);
  expectPageHeaders(deepLink, '/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Afspraken' })).toBeVisible();

  const asset = assets.find((answer) => answer.url().endsWith('.js'));
  expect(asset?.headers()['cache-control']).toBe(IMMUTABLE);
  expectPageHeaders(asset, 'an asset');
  expect(apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.map((answer) => answer.headers()['cache-control'])).toEqual(
    apiAnswers.map(() => 'no-store'),
  );

  const latest = await request.get(`${origin}/builds/latest.json`);
  expect(latest.headers()['cache-control']).toBe('no-cache');
  expect(
    (await request.get(`${origin}/assets/..%2f..%2fpackage.json`)).status(),
    'a path that climbs out',
  ).toBe(400);
  // The policy refused nothing on the way: the fixture checks after the test.
});
