import { describe, expect, it } from 'vitest';
import { EMPLOYEES, EMPLOYERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { RecoveryReportAnswerSchema } from '../../../../src/infrastructure/reports/report-schemas';
import { errorBody } from '../demo-client';
import { exactly, signedIn, START_DAY, stateOf } from '../case-client';

const RECOVERY = '/api/external/v2/reports/recovery';
const ABSENCE = new Set(['illness', 'absence_dossier', 'illness_and_zw_erd', 'zw_erd']);
const year = (groupBy = 'employer') =>
  `${RECOVERY}?filter[from]=2025-03-02&filter[to]=${START_DAY}&groupBy=${groupBy}`;

describe('GET v2/reports/recovery', () => {
  it('answers a professional the figures of every employer, from the absence dossiers', async () => {
    const client = await signedIn('casemanager');
    const { data } = exactly(RecoveryReportAnswerSchema, await client.get(year()));
    expect(data.groups.map((group) => group.id).sort()).toEqual(
      EMPLOYERS.map((employer) => employer.id).sort(),
    );
    const absent = data.groups.reduce((total, group) => total + group.counts.absenceDays, 0);
    expect(absent).toBeGreaterThan(0);
    for (const group of data.groups) {
      expect(group.counts.periodDays).toBe(366);
      expect(group.figures.absencePercentage).not.toBeNull();
    }
  });

  it('gives every employer over the past year an absence percentage of 1 to 10 and an average spell under 40 days', async () => {
    const client = await signedIn('casemanager');
    // The portal's default period: the year up to today.
    const path = `${RECOVERY}?filter[from]=2025-03-03&filter[to]=${START_DAY}&groupBy=employer`;
    const { data } = exactly(RecoveryReportAnswerSchema, await client.get(path));
    expect(data.groups).toHaveLength(EMPLOYERS.length);
    for (const group of data.groups) {
      const { absencePercentage, averageDurationDays } = group.figures;
      expect([group.name, absencePercentage! >= 1 && absencePercentage! <= 10]).toEqual([group.name, true]);
      expect([group.name, averageDurationDays! > 0 && averageDurationDays! < 40]).toEqual([group.name, true]);
    }
  });

  it('counts the days off from the spells the absence dossiers keep', async () => {
    const client = await signedIn('casemanager');
    const { data } = exactly(RecoveryReportAnswerSchema, await client.get(year()));
    const { dossiers } = stateOf(client);
    const first = Date.parse('2025-03-02');
    const last = Date.parse(START_DAY);
    const DAY = 86_400_000;
    for (const employer of EMPLOYERS) {
      const people = new Set(
        EMPLOYEES.filter((employee) => employee.employerId === employer.id).map((employee) => employee.id),
      );
      let days = 0;
      for (const dossier of dossiers) {
        if (!ABSENCE.has(dossier.type) || !people.has(dossier.employeeId)) continue;
        for (const spell of dossier.spells) {
          const from = Math.max(Date.parse(spell.firstSickDay), first);
          // The last day off is the day before the recovery.
          const until = Math.min(spell.recoveredOn ? Date.parse(spell.recoveredOn) - DAY : Infinity, last);
          days += Math.max(0, (until - from) / DAY + 1);
        }
      }
      expect(data.groups.find((group) => group.id === employer.id)?.counts.absenceDays).toBe(days);
    }
  });

  it('answers an employer user its own employer only, in every grouping', async () => {
    const client = await signedIn('employer');
    const byEmployer = exactly(RecoveryReportAnswerSchema, await client.get(year())).data;
    expect(byEmployer.groups.map((group) => group.id)).toEqual([EMPLOYERS[0]?.id]);
    const byDivision = exactly(RecoveryReportAnswerSchema, await client.get(year('division'))).data;
    const employees = byDivision.groups.reduce((total, group) => total + group.counts.employees, 0);
    expect(employees).toBe(byEmployer.groups[0]?.counts.employees);
    expect(JSON.stringify(byDivision)).not.toMatch(/illness|employeeId|dossier/);
  });

  it('groups by team', async () => {
    const client = await signedIn('casemanager');
    const { data } = exactly(RecoveryReportAnswerSchema, await client.get(year('team')));
    expect(data.groupBy).toBe('team');
    expect(data.groups.length).toBeGreaterThan(0);
  });

  it('refuses a missing, backwards, future or unknown query with field messages', async () => {
    const client = await signedIn('casemanager');
    const missing = errorBody(await client.get(RECOVERY, 'en'));
    expect(missing.errors?.['filter[from]']).toEqual(['This field is required.']);
    expect(missing.errors?.['filter[to]']).toEqual(['This field is required.']);
    const backwards = await client.get(`${RECOVERY}?filter[from]=2026-02-01&filter[to]=2026-01-01`, 'en');
    expect(backwards.status).toBe(422);
    expect(errorBody(backwards).errors?.['filter[to]']).toEqual(['The end date lies before the start date.']);
    const future = errorBody(
      await client.get(`${RECOVERY}?filter[from]=2026-02-01&filter[to]=2026-04-01`, 'en'),
    );
    expect(future.errors?.['filter[to]']).toEqual(['The end date lies after today.']);
    const grouping = errorBody(await client.get(`${year('person')}`, 'en'));
    expect(grouping.errors?.['groupBy']).toEqual(['Group by employer, division or team.']);
  });

  it('is refused to whoever has no dashboard', async () => {
    const client = await signedIn('planner');
    expect((await client.get(year())).status).toBe(403);
  });
});
