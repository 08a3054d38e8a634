import { describe, expect, it } from 'vitest';
import {
  AddressDetailsSchema,
  AddressSuggestionsSchema,
} from '../../../../src/infrastructure/locations/location-schemas';
import { exactly, signedIn } from '../case-client';
import type { DemoClient } from '../demo-client';
import { errorFields, PLACES } from './locations-client';

const suggestions = async (client: DemoClient, input: string) =>
  exactly(
    AddressSuggestionsSchema,
    await client.get(`${PLACES}/suggestions/?input=${encodeURIComponent(input)}`),
  ).data;

describe('the address lookup of the demo backend', () => {
  it('suggests addresses by street, postcode or city, case and accents ignored', async () => {
    const admin = await signedIn('admin');
    expect(await suggestions(admin, 'croeselaan')).toEqual([
      { placeId: 'ChIJdemoNL0001', description: 'Croeselaan 28, 3521 CB Utrecht' },
    ]);
    for (const input of ['3521CB', '3521 cb', 'CROESELAAN 28 utrecht', 'croese, utr']) {
      expect([input, (await suggestions(admin, input)).map((address) => address.placeId)]).toEqual([
        input,
        ['ChIJdemoNL0001'],
      ]);
    }
    expect((await suggestions(admin, 'curacao')).map((address) => address.description)).toEqual([
      'Curaçaostraat 12, 1058 BW Amsterdam',
    ]);
    expect((await suggestions(admin, 'CURAÇAOSTRAAT')).length).toBe(1);
    expect(
      (await suggestions(admin, 'nijmegen')).every((address) => address.description.endsWith('Nijmegen')),
    ).toBe(true);
  });

  it('suggests at most five, the streets and cities starting with what was typed first', async () => {
    const admin = await signedIn('admin');
    const utrecht = await suggestions(admin, 'utrecht');
    expect(utrecht).toHaveLength(5);
    expect(utrecht.every((address) => address.description.endsWith('Utrecht'))).toBe(true);
    const stations = await suggestions(admin, 'stations');
    expect(stations.length).toBeLessThanOrEqual(5);
    expect(stations.every((address) => address.description.startsWith('Stations'))).toBe(true);
    expect(await suggestions(admin, 'u')).toEqual([]);
    expect(await suggestions(admin, '   ')).toEqual([]);
    expect(await suggestions(admin, 'xyzzy')).toEqual([]);
  });

  it('answers without the trailing slash too, and asks for the input', async () => {
    const admin = await signedIn('admin');
    const plain = exactly(AddressSuggestionsSchema, await admin.get(`${PLACES}/suggestions?input=smallepad`));
    expect(plain.data.map((address) => address.description)).toEqual(['Smallepad 30, 3811 MG Amersfoort']);
    expect(errorFields(await admin.get(`${PLACES}/suggestions/`))).toEqual(['input']);
  });

  it('gives a suggestion’s address and coordinates, and 404 for an unknown one', async () => {
    const admin = await signedIn('admin');
    const [first] = await suggestions(admin, 'kerkenbos');
    const details = exactly(AddressDetailsSchema, await admin.get(`${PLACES}/details/${first?.placeId}`));
    expect(details.data).toEqual({
      address: { street: 'Kerkenbos', houseNumber: '1059', postcode: '6546 BB', city: 'Nijmegen' },
      coordinates: { latitude: 51.8251, longitude: 5.7939 },
    });
    expect((await admin.get(`${PLACES}/details/ChIJnope`)).status).toBe(404);
  });
});
