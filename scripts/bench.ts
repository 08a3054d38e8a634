/**
 * Prints the size of every JavaScript chunk of the build, raw and gzipped, so a route that grows is
 * seen at once. It measures; it fails nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '..', 'dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`;
const rows = filesUnder(dist)
  .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
  .map((file) => {
    const content = readFileSync(file);
    return { name: relative(dist, file), raw: content.length, gzip: gzipSync(content).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log(`${'chunk'.padEnd(56)} ${'raw'.padStart(12)} ${'gzip'.padStart(12)}`);
for (const row of rows) console.log(`${row.name.padEnd(56)} ${kib(row.raw)} ${kib(row.gzip)}`);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
  raw: 0,
  gzip: 0,
});
console.log(`${'total'.padEnd(56)} ${kib(total.raw)} ${kib(total.gzip)}`);
