import { describe, expect, it } from 'vitest';
import { HttpAgendaGateway } from '../../../src/infrastructure/agenda/http-agenda-gateway';
import { HttpCalendarFeedGateway } from '../../../src/infrastructure/agenda/http-calendar-feed-gateway';
import { httpClientFor } from '../../support/in-process-backend';
import { signedIn, stateOf, userNamed } from '../demo-backend/case-client';

describe('the calendar subscription over HTTP, against the demo backend', () => {
  it('turns on with an address told once, reads back since when, and turns off', async () => {
    const doctor = await signedIn('doctor');
    const feeds = new HttpCalendarFeedGateway(httpClientFor(doctor.backend));
    expect(await feeds.current()).toEqual({ ok: true, value: null });
    const issued = await feeds.issue();
    if (!issued.ok) throw new Error('not issued');
    expect(issued.value.url).toMatch(/^http:\/\/portal\.test\/api\/feeds\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
    const current = await feeds.current();
    expect(current).toEqual({
      ok: true,
      value: { createdAt: issued.value.createdAt, lastFetchedAt: null },
    });
    expect(await feeds.revoke()).toEqual({ ok: true, value: undefined });
    expect(await feeds.current()).toEqual({ ok: true, value: null });
  });

  it('hands on the refusal of a user without an agenda of their own in the server’s words', async () => {
    const employer = await signedIn('employer');
    const issued = await new HttpCalendarFeedGateway(httpClientFor(employer.backend)).issue();
    expect(issued.ok).toBe(false);
    if (!issued.ok) expect(issued.error).toMatchObject({ kind: 'rejected', status: 403, told: false });
  });
});

describe('the rules of series over HTTP, against the demo backend', () => {
  it('reads a series’ rule as the domain’s pattern, the same dates the back office booked', async () => {
    const doctor = await signedIn('doctor');
    const stored = stateOf(doctor).series.find((series) => series.userId === userNamed('doctor').id);
    if (!stored) throw new Error('the seed has no series of the doctor');
    const answer = await new HttpAgendaGateway(httpClientFor(doctor.backend)).series([stored.id, stored.id]);
    if (!answer.ok) throw new Error('not read');
    expect(answer.value).toHaveLength(1);
    const [pattern] = answer.value;
    expect(pattern?.id).toBe(stored.id);
    expect(pattern?.first.date.toString()).toBe(stored.firstDate);
    expect(pattern?.first.start.toString({ smallestUnit: 'minute' })).toBe(stored.startTime);
    expect(pattern?.rule).toMatchObject({ frequency: 'weekly', interval: 1, weekdays: stored.weekdays });
  });
});
