import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Spell } from '../../../../src/domain/legal-clock/absence-case';
import {
  casesOf,
  CONTINUES_WITHIN_DAYS,
  isOngoing,
  weekOfIllness,
} from '../../../../src/domain/legal-clock/absence-case';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { EMPLOYEES, employeeName } from '../../../../src/infrastructure/demo-backend/access/seed';
import { amsterdamDate } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import type { StoredDossier, StoredSpell } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { START } from '../demo-client';

/**
 * The seed tells one story about absence: who is off sick, since when, with which spells, and what
 * the notes and tasks of each case say. Read plainly from the stored state and the domain's rules.
 */

const state = seedState(START);
const TODAY = Temporal.PlainDate.from('2026-03-02');
const ABSENCE = new Set(['illness', 'absence_dossier', 'illness_and_zw_erd', 'zw_erd']);
const absence = state.dossiers.filter((dossier) => ABSENCE.has(dossier.type));
const openAbsence = absence.filter((dossier) => dossier.status === 'open');
const byId = new Map(state.dossiers.map((dossier) => [dossier.id, dossier]));
const date = (iso: string) => Temporal.PlainDate.from(iso);
const daysFrom = (from: string, until: string) => date(from).until(date(until)).days;
const spellOf = (spell: StoredSpell): Spell => ({
  firstSickDay: date(spell.firstSickDay),
  recoveredOn: spell.recoveredOn === null ? null : date(spell.recoveredOn),
});
const caseOf = (dossier: StoredDossier) => ({ spells: dossier.spells.map(spellOf) });
const nameOf = (dossier: StoredDossier) =>
  employeeName(EMPLOYEES.find((employee) => employee.id === dossier.employeeId) ?? EMPLOYEES[0]!);
/** The Amsterdam day of a stored moment. */
const dayOf = (moment: string) => amsterdamDate(Date.parse(moment));

describe('the absence story of the seed', () => {
  it('gives an employee at most one open absence case at a time', () => {
    const open = new Map<string, string[]>();
    for (const dossier of openAbsence)
      open.set(dossier.employeeId, [...(open.get(dossier.employeeId) ?? []), dossier.id]);
    expect([...open.values()].filter((ids) => ids.length > 1)).toEqual([]);
    expect(open.size).toBeGreaterThan(5);
  });

  it('keeps every absence dossier’s spells in order, apart, less than 28 days between, the open one’s last still running', () => {
    for (const dossier of absence) {
      const { spells } = dossier;
      expect(spells.length, dossier.id).toBeGreaterThan(0);
      expect(dossier.startDate).toBe(spells[0]?.firstSickDay);
      spells.forEach((spell, index) => {
        const last = index === spells.length - 1;
        if (!last || dossier.status === 'closed') {
          expect(spell.recoveredOn, dossier.id).not.toBeNull();
          expect(spell.recoveredOn! > spell.firstSickDay, dossier.id).toBe(true);
        }
        const next = spells[index + 1];
        if (next) {
          const gap = daysFrom(spell.recoveredOn ?? '', next.firstSickDay);
          expect(gap, dossier.id).toBeGreaterThan(0);
          expect(gap, dossier.id).toBeLessThan(CONTINUES_WITHIN_DAYS);
        }
      });
      const last = spells.at(-1);
      if (dossier.status === 'open') {
        expect(last?.recoveredOn, dossier.id).toBeNull();
        expect(dossier.endDate, dossier.id).toBeNull();
      } else {
        expect(dossier.endDate, dossier.id).toBe(last?.recoveredOn);
        expect(dossier.endDate! <= TODAY.toString(), dossier.id).toBe(true);
      }
      expect(casesOf(caseOf(dossier).spells), dossier.id).toHaveLength(1);
    }
    for (const dossier of state.dossiers.filter((candidate) => !ABSENCE.has(candidate.type))) {
      expect(dossier.spells, dossier.id).toEqual([]);
      expect(dossier.endDate === null, dossier.id).toBe(dossier.status === 'open');
    }
  });

  it('makes each employee’s spells, by the domain’s 28-day rule, into exactly their absence dossiers', () => {
    const byEmployee = new Map<string, StoredDossier[]>();
    for (const dossier of absence)
      byEmployee.set(dossier.employeeId, [...(byEmployee.get(dossier.employeeId) ?? []), dossier]);
    for (const [employeeId, own] of byEmployee) {
      const cases = casesOf(own.flatMap((dossier) => dossier.spells.map(spellOf)));
      const firstDays = cases.map((one) => one.spells[0]?.firstSickDay.toString());
      expect(firstDays, employeeId).toEqual(own.map((dossier) => dossier.startDate).sort());
      expect(cases.filter(isOngoing).length, employeeId).toBeLessThanOrEqual(1);
    }
  });

  it('holds an interrupted open case, one past week 42 and one nearing week 93', () => {
    const weekOf = (dossier: StoredDossier) => weekOfIllness(caseOf(dossier), TODAY);
    const interrupted = openAbsence.filter((dossier) => dossier.spells.length >= 2);
    const pastWeek42 = openAbsence.filter((dossier) => date(dossier.startDate).until(TODAY).days > 42 * 7);
    const nearWeek93 = openAbsence.filter((dossier) => weekOf(dossier) >= 88 && weekOf(dossier) <= 92);
    expect(interrupted.map(nameOf)).toContain('Daan de Boer');
    expect(pastWeek42.map(nameOf)).toContain('Sem Bakker');
    expect(nearWeek93.map(nameOf)).toEqual(['Fleur Visser']);
    expect(openAbsence.every((dossier) => weekOf(dossier) < 93)).toBe(true);
    // The 42nd-week report still to be made in a case nearing it: an open task, the UWV not told yet.
    const dueSoon = state.tasks.filter(
      (task) => task.status === 'open' && task.title.nl === '42e-weeksmelding UWV doen',
    );
    expect(dueSoon.map((task) => nameOf(byId.get(task.dossierId)!))).toContain('Bram Peters');
    // Mostly short cases, long closed; some open of a few weeks.
    const closed = absence.filter((dossier) => dossier.status === 'closed');
    const short = closed.filter((dossier) => daysFrom(dossier.startDate, dossier.endDate ?? '') <= 21);
    expect(short.length / closed.length).toBeGreaterThan(0.7);
    expect(openAbsence.filter((dossier) => weekOf(dossier) <= 8).length).toBeGreaterThanOrEqual(4);
  });

  it('writes that the employee is back only in a closed case', () => {
    const recovery = /hersteld|kan worden afgesloten/i;
    const notes = state.dossierNotes.filter((note) => recovery.test(note.html));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      const dossier = byId.get(note.dossierId);
      expect([note.id, dossier?.status]).toEqual([note.id, 'closed']);
      expect(ABSENCE.has(dossier?.type ?? '')).toBe(true);
    }
  });

  it('keeps every task within its case’s life: from its start, and in a closed case up to its end', () => {
    for (const task of state.tasks) {
      const dossier = byId.get(task.dossierId);
      if (!dossier) throw new Error(`no dossier ${task.dossierId}`);
      const days = [
        task.dueDate,
        dayOf(task.createdAt),
        ...(task.completedAt ? [dayOf(task.completedAt)] : []),
      ];
      for (const day of days) {
        expect([task.id, day >= dossier.startDate]).toEqual([task.id, true]);
        if (dossier.endDate !== null) expect([task.id, day <= dossier.endDate]).toEqual([task.id, true]);
      }
    }
  });
});
