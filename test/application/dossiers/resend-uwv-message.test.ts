import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DossierUwvMessages } from '../../../src/application/dossiers/dossier-uwv-messages';
import { ResendUwvMessage } from '../../../src/application/dossiers/resend-uwv-message';
import type { UwvCorrection } from '../../../src/domain/dossiers/uwv-correction';
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
import { TODAY } from '../../support/task-mother';

function setUp() {
  const gateway = new FakeDossierFileGateway();
  const notifier = new RecordingNotifier();
  return {
    gateway,
    notifier,
    resend: new ResendUwvMessage(gateway, new FixedClock(), notifier),
    messages: new DossierUwvMessages(gateway, notifier),
  };
}

const right: UwvCorrection = {
  firstSickDay: Temporal.PlainDate.from('2025-05-12'),
  hoursPerWeek: 32,
  payrollTaxNumber: ' 123456789L01 ',
};

describe('sending a rejected UWV message again', () => {
  it('sends the corrected fields, trimmed, and says once that it went', async () => {
    const { gateway, notifier, resend } = setUp();
    const sent = await resend.execute(aRejectedUwvMessage(), right);
    expect(sent.ok && sent.value.reference).toBe('WM42-2026-000888');
    expect(gateway.calls).toEqual(['resend:7']);
    expect(gateway.lastResend).toEqual({ ...right, payrollTaxNumber: '123456789L01' });
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'dossierFile.notices.uwvResent', values: { reference: 'WM42-2026-000888' } },
    ]);
  });

  it('sends nothing while the domain finds a field wrong, and names each', async () => {
    const { gateway, notifier, resend } = setUp();
    const refused = await resend.execute(aRejectedUwvMessage(), {
      firstSickDay: TODAY.add({ days: 1 }),
      hoursPerWeek: Number.NaN,
      payrollTaxNumber: '12345678L01',
    });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'save.invalid',
      fields: {
        firstSickDay: 'in-the-future',
        hoursPerWeek: 'not-whole-hours',
        payrollTaxNumber: 'not-a-payroll-tax-number',
      },
    });
    expect([gateway.calls, notifier.notices]).toEqual([[], []]);
  });

  it('hands the server’s messages to their fields, and its conflict to the form as a whole', async () => {
    const { gateway, notifier, resend } = setUp();
    gateway.resendAnswer = failing(rejected(422, { hoursPerWeek: ['Vul een heel aantal uren in.'] }));
    const byField = await resend.execute(aRejectedUwvMessage(), right);
    expect(!byField.ok && byField.error).toMatchObject({
      code: 'save.rejected',
      serverFields: { hoursPerWeek: 'Vul een heel aantal uren in.' },
    });
    gateway.resendAnswer = failing(rejected(409, {}, 'Dit bericht is al gecorrigeerd en opnieuw verstuurd.'));
    const conflict = await resend.execute(aRejectedUwvMessage(), right);
    expect(!conflict.ok && conflict.error).toMatchObject({
      code: 'save.refused',
      message: 'Dit bericht is al gecorrigeerd en opnieuw verstuurd.',
    });
    expect(notifier.notices).toEqual([]);
  });

  it('is refused without a call for a message that was not rejected or was sent again already', async () => {
    const { gateway, resend } = setUp();
    for (const message of [aUwvMessage(), aRejectedUwvMessage({ resentAs: '8' })]) {
      const refused = await resend.execute(message, right);
      expect(!refused.ok && refused.error.code).toBe('save.refused');
    }
    expect(gateway.calls).toEqual([]);
  });
});

describe('reading a dossier’s UWV messages again', () => {
  it('asks the back office for a reported case, and for nothing otherwise', async () => {
    const { gateway, messages } = setUp();
    expect((await messages.list(aDossierDetail())).ok).toBe(true);
    const none = await messages.list(aDossierDetail({ type: 'rie', reportsToUwv: false }));
    expect(none.ok && none.value).toEqual([]);
    expect(gateway.calls).toEqual(['uwv:illness:20001']);
  });
});
