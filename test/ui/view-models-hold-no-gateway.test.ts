import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ui = resolve(import.meta.dirname, '../../src/ui');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Every change a user makes goes through a use case named for it (ARCHITECTURE.md, "A user's change,
 * one way down"): a view-model takes use cases, never a gateway, not even to read.
 */
describe('the view-models', () => {
  it('take no gateway port', () => {
    const viewModels = filesUnder(ui).filter((file) => file.endsWith('view-model.ts'));
    expect(viewModels.length).toBeGreaterThan(40);
    // A gateway's file also holds the values it answers with; those a view-model may name.
    const offenders = viewModels.filter((file) =>
      /readonly \w+: \w*(?:Gateway|Lookup)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
