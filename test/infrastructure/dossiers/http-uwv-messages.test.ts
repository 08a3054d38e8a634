import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD, USERS } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpDossierFileGateway } from '../../../src/infrastructure/dossiers/http-dossier-file-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  expect((await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
  const owner = USERS.find((user) => user.username === 'casemanager')?.id;
  const { dossiers, uwvMessages } = backend.store.state;
  const refused = uwvMessages.find(
    (message) =>
      message.kind === 'week_42_report' &&
      message.status === 'rejected' &&
      dossiers.some((dossier) => dossier.id === message.dossierId && dossier.ownerId === owner),
  );
  const dossier = dossiers.find((known) => known.id === refused?.dossierId);
  if (!refused || !dossier) throw new Error('no refused 42nd-week report of casemanager');
  return { files: new HttpDossierFileGateway(http), notifier, dossier, refusedId: refused.id };
}

describe('the UWV messages of the dossier gateway against the demo backend', () => {
  it('reads a rejected message with the UWV’s reason and what was sent, as domain values', async () => {
    const { files, dossier, refusedId } = await signedIn('casemanager');
    const messages = await files.uwvMessages(dossier.type, dossier.id);
    if (!messages.ok) throw new Error('not read');
    const refused = messages.value.find((message) => message.id === refusedId);
    expect(refused?.rejection).toEqual({
      code: 'first-sick-day-mismatch',
      field: 'firstSickDay',
      reason: 'De eerste ziektedag wijkt af van de eerste ziektedag die het UWV kent.',
    });
    expect(refused?.content?.firstSickDay).toBeInstanceOf(Temporal.PlainDate);
    expect(refused?.resentAs).toBeNull();
  });

  it('sends a corrected message again and answers the new one; the old one then says so', async () => {
    const { files, dossier, refusedId, notifier } = await signedIn('casemanager');
    const firstSickDay = Temporal.PlainDate.from(dossier.spells[0]?.firstSickDay ?? dossier.startDate);
    const sent = await files.resendUwvMessage(refusedId, {
      firstSickDay,
      hoursPerWeek: 32,
      payrollTaxNumber: '815234670L01',
    });
    if (!sent.ok) throw new Error('not sent');
    expect(sent.value).toMatchObject({ status: 'sent', resendOf: refusedId, rejection: null });
    expect(sent.value.content?.firstSickDay?.equals(firstSickDay)).toBe(true);
    const messages = await files.uwvMessages(dossier.type, dossier.id);
    expect(messages.ok && messages.value.find((message) => message.id === refusedId)?.resentAs).toBe(
      sent.value.id,
    );
    expect(notifier.notices).toEqual([]);
  });

  it('hands back the back office’s refusal untold: per field, and a conflict as a whole', async () => {
    const { files, refusedId, notifier, dossier } = await signedIn('casemanager');
    const refused = await files.resendUwvMessage(refusedId, {
      firstSickDay: Temporal.PlainDate.from('2026-03-10'),
      hoursPerWeek: 99,
      payrollTaxNumber: '123',
    });
    expect(!refused.ok && refused.error.kind === 'rejected' && refused.error.fieldErrors).toEqual({
      firstSickDay: ['De eerste ziektedag ligt na vandaag.'],
      hoursPerWeek: ['Vul een aantal uren van 1 tot en met 60 in.'],
      payrollTaxNumber: [
        'Een loonheffingennummer is negen cijfers, een L en twee cijfers, zoals 123456789L01.',
      ],
    });
    const right = {
      firstSickDay: Temporal.PlainDate.from(dossier.startDate),
      hoursPerWeek: 32,
      payrollTaxNumber: '815234670L01',
    };
    expect((await files.resendUwvMessage(refusedId, right)).ok).toBe(true);
    const again = await files.resendUwvMessage(refusedId, right);
    expect(!again.ok && again.error.kind === 'rejected' && again.error.status).toBe(409);
    expect(notifier.notices).toEqual([]);
  });

  it('lists the caller’s own open cases’ messages that ask for work', async () => {
    const { files, refusedId } = await signedIn('casemanager');
    const mine = await files.openUwvMessages('me');
    const all = await files.openUwvMessages('all');
    if (!mine.ok || !all.ok) throw new Error('not read');
    expect(mine.value.find((message) => message.id === refusedId)).toMatchObject({
      kind: 'week_42_report',
      status: 'rejected',
    });
    expect(mine.value.every((message) => message.sentOn instanceof Temporal.PlainDate)).toBe(true);
    expect(all.value.length).toBeGreaterThan(mine.value.length);
  });
});
