import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { TemporalClock } from '../../../src/infrastructure/browser/temporal-clock';

describe('the clock', () => {
  it('tells time in Europe/Amsterdam, across the daylight-saving change', () => {
    const winter = new TemporalClock(() => Temporal.Instant.from('2026-11-21T23:30:00Z'));
    expect(winter.now().timeZoneId).toBe('Europe/Amsterdam');
    expect(winter.today().toString()).toBe('2026-11-22');
    const summer = new TemporalClock(() => Temporal.Instant.from('2026-07-01T22:30:00Z'));
    expect(summer.now().hour).toBe(0);
  });

  it('starts weeks on Monday (ISO day 1)', () => {
    const clock = new TemporalClock(() => Temporal.Instant.from('2026-11-23T09:00:00Z'));
    expect(clock.today().dayOfWeek).toBe(1);
  });
});
