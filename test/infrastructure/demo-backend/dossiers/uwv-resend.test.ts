import { describe, expect, it } from 'vitest';
import {
  OpenUwvMessagesSchema,
  ResentUwvMessageSchema,
  UwvMessagesSchema,
} from '../../../../src/infrastructure/dossiers/dossier-file-schemas';
import { AbsenceCaseSchema } from '../../../../src/infrastructure/legal-clock/absence-schemas';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import type { StoredUwvMessage } from '../../../../src/infrastructure/demo-backend/dossiers/dossier-file-state';
import { CORRECTION_TASK } from '../../../../src/infrastructure/demo-backend/dossiers/uwv-settle';
import { exactly, query, signedIn, START_DAY, stateOf, TASK, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { BAKERY_ID, UWV } from './dossier-file-client';

const MESSAGES = '/api/external/uwv/uwv-message';
const resendPath = (id: string) => `${MESSAGES}/${id}/resend`;
const OPEN = `${MESSAGES}/open`;

/** The 42nd-week report the UWV refused in one of `casemanager`'s open cases (uwv-message-seed.ts). */
function refusedWeek42(client: DemoClient) {
  const state = stateOf(client);
  const owner = userNamed('casemanager').id;
  const message = state.uwvMessages.find((candidate) => {
    const dossier = state.dossiers.find((known) => known.id === candidate.dossierId);
    return (
      candidate.kind === 'week_42_report' &&
      candidate.status === 'rejected' &&
      dossier?.ownerId === owner &&
      dossier.status === 'open'
    );
  });
  const dossier = state.dossiers.find((known) => known.id === message?.dossierId);
  if (!message || !dossier) throw new Error('the seed has no refused 42nd-week report of casemanager');
  return { message, dossier, firstSickDay: dossier.spells[0]?.firstSickDay ?? dossier.startDate };
}

const messagesOf = async (client: DemoClient, dossier: { type: string; id: string }, language?: string) =>
  exactly(
    UwvMessagesSchema,
    await client.get(query(UWV, { dossierType: dossier.type, dossierId: dossier.id }), language),
  ).data;

const tasksOf = (client: DemoClient, messageId: string) =>
  stateOf(client).tasks.filter((task) => task.uwvMessageId === messageId);

const nextDay = (client: DemoClient, days = 1) => client.put('/api/__demo/clock', { days });

describe('a rejected UWV message in the demo backend', () => {
  it('carries the UWV’s reason in the request’s language, the field it is about and what was sent', async () => {
    const client = await signedIn('casemanager');
    const { message, dossier, firstSickDay } = refusedWeek42(client);
    const [dutch, english] = [await messagesOf(client, dossier), await messagesOf(client, dossier, 'en')];
    const nl = dutch.find((candidate) => candidate.id === message.id);
    expect(nl?.rejection).toEqual({
      code: 'first-sick-day-mismatch',
      field: 'firstSickDay',
      reason: 'De eerste ziektedag wijkt af van de eerste ziektedag die het UWV kent.',
    });
    expect(english.find((candidate) => candidate.id === message.id)?.rejection?.reason).toBe(
      'The first sick day differs from the first sick day the UWV knows.',
    );
    expect(nl?.content?.firstSickDay).not.toBe(firstSickDay);
    expect(nl?.content?.payrollTaxNumber).toMatch(/^\d{9}L\d{2}$/);
  });

  it('gives every message content, and every rejected one the error the UWV names', () => {
    return signedIn('casemanager').then((client) => {
      const state = stateOf(client);
      for (const message of state.uwvMessages) {
        const dossier = state.dossiers.find((known) => known.id === message.dossierId);
        const firstSickDay = dossier?.spells[0]?.firstSickDay ?? dossier?.startDate;
        const { content } = message;
        const wrong = {
          'first-sick-day-mismatch': content.firstSickDay !== firstSickDay,
          'hours-missing': content.hoursPerWeek === null,
          'payroll-tax-number-unknown': !/^\d{9}L\d{2}$/.test(content.payrollTaxNumber ?? ''),
        };
        if (message.status === 'rejected') {
          expect(message.rejection).not.toBeNull();
          expect(wrong[message.rejection ?? 'hours-missing']).toBe(true);
        } else {
          expect([message.id, Object.values(wrong)]).toEqual([message.id, [false, false, false]]);
          expect(content.hoursPerWeek).toBeGreaterThanOrEqual(16);
          expect(content.hoursPerWeek).toBeLessThanOrEqual(40);
        }
      }
    });
  });
});

describe('correcting and sending a rejected UWV message again', () => {
  it('refuses every missing or invalid field with its own translated message, and any other key by name', async () => {
    const client = await signedIn('casemanager');
    const { message } = refusedWeek42(client);
    const empty = await client.post(resendPath(message.id), {}, 'en');
    expect([empty.status, exactly(ErrorBodySchema, empty).errors]).toEqual([
      422,
      {
        firstSickDay: ['Fill in this field.'],
        hoursPerWeek: ['Fill in this field.'],
        payrollTaxNumber: ['Fill in this field.'],
      },
    ]);
    const wrong = await client.post(resendPath(message.id), {
      firstSickDay: '2026-03-03',
      hoursPerWeek: 12.5,
      payrollTaxNumber: '12345678L01',
      diagnosis: 'burn-out',
    });
    expect([wrong.status, exactly(ErrorBodySchema, wrong).errors]).toEqual([
      422,
      {
        diagnosis: [
          'Het veld diagnosis wordt niet meegestuurd: een bericht aan het UWV bevat alleen de eerste ziektedag, de contracturen en het loonheffingennummer.',
        ],
        firstSickDay: ['De eerste ziektedag ligt na vandaag.'],
        hoursPerWeek: ['Vul een heel aantal uren in.'],
        payrollTaxNumber: [
          'Een loonheffingennummer is negen cijfers, een L en twee cijfers, zoals 123456789L01.',
        ],
      },
    ]);
    const range = await client.post(resendPath(message.id), {
      firstSickDay: '2026-02-30',
      hoursPerWeek: 61,
      payrollTaxNumber: '123456789L01',
    });
    expect(exactly(ErrorBodySchema, range).errors).toEqual({
      firstSickDay: ['Dit is geen geldige datum.'],
      hoursPerWeek: ['Vul een aantal uren van 1 tot en met 60 in.'],
    });
    expect(stateOf(client).uwvMessages.find((stored) => stored.id === message.id)?.resentAs).toBeNull();
  });

  it('answers the new message, sent under a new reference of the same prefix, and marks the old one', async () => {
    const client = await signedIn('casemanager');
    const { message, dossier, firstSickDay } = refusedWeek42(client);
    const sent = await client.post(resendPath(message.id), {
      firstSickDay,
      hoursPerWeek: 32,
      payrollTaxNumber: ' 815234670L01 ',
    });
    expect(sent.status).toBe(201);
    const { data } = exactly(ResentUwvMessageSchema, sent);
    expect(data).toMatchObject({
      kind: 'week_42_report',
      sentOn: START_DAY,
      status: 'sent',
      rejection: null,
      content: { firstSickDay, hoursPerWeek: 32, payrollTaxNumber: '815234670L01' },
      resendOf: message.id,
      resentAs: null,
    });
    expect(data.reference).toMatch(/^WM42-2026-\d{6}$/);
    expect(data.reference).not.toBe(message.reference);
    const listed = await messagesOf(client, dossier);
    expect(listed[0]?.id).toBe(data.id);
    expect(listed.find((candidate) => candidate.id === message.id)).toMatchObject({
      status: 'rejected',
      resentAs: data.id,
    });
  });

  it('is refused with a message for a message the UWV did not reject, and for one sent again already', async () => {
    const client = await signedIn('casemanager');
    const { message, firstSickDay } = refusedWeek42(client);
    const body = { firstSickDay, hoursPerWeek: 32, payrollTaxNumber: '815234670L01' };
    const accepted = stateOf(client).uwvMessages.find((candidate) => candidate.status === 'accepted');
    const notRejected = await client.post(resendPath(accepted?.id ?? ''), body, 'en');
    expect([notRejected.status, exactly(ErrorBodySchema, notRejected).message]).toEqual([
      409,
      'Only a message the UWV rejected can be sent again.',
    ]);
    expect((await client.post(resendPath(message.id), body)).status).toBe(201);
    const again = await client.post(resendPath(message.id), body, 'en');
    expect([again.status, exactly(ErrorBodySchema, again).message]).toEqual([
      409,
      'This message has been corrected and sent again already.',
    ]);
    expect((await client.post(resendPath('999999'), body)).status).toBe(404);
  });

  it('is refused to a reader who may not edit the dossier, even one who sees it', async () => {
    const employer = await signedIn('employer');
    const state = stateOf(employer);
    const bakery = new Set(
      EMPLOYEES.filter((employee) => employee.employerId === BAKERY_ID).map((e) => e.id),
    );
    const own = state.uwvMessages.find((message) => {
      const dossier = state.dossiers.find((known) => known.id === message.dossierId);
      return dossier && bakery.has(dossier.employeeId) && dossier.type === 'illness';
    });
    if (!own) throw new Error('no UWV message of the bakery');
    employer.backend.store.change(() => {
      own.status = 'rejected';
      own.rejection = 'hours-missing';
    });
    const dossier = state.dossiers.find((known) => known.id === own.dossierId);
    expect(dossier && (await messagesOf(employer, dossier)).some((message) => message.id === own.id)).toBe(
      true,
    );
    const refused = await employer.post(resendPath(own.id), {
      firstSickDay: '2025-05-12',
      hoursPerWeek: 32,
      payrollTaxNumber: '123456789L01',
    });
    expect([refused.status, exactly(ErrorBodySchema, refused).code]).toEqual([403, 'forbidden']);
    expect(own.resentAs).toBeNull();
  });
});

describe('the UWV’s answer to a message sent again', () => {
  it('accepts it once a working day has passed, when its content is right; the step’s tasks follow', async () => {
    const client = await signedIn('casemanager');
    const { message, dossier, firstSickDay } = refusedWeek42(client);
    const sent = exactly(
      ResentUwvMessageSchema,
      await client.post(resendPath(message.id), {
        firstSickDay,
        hoursPerWeek: 32,
        payrollTaxNumber: '815234670L01',
      }),
    ).data;
    // The same day the UWV has not answered yet.
    expect((await messagesOf(client, dossier)).find((listed) => listed.id === sent.id)?.status).toBe('sent');
    await nextDay(client);
    const answered = (await messagesOf(client, dossier)).find((listed) => listed.id === sent.id);
    expect(answered).toMatchObject({ status: 'accepted', rejection: null });
    const asking = stateOf(client).tasks.filter(
      (task) => task.dossierId === dossier.id && task.title.nl === '42e-weeksmelding UWV doen',
    );
    expect(asking.every((task) => task.status !== 'open')).toBe(true);
    const absence = exactly(
      AbsenceCaseSchema,
      await client.get(`/api/external/v2/absence-cases/${dossier.id}`),
    );
    expect(absence.data.completedBy).toContainEqual(
      expect.objectContaining({
        step: 'week-42-notification',
        kind: 'uwv-message',
        reference: sent.reference,
      }),
    );
  });

  it('rejects it again when the first sick day is still wrong, with a new task to correct it', async () => {
    const client = await signedIn('casemanager');
    const { message, dossier } = refusedWeek42(client);
    const sent = exactly(
      ResentUwvMessageSchema,
      await client.post(resendPath(message.id), {
        firstSickDay: message.content.firstSickDay,
        hoursPerWeek: 32,
        payrollTaxNumber: '815234670L01',
      }),
    ).data;
    await nextDay(client);
    const answered = (await messagesOf(client, dossier)).find((listed) => listed.id === sent.id);
    expect(answered).toMatchObject({ status: 'rejected', resentAs: null });
    expect(answered?.rejection?.code).toBe('first-sick-day-mismatch');
    const [task] = tasksOf(client, sent.id);
    // Known on Tuesday 3 March: to correct by Wednesday.
    expect(task).toMatchObject({ status: 'open', dueDate: '2026-03-04', assigneeId: dossier.ownerId });
  });

  it('leaves the seed’s waiting messages waiting', async () => {
    const client = await signedIn('casemanager');
    const { store } = client.backend;
    const waiting = stateOf(client).uwvMessages.find((candidate) => candidate.status === 'accepted');
    if (!waiting) throw new Error('no message');
    store.change(() => (waiting.status = 'sent'));
    await nextDay(client, 10);
    await client.get(OPEN);
    expect(waiting.status).toBe('sent');
  });
});

describe('the task to correct a rejected UWV message', () => {
  it('is made once for each rejected message of an open case, due today, for the case’s owner', async () => {
    const client = await signedIn('casemanager');
    const { message, dossier } = refusedWeek42(client);
    const state = stateOf(client);
    const open = (stored: StoredUwvMessage) =>
      state.dossiers.find((known) => known.id === stored.dossierId)?.status === 'open';
    for (const rejected of state.uwvMessages.filter((stored) => stored.status === 'rejected'))
      expect([rejected.id, tasksOf(client, rejected.id).length]).toEqual([
        rejected.id,
        open(rejected) ? 1 : 0,
      ]);
    expect(tasksOf(client, message.id)).toEqual([
      expect.objectContaining({
        title: { nl: CORRECTION_TASK, en: 'Correct the rejected UWV message' },
        status: 'open',
        dueDate: START_DAY,
        assigneeId: dossier.ownerId,
      }),
    ]);
    // Any change and any new day settle again: still the one task.
    await client.post(resendPath(message.id), {});
    await nextDay(client);
    await client.get(OPEN);
    expect(tasksOf(client, message.id)).toHaveLength(1);
  });

  it('is completed when the message is sent again', async () => {
    const client = await signedIn('casemanager');
    const { message, firstSickDay } = refusedWeek42(client);
    await client.post(resendPath(message.id), {
      firstSickDay,
      hoursPerWeek: 32,
      payrollTaxNumber: '815234670L01',
    });
    expect(tasksOf(client, message.id)).toEqual([
      expect.objectContaining({ status: 'completed', completedAt: expect.any(String) }),
    ]);
  });

  it('stays cancelled when a user cancelled it, and no second one comes', async () => {
    const client = await signedIn('casemanager');
    const { message } = refusedWeek42(client);
    const [task] = tasksOf(client, message.id);
    expect((await client.post(`${TASK}/cancel`, { id: task?.id })).status).toBe(200);
    await nextDay(client);
    await client.get(OPEN);
    expect(tasksOf(client, message.id).map((stored) => stored.status)).toEqual(['cancelled']);
  });
});

describe('the open UWV messages of the caller’s cases', () => {
  it('answers a professional’s own open cases’ rejected and waiting messages by default, and all on asking', async () => {
    const client = await signedIn('casemanager');
    const state = stateOf(client);
    const owner = userNamed('casemanager').id;
    const mine = exactly(OpenUwvMessagesSchema, await client.get(OPEN)).data;
    const all = exactly(
      OpenUwvMessagesSchema,
      await client.get(query(OPEN, { 'filter[owner]': 'all' })),
    ).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(mine.length);
    for (const listed of all) {
      const dossier = state.dossiers.find((known) => known.id === listed.dossierId);
      const stored = state.uwvMessages.find((candidate) => candidate.id === listed.id);
      expect(dossier?.status).toBe('open');
      expect(stored?.status === 'sent' || (stored?.status === 'rejected' && stored.resentAs === null)).toBe(
        true,
      );
    }
    expect(
      mine.every((listed) => state.dossiers.find((d) => d.id === listed.dossierId)?.ownerId === owner),
    ).toBe(true);
    expect(mine.map((listed) => listed.id)).toContain(refusedWeek42(client).message.id);
    const wrong = await client.get(query(OPEN, { 'filter[owner]': 'nobody' }), 'en');
    expect([wrong.status, Object.keys(exactly(ErrorBodySchema, wrong).errors ?? {})]).toEqual([
      422,
      ['filter[owner]'],
    ]);
  });

  it('follows a message sent again: the rejected one leaves, the new one waits', async () => {
    const client = await signedIn('casemanager');
    const { message, firstSickDay } = refusedWeek42(client);
    const sent = exactly(
      ResentUwvMessageSchema,
      await client.post(resendPath(message.id), {
        firstSickDay,
        hoursPerWeek: 32,
        payrollTaxNumber: '815234670L01',
      }),
    ).data;
    const mine = exactly(OpenUwvMessagesSchema, await client.get(OPEN)).data;
    expect(mine.some((listed) => listed.id === message.id)).toBe(false);
    expect(mine.find((listed) => listed.id === sent.id)?.status).toBe('sent');
  });

  it('answers an employer its own employees’ messages only', async () => {
    const employer = await signedIn('employer');
    const state = stateOf(employer);
    const mine = exactly(OpenUwvMessagesSchema, await employer.get(OPEN)).data;
    for (const listed of mine) {
      const dossier = state.dossiers.find((known) => known.id === listed.dossierId);
      expect(EMPLOYEES.find((employee) => employee.id === dossier?.employeeId)?.employerId).toBe(BAKERY_ID);
    }
  });
});

describe('the UWV answers', () => {
  it('hold nothing medical: only the kind, dates, status, reference and the form’s three fields', async () => {
    const client = await signedIn('casemanager');
    const { message, dossier, firstSickDay } = refusedWeek42(client);
    const sent = await client.post(resendPath(message.id), {
      firstSickDay,
      hoursPerWeek: 32,
      payrollTaxNumber: '815234670L01',
    });
    const answers = [
      (await client.get(query(UWV, { dossierType: dossier.type, dossierId: dossier.id }))).json,
      (await client.get(query(OPEN, { 'filter[owner]': 'all' }))).json,
      sent.json,
    ];
    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
    };
    answers.forEach(walk);
    expect([...keys].sort()).toEqual(
      [
        'code',
        'content',
        'data',
        'dossierId',
        'employeeName',
        'field',
        'firstSickDay',
        'hoursPerWeek',
        'id',
        'kind',
        'payrollTaxNumber',
        'reason',
        'reference',
        'rejection',
        'resendOf',
        'resentAs',
        'sentOn',
        'status',
      ].sort(),
    );
    expect(Object.keys(stateOf(client).uwvMessages.at(-1)?.content ?? {}).sort()).toEqual([
      'firstSickDay',
      'hoursPerWeek',
      'payrollTaxNumber',
    ]);
  });
});
