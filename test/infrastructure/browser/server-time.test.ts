import { describe, expect, it } from 'vitest';
import { FOLLOW_SKEW_MS, ServerTime } from '../../../src/infrastructure/browser/server-time';

const LOCAL = Date.parse('2026-12-02T10:00:00Z');

describe('the back office’s time', () => {
  it('is this computer’s while the two differ by minutes, and the back office’s beyond', () => {
    const time = new ServerTime(() => LOCAL);
    time.observe(new Date(LOCAL + FOLLOW_SKEW_MS - 1000).toUTCString());
    expect(time.instant().epochMilliseconds).toBe(LOCAL);
    time.observe(new Date(LOCAL + 43 * 86_400_000).toUTCString());
    expect(time.instant().epochMilliseconds).toBe(LOCAL + 43 * 86_400_000);
    // Put back: this computer's time again.
    time.observe(new Date(LOCAL).toUTCString());
    expect(time.instant().epochMilliseconds).toBe(LOCAL);
  });

  it('ignores an answer without a Date or with one it cannot read', () => {
    const time = new ServerTime(() => LOCAL);
    time.observe(new Date(LOCAL - 10 * 86_400_000).toUTCString());
    time.observe(null);
    time.observe('gisteren');
    expect(time.instant().epochMilliseconds).toBe(LOCAL - 10 * 86_400_000);
  });
});
