import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { RetentionFacts, RetentionPart } from '../../../src/domain/dossiers/retention-period';
import {
  dossierRetention,
  isDue,
  RETENTION_PARTS,
  RETENTION_YEARS,
  retentionOf,
  retentionPartsOf,
} from '../../../src/domain/dossiers/retention-period';
import {
  DOSSIER_TYPES,
  isAbsenceDossierType,
  isMedicalDossierType,
} from '../../../src/domain/dossiers/dossier-type';

const FIRST = Temporal.PlainDate.from('1995-01-01');
const aDate = fc.integer({ min: 0, max: 40 * 366 }).map((days) => FIRST.add({ days }));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const facts: fc.Arbitrary<RetentionFacts> = fc.record({
  caseOpen: fc.boolean(),
  employmentEnded: maybe(aDate),
  caseEnded: maybe(aDate),
  medicalChanged: maybe(aDate),
  lastLogged: maybe(aDate),
});
const parts = fc.uniqueArray(fc.constantFrom(...RETENTION_PARTS), { minLength: 1 });
const compare = Temporal.PlainDate.compare;
const d = (text: string) => Temporal.PlainDate.from(text);

describe('how long each part of a dossier is kept', () => {
  it('gives every part of a dossier exactly one period, its access log always among them', () => {
    fc.assert(
      fc.property(parts, facts, (held, known) => {
        const kept = dossierRetention(held, known);
        const named = kept.map((retention) => retention.part);
        expect(new Set(named).size).toBe(named.length);
        expect(new Set(named)).toEqual(new Set<RetentionPart>([...held, 'accessLog']));
      }),
      { numRuns: 200 },
    );
  });

  it('never lets the medical file fall due while it changed in the last twenty years', () => {
    fc.assert(
      fc.property(facts, aDate, fc.integer({ min: 0, max: 20 * 365 }), (known, changed, daysAgo) => {
        const today = changed.add({ days: daysAgo });
        fc.pre(compare(today, changed.add({ years: 20 })) <= 0);
        const medical = retentionOf('medicalFile', { ...known, medicalChanged: changed });
        expect(isDue(medical, { ...known, medicalChanged: changed }, today)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets anything of an open case fall due', () => {
    fc.assert(
      fc.property(parts, facts, aDate, (held, known, today) => {
        const open = { ...known, caseOpen: true };
        for (const retention of dossierRetention(held, open))
          expect(isDue(retention, open, today)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the access log its own five years past its last line and past every part it logs', () => {
    fc.assert(
      fc.property(parts, facts, (held, known) => {
        const kept = dossierRetention(held, known);
        const log = kept.find((retention) => retention.part === 'accessLog');
        const others = kept.filter((retention) => retention.part !== 'accessLog');
        if (others.some((retention) => retention.until === null)) {
          expect(log?.until).toBeNull();
          return;
        }
        for (const other of others)
          if (other.until && log?.until)
            expect(
              compare(log.until, other.until.add({ years: RETENTION_YEARS.accessLog })),
            ).toBeGreaterThanOrEqual(0);
        if (known.lastLogged && log?.until)
          expect(compare(log.until, known.lastLogged.add({ years: 5 }))).toBeGreaterThanOrEqual(0);
        if (others.length > 0 || known.lastLogged) expect(log?.until).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('is due from the day after its last day, once its period has begun and the case is closed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RETENTION_PARTS), facts, aDate, (part, known, today) => {
        const closed = { ...known, caseOpen: false };
        const retention = retentionOf(part, closed);
        const due = isDue(retention, closed, today);
        expect(due).toBe(retention.until !== null && compare(today, retention.until) > 0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the law’s periods, by example', () => {
  const closed: RetentionFacts = {
    caseOpen: false,
    employmentEnded: d('2021-03-31'),
    caseEnded: d('2020-06-15'),
    medicalChanged: d('2020-05-02'),
    lastLogged: d('2020-07-01'),
  };
  it('keeps the employer’s absence data two years after the employment ended', () => {
    expect(retentionOf('absenceAdmin', closed).until?.toString()).toBe('2023-03-31');
  });
  it('keeps the re-integration file two years after the case ended, an own-risk sickness file five', () => {
    expect(retentionOf('reintegration', closed).until?.toString()).toBe('2022-06-15');
    expect(retentionOf('ownRiskSickness', closed).until?.toString()).toBe('2025-06-15');
  });
  it('keeps a WGA file ten years after the employee left, the medical file twenty after its last change', () => {
    expect(retentionOf('wgaFile', closed).until?.toString()).toBe('2031-03-31');
    expect(retentionOf('medicalFile', closed).until?.toString()).toBe('2040-05-02');
  });
  it('keeps the employer’s data while the employment runs, and says from when it will count', () => {
    const running = retentionOf('absenceAdmin', { ...closed, employmentEnded: null });
    expect([running.from, running.since, running.until]).toEqual(['employmentEnded', null, null]);
  });
  it('keeps the access log five years past the last part it logs', () => {
    const log = dossierRetention(['absenceAdmin', 'reintegration', 'medicalFile'], closed).at(-1);
    expect([log?.part, log?.until?.toString()]).toEqual(['accessLog', '2045-05-02']);
  });
});

describe('the parts a dossier of each type holds', () => {
  it('gives every absence case the employer’s data, the re-integration file and the medical file, and every medical dossier its medical file', () => {
    for (const type of DOSSIER_TYPES) {
      const held = retentionPartsOf(type);
      expect(new Set(held).size).toBe(held.length);
      if (isAbsenceDossierType(type))
        expect(held).toEqual(expect.arrayContaining(['absenceAdmin', 'reintegration', 'medicalFile']));
      if (isMedicalDossierType(type)) expect(held).toEqual(['medicalFile']);
    }
    expect(retentionPartsOf('zw_erd')).toContain('ownRiskSickness');
    expect(retentionPartsOf('wga')).toEqual(['wgaFile', 'medicalFile']);
    expect(retentionPartsOf('rie')).toEqual([]);
  });
});
