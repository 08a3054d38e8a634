import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/portal-test';

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

test('the entry chunk carries no area’s texts: they load with the area’s first screen', () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(entries.length).toBeGreaterThan(0);
  const entry = entries.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  // One Dutch text of each area's own translations.
  const areaTexts = [
    'Vrije tijden zoeken',
    'Deze en alle volgende uit de reeks verwijderen',
    'Rooster toevoegen',
    'Taak afronden',
  ];
  expect(areaTexts.filter((text) => entry.includes(text))).toEqual([]);
  // And they are in the build, in their areas' chunks.
  const all = filesUnder(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  expect(areaTexts.filter((text) => !all.includes(text))).toEqual([]);
});
