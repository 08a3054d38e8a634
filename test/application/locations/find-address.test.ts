import { describe, expect, it } from 'vitest';
import { FindAddress } from '../../../src/application/locations/find-address';
import { FakeAddressLookup, offline, suggestion } from './location-fakes';

describe('finding an address', () => {
  it('does not ask the lookup for fewer than three characters', async () => {
    const lookup = new FakeAddressLookup();
    const find = new FindAddress(lookup);
    expect(await find.suggestions('  ut ')).toEqual({ ok: true, value: [] });
    expect(lookup.asked).toEqual([]);
  });

  it('asks with the text trimmed and its spaces single, and passes the signal on', async () => {
    const lookup = new FakeAddressLookup();
    const controller = new AbortController();
    const found = new FindAddress(lookup).suggestions('  Croese   laan ', controller.signal);
    lookup.answer(0, [suggestion('p-1', 'Croeselaan 28, 3521 CB Utrecht')]);
    expect(await found).toEqual({ ok: true, value: [suggestion('p-1', 'Croeselaan 28, 3521 CB Utrecht')] });
    expect(lookup.asked[0]).toEqual({ text: 'Croese laan', signal: controller.signal });
  });

  it('says the lookup is unavailable rather than passing on how it failed', async () => {
    const lookup = new FakeAddressLookup();
    const found = new FindAddress(lookup).suggestions('Croeselaan');
    lookup.answer(0, offline);
    expect(await found).toEqual({ ok: false, error: 'address.unavailable' });
  });

  it('writes the chosen address’s postcode as 1234 AB', async () => {
    const details = await new FindAddress(new FakeAddressLookup()).details('p-1');
    expect(details.ok && details.value.address.postcode).toBe('3511 GC');
  });
});
