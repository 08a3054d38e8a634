import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const dist = resolve(import.meta.dirname, '../../dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('the production build contains none of the demo backend', () => {
  const files = filesUnder(dist);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const markers = [
    'createDemoBackend',
    'Welkom01!',
    'JBSWY3DPEHPK3PXP',
    'portal_session',
    '__demo',
    'Petra Planning',
    'Gouden Korenaar',
  ];
  expect(markers.filter((marker) => text.includes(marker))).toEqual([]);
});
