import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { LocationForm } from '../../../src/application/locations/save-location';
import { SaveLocation } from '../../../src/application/locations/save-location';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeLocationGateway, offline, rejected } from './location-fakes';

const form = (changes: Partial<LocationForm> = {}): LocationForm => ({
  name: ' Arbo Agenda Zeist ',
  street: 'Slotlaan',
  houseNumber: '12a',
  postcode: '3701gh',
  city: 'Zeist',
  phone: '',
  email: ' zeist@arbo.example ',
  activeFrom: Temporal.PlainDate.from('2026-12-01'),
  activeUntil: null,
  coordinates: null,
  employerBookable: false,
  ...changes,
});

function setUp() {
  const gateway = new FakeLocationGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, save: new SaveLocation(gateway, notifier) };
}

describe('saving a location', () => {
  it('names every broken rule and sends nothing', async () => {
    const { gateway, save } = setUp();
    const result = await save.execute(
      null,
      form({
        name: '',
        postcode: '0123 AB',
        email: 'geen',
        activeUntil: Temporal.PlainDate.from('2026-11-01'),
      }),
    );
    expect(!result.ok && result.error).toMatchObject({
      code: 'save.invalid',
      fields: { name: 'required', postcode: 'postcode', email: 'email', activeUntil: 'end-before-start' },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('creates the location with its text trimmed, the postcode written 1234 AB and blanks as null', async () => {
    const { gateway, notifier, save } = setUp();
    const result = await save.execute(null, form());
    expect(result.ok && result.value.id).toBe('loc-new');
    expect(gateway.calls).toEqual(['createLocation']);
    expect(gateway.saved[0]).toMatchObject({
      name: 'Arbo Agenda Zeist',
      address: { postcode: '3701 GH', houseNumber: '12a' },
      phone: null,
      email: 'zeist@arbo.example',
    });
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'locations.notices.saved', values: { name: 'Arbo Agenda Zeist' } },
    ]);
  });

  it('changes an existing location', async () => {
    const { gateway, save } = setUp();
    await save.execute('loc-1', form());
    expect(gateway.calls).toEqual(['updateLocation loc-1']);
  });

  it('puts the server’s field messages next to the form’s fields, and the rest above them', async () => {
    const { gateway, notifier, save } = setUp();
    gateway.saveAnswer = fail(
      rejected(422, 'De gegevens zijn niet geldig.', {
        'address.postcode': ['Deze postcode bestaat niet.'],
        name: ['Er is al een locatie met deze naam.'],
        coordinates: ['De coördinaten liggen buiten Nederland.'],
      }),
    );
    const result = await save.execute(null, form());
    expect(!result.ok && result.error).toEqual({
      code: 'save.rejected',
      fields: {},
      serverFields: { postcode: 'Deze postcode bestaat niet.', name: 'Er is al een locatie met deze naam.' },
      message: 'De coördinaten liggen buiten Nederland.',
    });
    expect(notifier.notices).toEqual([]);
  });

  it('passes on a refusal without fields in the server’s words', async () => {
    const { gateway, save } = setUp();
    gateway.saveAnswer = fail(rejected(403, 'U mag geen locaties beheren.'));
    const result = await save.execute('loc-1', form());
    expect(!result.ok && result.error).toMatchObject({
      code: 'save.refused',
      message: 'U mag geen locaties beheren.',
    });
  });

  it('says a location deleted meanwhile is gone', async () => {
    const { gateway, save } = setUp();
    gateway.saveAnswer = fail(rejected(404, 'Niet gevonden.'));
    const result = await save.execute('loc-1', form());
    expect(!result.ok && result.error.code).toBe('save.not-found');
  });

  it('adds no second message to a network fault the HTTP client has told', async () => {
    const { gateway, notifier, save } = setUp();
    gateway.saveAnswer = fail(offline);
    const result = await save.execute('loc-1', form());
    expect(!result.ok && result.error.code).toBe('save.unavailable');
    expect(notifier.notices).toEqual([]);
  });
});
