import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SaveSchedule } from '../../../src/application/availability/save-schedule';
import type { ScheduleDraft } from '../../../src/domain/availability/availability-rules';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeScheduleGateway, PERSON, offline, rejected } from './availability-fakes';

const time = (text: string) => Temporal.PlainTime.from(text);

const draft = (changes: Partial<ScheduleDraft> = {}): ScheduleDraft => ({
  locationId: 'loc-1',
  operationIds: ['op-2', 'op-1', 'op-2'],
  blocks: [
    { weekday: 3, start: time('13:00'), end: time('17:00') },
    { weekday: 1, start: time('09:00'), end: time('12:00') },
    { weekday: 3, start: time('08:00'), end: time('12:00') },
  ],
  repeat: { kind: 'even-weeks' },
  validFrom: Temporal.PlainDate.from('2027-01-04'),
  validUntil: null,
  ...changes,
});

function setUp() {
  const gateway = new FakeScheduleGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, save: new SaveSchedule(gateway, notifier) };
}

describe('saving a schedule', () => {
  it('sends nothing while the form’s own rules refuse it, and says which fields', async () => {
    const { gateway, save } = setUp();
    const result = await save.execute(
      null,
      PERSON,
      draft({
        locationId: null,
        operationIds: [],
        blocks: [],
        validUntil: Temporal.PlainDate.from('2027-01-04'),
      }),
    );
    expect(result).toEqual(
      fail(
        expect.objectContaining({
          code: 'save.invalid',
          fields: {
            locationId: 'required',
            operationIds: 'required',
            blocks: 'empty',
            validUntil: 'end-before-start',
          },
        }),
      ),
    );
    expect(gateway.calls).toEqual([]);
  });

  it('creates the person’s schedule with its blocks in order and each operation once, and says so', async () => {
    const { gateway, notifier, save } = setUp();
    const result = await save.execute(null, PERSON, draft());
    expect(result.ok).toBe(true);
    expect(gateway.calls).toEqual(['createSchedule']);
    const [input] = gateway.inputs;
    expect(input?.userId).toBe(PERSON);
    expect(input?.operationIds).toEqual(['op-2', 'op-1']);
    expect(input?.blocks.map((block) => `${block.weekday} ${block.start.toString()}`)).toEqual([
      '1 09:00:00',
      '3 08:00:00',
      '3 13:00:00',
    ]);
    expect(notifier.notices).toEqual([{ type: 'success', title: 'availability.notices.scheduleSaved' }]);
  });

  it('changes an existing one through its id', async () => {
    const { gateway, save } = setUp();
    await save.execute('sch-1', PERSON, draft());
    expect(gateway.calls).toEqual(['updateSchedule sch-1']);
  });

  it('hands on the server’s overlap next to the blocks, with its date, and the rest above the form', async () => {
    const { gateway, notifier, save } = setUp();
    gateway.saveAnswer = fail(
      rejected(422, 'De gegevens zijn niet geldig.', {
        blocks: [
          'Dit rooster overlapt op 23 november 2026 met een ander rooster van deze persoon (Utrecht).',
        ],
        userId: ['Deze gebruiker heeft geen agenda.'],
      }),
    );
    const result = await save.execute(null, PERSON, draft());
    expect(result).toEqual(
      fail(
        expect.objectContaining({
          code: 'save.rejected',
          serverFields: {
            blocks:
              'Dit rooster overlapt op 23 november 2026 met een ander rooster van deze persoon (Utrecht).',
          },
          message: 'Deze gebruiker heeft geen agenda.',
        }),
      ),
    );
    expect(notifier.notices).toEqual([]);
  });

  it('adds no second message to a failure the HTTP client has told already', async () => {
    const { gateway, notifier, save } = setUp();
    gateway.saveAnswer = fail(offline);
    const result = await save.execute(null, PERSON, draft());
    expect(result).toEqual(fail(expect.objectContaining({ code: 'save.unavailable' })));
    expect(notifier.notices).toEqual([]);
  });
});
