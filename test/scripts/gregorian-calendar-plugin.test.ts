import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GREGORIAN_ONLY, gregorianCalendarOnly } from '../../scripts/gregorian-calendar-plugin';

const load = (id: string): unknown => {
  const hook = gregorianCalendarOnly().load;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return handler?.call({} as never, id);
};

/** Where the installed @internationalized/date keeps its modules. */
const privateDir = join(
  dirname(createRequire(import.meta.url).resolve('@internationalized/date')),
  'private',
);

describe('the build makes only Gregorian calendars', () => {
  it('replaces the module that makes a calendar from its name, and no other', () => {
    expect(load(join(privateDir, 'createCalendar.mjs'))).toBe(GREGORIAN_ONLY);
    expect(load(`${join(privateDir, 'createCalendar.mjs')}?v=1`)).toBe(GREGORIAN_ONLY);
    expect(load(join(privateDir, 'queries.mjs'))).toBeNull();
    expect(load('/work/src/createCalendar.mjs')).toBeNull();
  });

  it('finds the module it replaces and the Gregorian calendar it imports in the installed package', () => {
    expect(existsSync(join(privateDir, 'createCalendar.mjs'))).toBe(true);
    expect(existsSync(join(privateDir, 'calendars', 'GregorianCalendar.mjs'))).toBe(true);
  });
});
