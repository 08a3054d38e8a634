import { describe, expect, it } from 'vitest';
import { EMPLOYEES, employeeName, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { amsterdamDate } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import { ABSENCE_TYPES } from '../../../../src/infrastructure/demo-backend/people/people-scope';
import { demoClient } from '../demo-client';

const V2 = '/api/external/v2';

describe('the daily digest of the legal clock', () => {
  it('tells the case owner once a day, after the clock passes week 6, that the problem analysis is late', async () => {
    const client = demoClient();
    await client.signIn('employer');
    const employerId = USERS.find((user) => user.username === 'employer')?.employerId;
    const employee = EMPLOYEES.find(
      (candidate) =>
        candidate.employerId === employerId &&
        !client.backend.store.state.dossiers.some(
          (dossier) => dossier.employeeId === candidate.id && ABSENCE_TYPES.has(dossier.type),
        ),
    );
    if (!employee) throw new Error('no healthy employee');
    await client.post(`${V2}/employee/${employee.id}/sick-reports`, {
      firstSickDay: amsterdamDate(client.now()),
      reachablePhone: '06 1234 5678',
      reachableAddress: null,
      expectedDuration: 'over_six_weeks',
      handover: null,
      safetyNet: false,
      workAccident: false,
      thirdPartyLiable: false,
    });
    const dossier = client.backend.store.state.dossiers.find(
      (candidate) =>
        candidate.employeeId === employee.id &&
        candidate.status === 'open' &&
        ABSENCE_TYPES.has(candidate.type),
    );
    const owner = USERS.find((user) => user.id === dossier?.ownerId);
    // START is a Monday: 44 days on is a Thursday in week 7 of the case.
    await client.put('/api/__demo/clock', { days: 44 });
    const first = await client.post('/api/__demo/digest');
    expect((first.json as { data: { sent: number } }).data.sent).toBeGreaterThan(0);
    const mail = client
      .outbox()
      .find((message) => message.to === owner?.email && message.body.includes(employeeName(employee)));
    expect(mail?.subject).toMatch(/^Poortwachter: \d+ te laat, \d+ binnen een week$/);
    expect(mail?.body).toContain(
      `Te laat: Probleemanalyse voor ${employeeName(employee)} (dossier ${dossier?.id})`,
    );
    // Only step names, people and days: every line is a late or a coming step.
    for (const line of mail?.body.split('\n') ?? []) expect(line).toMatch(/^(Te laat|Binnenkort): /);
    const again = await client.post('/api/__demo/digest');
    expect((again.json as { data: { sent: number } }).data.sent).toBe(0);
  });
});
