import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid, parseUuid } from '../../../src/domain/shared/uuid';

describe('a uuid', () => {
  it('is read in lower case whatever the spelling', () => {
    const parsed = parseUuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301');
    expect(parsed).toEqual({ ok: true, value: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' });
  });

  it('is refused when it is not the 8-4-4-4-12 hexadecimal form', () => {
    for (const text of [
      '',
      'abc',
      '3f2504e0-4f89-11d3-9a0c-0305e82c330',
      '3f2504e04f8911d39a0c0305e82c3301',
    ]) {
      expect(parseUuid(text)).toEqual({ ok: false, error: 'uuid.malformed' });
    }
    expect(parseUuid(' 3f2504e0-4f89-11d3-9a0c-0305e82c3301').ok).toBe(false);
    expect(parseUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301\n').ok).toBe(false);
  });

  it('property: every uuid in either case parses to its lower-case self', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.boolean(), (uuid, upper) => {
        const parsed = parseUuid(upper ? uuid.toUpperCase() : uuid);
        expect(parsed).toEqual({ ok: true, value: uuid.toLowerCase() });
        if (parsed.ok) expect(isUuid(parsed.value)).toBe(true);
      }),
    );
  });

  it('property: a uuid with one character replaced by a non-hex one, or cut short, is refused', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.nat(35), fc.constantFrom('g', 'z', ' ', '-', '_', 'é'), (uuid, at, bad) => {
        const replaced = uuid.slice(0, at) + bad + uuid.slice(at + 1);
        fc.pre(replaced !== uuid);
        expect(parseUuid(replaced).ok).toBe(false);
        expect(parseUuid(uuid.slice(0, at)).ok).toBe(false);
      }),
    );
  });
});
