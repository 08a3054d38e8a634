import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DossierUwvMessages } from '../../../src/application/dossiers/dossier-uwv-messages';
import { ResendUwvMessage } from '../../../src/application/dossiers/resend-uwv-message';
import { ok } from '../../../src/domain/shared/result';
import { DossierUwvViewModel } from '../../../src/ui/screens/tasks/dossier/dossier-uwv-view-model';
import {
  aDossierDetail,
  aRejectedUwvMessage,
  aUwvMessage,
  failing,
  FakeDossierFileGateway,
  rejected,
} from '../../support/dossier-file-fakes';
import { RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';

const accepted = aUwvMessage({ id: '1' });
const refused = aRejectedUwvMessage();
const resent = aUwvMessage({ id: '8', status: 'sent', reference: 'WM42-2026-000888', resendOf: '7' });

function setUp(mayEdit = true) {
  const gateway = new FakeDossierFileGateway();
  const notifier = new RecordingNotifier();
  const vm = new DossierUwvViewModel(
    new DossierUwvMessages(gateway, notifier),
    new ResendUwvMessage(gateway, new FixedClock(), notifier),
  );
  vm.open(aDossierDetail({ mayEdit }), { kind: 'messages', messages: [refused, accepted] });
  return { vm, gateway, notifier };
}

describe('the dossier’s UWV messages', () => {
  it('offer a correction of a rejected message to a reader who may edit the dossier, and to no one else', () => {
    expect(setUp().vm.rows.map((row) => [row.message.id, row.mayCorrect])).toEqual([
      ['7', true],
      ['1', false],
    ]);
    const reader = setUp(false).vm;
    expect(reader.rows.every((row) => !row.mayCorrect)).toBe(true);
    reader.startCorrecting('7');
    expect(reader.correcting).toBeNull();
  });

  it('open the correction prefilled with what was sent, the field the UWV named marked', () => {
    const { vm } = setUp();
    vm.startCorrecting('7');
    expect(vm.correcting?.id).toBe('7');
    expect(vm.firstSickDay?.toString()).toBe('2025-05-14');
    expect([vm.hoursPerWeek, vm.payrollTaxNumber, vm.flaggedField]).toEqual([
      '32',
      '123456789L01',
      'firstSickDay',
    ]);
  });

  it('name bad input at its field before anything is sent, and forget it once the field changes', async () => {
    const { vm, gateway } = setUp();
    vm.startCorrecting('7');
    vm.setFirstSickDay(null);
    vm.setHoursPerWeek('veertig');
    vm.setPayrollTaxNumber('1234');
    await vm.submit();
    expect([
      vm.feedback.problemOf('firstSickDay'),
      vm.feedback.problemOf('hoursPerWeek'),
      vm.feedback.problemOf('payrollTaxNumber'),
    ]).toEqual(['required', 'not-whole-hours', 'not-a-payroll-tax-number']);
    expect(gateway.calls).toEqual([]);
    vm.setHoursPerWeek('40');
    expect(vm.feedback.problemOf('hoursPerWeek')).toBeNull();
    expect(vm.hoursPerWeek).toBe('40');
  });

  it('show the server’s message next to its field, keeping what was typed', async () => {
    const { vm, gateway } = setUp();
    gateway.resendAnswer = failing(rejected(422, { payrollTaxNumber: ['Onbekend nummer.'] }));
    vm.startCorrecting('7');
    vm.setFirstSickDay(Temporal.PlainDate.from('2025-05-12'));
    await vm.submit();
    expect(vm.feedback.serverMessageOf('payrollTaxNumber')).toBe('Onbekend nummer.');
    expect(vm.correcting?.id).toBe('7');
    expect(vm.firstSickDay?.toString()).toBe('2025-05-12');
  });

  it('send the correction, tell it once, and read the list again with the new message and the old one resent', async () => {
    const { vm, gateway, notifier } = setUp();
    gateway.uwvAnswer = ok([resent, { ...refused, resentAs: '8' }, accepted]);
    vm.startCorrecting('7');
    vm.setFirstSickDay(Temporal.PlainDate.from('2025-05-12'));
    await vm.submit();
    expect(gateway.calls).toEqual(['resend:7', 'uwv:illness:20001']);
    expect(notifier.notices.filter((notice) => notice.type === 'success')).toHaveLength(1);
    expect(vm.correcting).toBeNull();
    expect(
      vm.rows.map((row) => [
        row.message.id,
        row.message.status,
        row.correctedBy?.reference ?? null,
        row.corrects?.id ?? null,
        row.mayCorrect,
      ]),
    ).toEqual([
      ['8', 'sent', null, '7', false],
      ['7', 'rejected', 'WM42-2026-000888', null, false],
      ['1', 'accepted', null, null, false],
    ]);
  });

  it('show that the messages could not be read, and read them on retry', async () => {
    const { vm, gateway } = setUp();
    vm.open(aDossierDetail(), { kind: 'unavailable' });
    expect(vm.state).toBe('failed');
    gateway.uwvAnswer = ok([accepted]);
    vm.retry();
    await expect.poll(() => vm.state).toBe('ready');
    expect(vm.rows.map((row) => row.message.id)).toEqual(['1']);
  });

  it('have no list for a case not reported to the UWV', () => {
    const { vm } = setUp();
    vm.open(aDossierDetail({ type: 'rie', reportsToUwv: false }), { kind: 'not-reported' });
    expect([vm.reported, vm.rows]).toEqual([false, []]);
  });
});
