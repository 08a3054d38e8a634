import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../src/domain/shared/result';
import { aRecord, rejected } from '../../application/availability/availability-fakes';
import { scheduleFakes, scheduleList, sessionOf, settle } from './availability-vm-setup';

const date = (text: string) => Temporal.PlainDate.from(text);

describe('a person’s schedules', () => {
  function withRecords() {
    const fakes = scheduleFakes();
    fakes.schedules.records = [
      aRecord({ id: 'running', validFrom: date('2026-01-05') }),
      aRecord({ id: 'coming', validFrom: date('2027-01-04') }),
      aRecord({ id: 'ended', validFrom: date('2025-01-06'), validUntil: date('2026-06-30') }),
      aRecord({ id: 'gone' }, { deletedAt: Temporal.Instant.from('2026-11-01T10:00:00Z') }),
    ];
    return fakes;
  }

  it('shows them as current and coming, ended, and deleted', async () => {
    const vm = scheduleList(withRecords());
    vm.attach();
    await settle();
    expect(vm.current.map((record) => record.schedule.id)).toEqual(['running', 'coming']);
    expect(vm.ended.map((record) => record.schedule.id)).toEqual(['ended']);
    expect(vm.deleted.map((record) => record.schedule.id)).toEqual(['gone']);
    expect(vm.upcoming(vm.current[1]!)).toBe(true);
    expect(vm.placeOf(vm.current[0]!)?.name).toBe('Arbo Agenda Utrecht');
  });

  it('moves a deleted schedule to its group, and a restored one back', async () => {
    const fakes = withRecords();
    const vm = scheduleList(fakes);
    vm.attach();
    await settle();
    vm.askDelete(vm.current[0]!);
    await vm.confirmDelete('Utrecht');
    expect(vm.deleted.map((record) => record.schedule.id)).toEqual(['running', 'gone']);
    await vm.restore(vm.deleted[1]!);
    expect(vm.current.map((record) => record.schedule.id)).toContain('gone');
  });

  it('keeps a schedule deleted when the server refuses to restore it, and says why next to the list', async () => {
    const fakes = withRecords();
    fakes.schedules.restoreAnswer = fail(
      rejected(422, 'Ongeldig.', { blocks: ['Dit rooster overlapt op 7 december 2026.'] }),
    );
    const vm = scheduleList(fakes);
    vm.attach();
    await settle();
    await vm.restore(vm.deleted[0]!);
    expect(vm.deleted).toHaveLength(1);
    expect(vm.restoreRefusal).toEqual({
      scheduleId: 'gone',
      refusal: { code: 'restore.refused', message: 'Dit rooster overlapt op 7 december 2026.' },
    });
  });

  it('lets a professional manage their own schedules only', async () => {
    const own = sessionOf(['manage_own_availability_schedules']);
    const vm = scheduleList(scheduleFakes(), own);
    expect(vm.canManage).toBe(false);
    own.signIn({ ...own.user!, id: 'user-13' });
    expect(scheduleList(scheduleFakes(), own).canManage).toBe(true);
  });
});
