import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type {
  CareTies,
  EmergencyAccess,
  FileOwner,
  HealthFileReader,
} from '../../../src/domain/access/need-to-know';
import {
  EMERGENCY_ACCESS_MINUTES,
  EMERGENCY_REASON_MAX,
  EMERGENCY_REASON_MIN,
  emergencyReasonProblem,
  healthFileAccess,
} from '../../../src/domain/access/need-to-know';
import { UserType } from '../../../src/domain/access/user';

const ids = ['a', 'b', 'c'] as const;
const START = Temporal.Instant.from('2026-12-01T08:00:00Z');
const anInstant = fc.integer({ min: 0, max: 3 * 24 * 60 }).map((minutes) => START.add({ minutes }));
const reader: fc.Arbitrary<HealthFileReader> = fc.record({
  id: fc.constantFrom(...ids),
  isMedical: fc.boolean(),
  userTypeId: fc.constantFrom(UserType.internal, UserType.employer),
});
const ties: fc.Arbitrary<CareTies> = fc
  .uniqueArray(fc.constantFrom('emp-1', 'emp-2', 'emp-3'))
  .map((employers) => ({ employerIds: new Set(employers) }));
const owner: fc.Arbitrary<FileOwner> = fc.record({
  employeeId: fc.constantFrom('e-1', 'e-2'),
  employerId: fc.constantFrom('emp-1', 'emp-2', 'emp-3'),
  caseUserIds: fc.uniqueArray(fc.constantFrom(...ids), { maxLength: 2 }).map((users) => new Set(users)),
});
const emergencies: fc.Arbitrary<EmergencyAccess[]> = fc.array(
  fc.record({
    userId: fc.constantFrom(...ids),
    employeeId: fc.constantFrom('e-1', 'e-2'),
    grantedAt: anInstant,
  }),
  { maxLength: 3 },
);
const medical = (who: HealthFileReader) => who.isMedical && who.userTypeId === UserType.internal;

describe('who reads an employee’s health file', () => {
  it('refuses a reader who is not medical, whatever ties them to the employee', () => {
    fc.assert(
      fc.property(reader, ties, owner, emergencies, anInstant, (who, tied, file, granted, now) => {
        fc.pre(!medical(who));
        expect(healthFileAccess(who, tied, file, granted, now)).toBe('refused');
      }),
      { numRuns: 200 },
    );
  });

  it('lets a medical reader who serves the employer or takes part in a case read it without emergency', () => {
    fc.assert(
      fc.property(reader, ties, owner, emergencies, anInstant, (who, tied, file, granted, now) => {
        fc.pre(medical(who));
        const cares = tied.employerIds.has(file.employerId) || file.caseUserIds.has(who.id);
        expect(healthFileAccess(who, tied, file, granted, now) === 'care').toBe(cares);
      }),
      { numRuns: 300 },
    );
  });

  it('lets any other medical reader in only under their own emergency access to that file, for its hours only', () => {
    // A medical reader tied to neither the employer nor a case of the employee.
    const untied = owner.chain((file) =>
      fc.record({
        file: fc.constant(file),
        who: fc
          .constantFrom(...ids.filter((id) => !file.caseUserIds.has(id)))
          .map((id): HealthFileReader => ({ id, isMedical: true, userTypeId: UserType.internal })),
        tied: fc
          .uniqueArray(fc.constantFrom(...['emp-1', 'emp-2', 'emp-3'].filter((id) => id !== file.employerId)))
          .map((employers): CareTies => ({ employerIds: new Set(employers) })),
      }),
    );
    fc.assert(
      fc.property(untied, emergencies, anInstant, ({ file, who, tied }, granted, now) => {
        const running = granted.some(
          (access) =>
            access.userId === who.id &&
            access.employeeId === file.employeeId &&
            access.grantedAt.epochMilliseconds <= now.epochMilliseconds &&
            now.epochMilliseconds < access.grantedAt.epochMilliseconds + EMERGENCY_ACCESS_MINUTES * 60_000,
        );
        expect(healthFileAccess(who, tied, file, granted, now)).toBe(running ? 'emergency' : 'emergencyOnly');
      }),
      { numRuns: 300 },
    );
  });

  it('ends an emergency access after its hours, and never lends it to another reader or file', () => {
    const doctor: HealthFileReader = { id: 'a', isMedical: true, userTypeId: UserType.internal };
    const file: FileOwner = { employeeId: 'e-1', employerId: 'emp-9', caseUserIds: new Set() };
    const granted: EmergencyAccess[] = [{ userId: 'a', employeeId: 'e-1', grantedAt: START }];
    const none: CareTies = { employerIds: new Set() };
    expect(healthFileAccess(doctor, none, file, granted, START.add({ minutes: 239 }))).toBe('emergency');
    expect(healthFileAccess(doctor, none, file, granted, START.add({ minutes: 240 }))).toBe('emergencyOnly');
    expect(healthFileAccess({ ...doctor, id: 'b' }, none, file, granted, START)).toBe('emergencyOnly');
    expect(healthFileAccess(doctor, none, { ...file, employeeId: 'e-2' }, granted, START)).toBe(
      'emergencyOnly',
    );
    expect(healthFileAccess(null, none, file, granted, START)).toBe('refused');
  });
});

describe('the reason given for an emergency access', () => {
  it('says why in words: neither empty, nor a few letters, nor a page', () => {
    expect(emergencyReasonProblem('  ')).toBe('required');
    expect(emergencyReasonProblem('spoed')).toBe('tooShort');
    expect(emergencyReasonProblem('a'.repeat(EMERGENCY_REASON_MIN))).toBeNull();
    expect(emergencyReasonProblem('Vervanging van de eigen bedrijfsarts bij een acute vraag')).toBeNull();
    expect(emergencyReasonProblem('a'.repeat(EMERGENCY_REASON_MAX + 1))).toBe('tooLong');
  });
});
