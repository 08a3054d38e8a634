import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Usage } from '../../../../src/domain/locations/deletion';
import { deletionBlockers } from '../../../../src/domain/locations/deletion';
import { PROFESSIONAL_ROLES } from '../../../../src/domain/locations/location';
import type {
  LocationDraft,
  OperationDraft,
  ResourceDraft,
  ResourceTypeDraft,
  RoomDraft,
} from '../../../../src/domain/locations/location-rules';
import {
  locationProblems,
  operationProblems,
  resourceProblems,
  resourceTypeProblems,
  roomProblems,
} from '../../../../src/domain/locations/location-rules';
import {
  locationVerdicts,
  operationVerdicts,
  resourceTypeVerdicts,
  resourceVerdicts,
  roomVerdicts,
} from '../../../../src/infrastructure/demo-backend/locations/field-rules';
import { fieldMessage } from '../../../../src/infrastructure/demo-backend/locations/locations-kit';
import { refusingUses } from '../../../../src/infrastructure/demo-backend/locations/usage';
import type { Ctx } from '../../../../src/infrastructure/demo-backend/platform/route-kit';
import {
  LOCATION_ERROR_FIELDS,
  OPERATION_ERROR_FIELDS,
  RESOURCE_ERROR_FIELDS,
  RESOURCE_TYPE_ERROR_FIELDS,
  ROOM_ERROR_FIELDS,
} from '../../../../src/infrastructure/locations/location-schemas';
import { signedIn } from '../case-client';
import { areaOf, errorFields, LOCATIONS, OPERATIONS, ROOMS, send } from './locations-client';

/**
 * The portal checks a form with the domain's rules before sending it; the back office (here the demo
 * backend) checks it again with its own. Written apart, they must give the same verdict on every draft
 * a form can make, or a form accepts what the server refuses (or the other way round).
 */

/** Characters the rules have to decide on: separators, Unicode spaces, letters beyond ASCII, digits. */
const TRICKY = [
  ...'aZz09@.-_()+#,/',
  ' ',
  '\t',
  '\n',
  '\u00a0', // no-break space (trimmed)
  '\u3000', // ideographic space (trimmed)
  '\ufeff', // byte order mark (trimmed)
  '\u200b', // zero-width space (not trimmed)
  'é',
  'ß',
  '中',
  '٣', // a digit of another script
];
const tricky = fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 14 });
const spaced = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '\u00a0', '\t'), text, fc.constantFrom('', ' ', '\n'))
    .map((parts) => parts.join(''));
const textOf = (...likely: fc.Arbitrary<string>[]) =>
  fc.oneof(...likely, spaced(fc.oneof(...likely)), tricky, fc.string());

const names = textOf(
  fc.constantFrom('Spreekkamer 1', 'Arbo Agenda Utrecht', '', '   '),
  fc.string({ minLength: 95, maxLength: 105 }),
);
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const postcodes = textOf(
  fc
    .tuple(
      fc.constantFrom('0', '1', '3', '9'),
      digits(3, 3),
      fc.constantFrom('', ' ', '  '),
      fc.constantFrom('AB', 'gc', 'SA', 'sd', 'Ss', 'Xy', 'A', 'ABC'),
    )
    .map((parts) => parts.join('')),
);
const phones = textOf(
  fc
    .tuple(
      fc.constantFrom('0', '+31', '0031', '00', '+32', '31'),
      fc.constantFrom('0', '3', '6'),
      digits(7, 9),
      fc.constantFrom('', ' ', '-', '()'),
    )
    .map(([prefix, first, rest, separator]) => `${prefix}${first}${separator}${rest}`),
);
const emails = textOf(
  fc
    .tuple(
      fc.constantFrom('jan', 'j.de.vries', '', 'a b'),
      fc.constantFrom('@', '@@', ''),
      fc.constantFrom('example', 'arbo-agenda', '', 'x y'),
      fc.constantFrom('.nl', '.example', '.', '..nl', '', '.co.uk'),
    )
    .map((parts) => parts.join('')),
  fc.string({ minLength: 250, maxLength: 260 }).map((local) => `${local}@example.nl`),
);
const houseNumbers = textOf(
  fc
    .tuple(
      fc.constantFrom('', '0', '1', '12', '999', '123456'),
      fc.constantFrom('', 'a', ' bis', '-3', '-A', 'abcde', ' '),
    )
    .map((parts) => parts.join('')),
);
const dates = fc.option(
  fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => Temporal.PlainDate.from(date.toISOString().slice(0, 10))),
  { nil: null },
);
const wholeNumbers = textOf(
  fc.integer({ min: -10, max: 600 }).map(String),
  fc.constantFrom('', '12.5', '1e2', '007', '-0', '+5', '99999999999999999999', '0x10', '٣', '10,0'),
);

/**
 * Drafts of three kinds: valid ones, valid ones with one field drawn from anything, and anything. A
 * form mostly sends the first two, and both sides must also agree on every field at once.
 */
function drafts<T extends object>(valid: fc.Arbitrary<T>, anything: fc.Arbitrary<T>): fc.Arbitrary<T> {
  const oneOff = fc.tuple(valid, anything, fc.nat()).map(([good, bad, pick]) => {
    const keys = Object.keys(good) as (keyof T)[];
    const key = keys[pick % keys.length] as keyof T;
    return { ...good, [key]: bad[key] };
  });
  return fc.oneof(valid, oneOff, anything);
}

const okNames = spaced(fc.constantFrom('Spreekkamer 1', 'Arbo Agenda Utrecht', 'Onderzoeksruimte 0.05', 'x'));
const okPostcodes = fc
  .tuple(
    fc.constantFrom('1', '3', '9'),
    digits(3, 3),
    fc.constantFrom('', ' '),
    fc.constantFrom('AB', 'gc', 'Xy', 'SE'),
  )
  .map((parts) => parts.join(''));
const okPhones = fc.constantFrom('030 760 41 00', '+31 6 1234 5678', '0031 30 1234567', '(030) 123-4567', '');
const okEmails = fc.constantFrom('utrecht@arbo-agenda.example', ' j.de.vries@example.nl ', 'a@b.co.uk', '');
const okHouseNumbers = fc.constantFrom('1', '28', '1059', '12a', '12-3', '12 bis', '1-A');
const okWholeNumbers = (min: number, max: number, step = 1) =>
  fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => String(n * step));

const locationDrafts: fc.Arbitrary<LocationDraft> = drafts(
  fc
    .record({
      name: okNames,
      street: fc.constantFrom('Croeselaan', 'Sint Annastraat'),
      houseNumber: okHouseNumbers,
      postcode: okPostcodes,
      city: fc.constantFrom('Utrecht', "'s-Hertogenbosch"),
      phone: okPhones,
      email: okEmails,
      activeFrom: dates.filter((date) => date !== null),
      days: fc.option(fc.integer({ min: 1, max: 4000 }), { nil: null }),
    })
    .map(({ days, ...draft }) => ({
      ...draft,
      activeUntil: days === null || !draft.activeFrom ? null : draft.activeFrom.add({ days }),
    })),
  fc.record({
    name: names,
    street: textOf(fc.constantFrom('Croeselaan', '')),
    houseNumber: houseNumbers,
    postcode: postcodes,
    city: textOf(fc.constantFrom('Utrecht', '')),
    phone: phones,
    email: emails,
    activeFrom: dates,
    activeUntil: dates,
  }),
);
const roomDrafts: fc.Arbitrary<RoomDraft> = drafts(
  fc.record({
    name: okNames,
    floor: fc.constantFrom('', '1', 'begane grond'),
    capacity: okWholeNumbers(1, 200),
  }),
  fc.record({
    name: names,
    floor: textOf(fc.constantFrom('', '1', 'begane grond'), fc.string({ minLength: 18, maxLength: 23 })),
    capacity: wholeNumbers,
  }),
);
const resourceDrafts: fc.Arbitrary<ResourceDraft> = drafts(
  fc.record({
    name: okNames,
    resourceTypeId: fc.constant('e4000000-0000-4000-8000-000000000001'),
    assetNumber: fc.constantFrom('', 'AUD-UT-001'),
  }),
  fc.record({
    name: names,
    resourceTypeId: textOf(fc.constantFrom('e4000000-0000-4000-8000-000000000001', '')),
    assetNumber: textOf(fc.constantFrom('', 'AUD-UT-001'), fc.string({ minLength: 38, maxLength: 43 })),
  }),
);
const resourceTypeDrafts: fc.Arbitrary<ResourceTypeDraft> = drafts(
  fc.record({ name: okNames, description: fc.constantFrom('', 'Toonaudiometer') }),
  fc.record({
    name: names,
    description: textOf(fc.constantFrom('', 'Toonaudiometer'), fc.string({ minLength: 495, maxLength: 505 })),
  }),
);
const operationDrafts: fc.Arbitrary<OperationDraft> = drafts(
  fc.record({
    name: fc.record({ nl: okNames, en: okNames }),
    code: fc
      .string({ unit: fc.constantFrom(...'ABCXYZ0189-_'), minLength: 2, maxLength: 16 })
      .filter((code) => /^[A-Z0-9]/.test(code)),
    duration: okWholeNumbers(5, 480, 5),
    bufferBefore: okWholeNumbers(0, 120),
    bufferAfter: okWholeNumbers(0, 120),
    roles: fc.subarray([...PROFESSIONAL_ROLES], { minLength: 1 }),
    colour: fc.constantFrom('#1f6feb', '#1F6FEB', '#000000'),
  }),
  fc.record({
    name: fc.record({ nl: names, en: names }),
    code: textOf(
      fc.string({ unit: fc.constantFrom(...'ABCXYZ0189-_a '), minLength: 0, maxLength: 18 }),
      fc.constantFrom('SPR-BA', 'A', '-AB', '_X', 'AB'),
    ),
    duration: wholeNumbers,
    bufferBefore: wholeNumbers,
    bufferAfter: wholeNumbers,
    roles: fc.subarray([...PROFESSIONAL_ROLES]),
    colour: textOf(
      fc.constantFrom('#1f6feb', '#1F6FEB', '#abc', '1f6feb', '#1f6feg', ' #1f6feb', '#1f6feb0'),
    ),
  }),
);

/** Each draft as the portal sends it: the same texts, numbers as typed (the back office reads both). */
const locationBody = (draft: LocationDraft) => ({
  name: draft.name,
  address: {
    street: draft.street,
    houseNumber: draft.houseNumber,
    postcode: draft.postcode,
    city: draft.city,
  },
  coordinates: null,
  phone: draft.phone,
  email: draft.email,
  activeFrom: draft.activeFrom?.toString() ?? null,
  activeUntil: draft.activeUntil?.toString() ?? null,
  employerBookable: false,
});
const roomBody = (draft: RoomDraft) => ({ ...draft });
const resourceBody = (draft: ResourceDraft) => ({ ...draft });
const resourceTypeBody = (draft: ResourceTypeDraft) => ({ ...draft });
const operationBody = (draft: OperationDraft) => ({
  name: draft.name,
  code: draft.code,
  durationMinutes: draft.duration,
  bufferBeforeMinutes: draft.bufferBefore,
  bufferAfterMinutes: draft.bufferAfter,
  roles: draft.roles,
  colour: draft.colour,
});

describe('the domain’s field rules and the demo backend’s', () => {
  it('property: give the same verdict on every location draft', () => {
    fc.assert(
      fc.property(locationDrafts, (draft) => {
        expect(locationVerdicts(locationBody(draft))).toEqual(locationProblems(draft));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: give the same verdict on every room, resource and resource type draft', () => {
    fc.assert(
      fc.property(roomDrafts, resourceDrafts, resourceTypeDrafts, (room, resource, type) => {
        expect(roomVerdicts(roomBody(room))).toEqual(roomProblems(room));
        expect(resourceVerdicts(resourceBody(resource))).toEqual(resourceProblems(resource));
        expect(resourceTypeVerdicts(resourceTypeBody(type))).toEqual(resourceTypeProblems(type));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: give the same verdict on every operation draft', () => {
    fc.assert(
      fc.property(operationDrafts, (draft) => {
        expect(operationVerdicts(operationBody(draft))).toEqual(operationProblems(draft));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: numbers sent as numbers get the verdict of the digits typed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: true })), (value) => {
        const typed = operationProblems({
          name: { nl: 'x', en: 'x' },
          code: 'AB',
          duration: String(value),
          bufferBefore: String(value),
          bufferAfter: '0',
          roles: ['nurse'],
          colour: '#000000',
        });
        const sent = operationVerdicts({
          name: { nl: 'x', en: 'x' },
          code: 'AB',
          durationMinutes: value,
          bufferBeforeMinutes: value,
          bufferAfterMinutes: 0,
          roles: ['nurse'],
          colour: '#000000',
        });
        // A whole number reads the same either way; one too large to write in digits is out of range,
        // and a fraction is not an integer.
        if (!Number.isInteger(value)) expect(sent['duration']).toBe('integer');
        else if (Math.abs(value) >= 1e21) expect(sent['duration']).toBe('out-of-range');
        else expect(sent).toEqual(typed);
      }),
    );
  });

  it('property: refuse a delete for the same uses, in the same order', () => {
    const count = fc.oneof(fc.constant(0), fc.nat({ max: 50 }));
    const usages: fc.Arbitrary<Usage> = fc.record({
      futureAppointments: count,
      schedules: count,
      rooms: count,
      resources: count,
      operations: count,
    });
    fc.assert(
      fc.property(usages, (usage) => {
        expect(refusingUses({ ...usage })).toEqual(deletionBlockers(usage));
      }),
    );
  });
});

describe('the demo backend over HTTP', () => {
  it('property: refuses exactly the fields the domain names, and saves a draft it accepts', async () => {
    const admin = await signedIn('admin');
    const locationId = areaOf(admin).locations[0]?.id;
    await fc.assert(
      fc.asyncProperty(locationDrafts, roomDrafts, operationDrafts, async (location, room, operation) => {
        const savedLocation = await send(admin, 'POST', LOCATIONS, locationBody(location));
        const expectedLocation = Object.keys(locationProblems(location)).sort();
        expect(savedLocation.status).toBe(expectedLocation.length > 0 ? 422 : 201);
        expect(errorFields(savedLocation)).toEqual(expectedLocation);

        const savedRoom = await send(admin, 'POST', ROOMS, { ...roomBody(room), locationId });
        const expectedRoom = Object.keys(roomProblems(room)).sort();
        expect(savedRoom.status).toBe(expectedRoom.length > 0 ? 422 : 201);
        expect(errorFields(savedRoom)).toEqual(expectedRoom);

        const taken = areaOf(admin).operations.some((stored) => stored.code === operation.code.trim());
        const problems = operationProblems(operation);
        const expectedOperation = Object.keys(
          taken && !problems.code ? { ...problems, code: 'taken' } : problems,
        ).sort();
        const savedOperation = await send(admin, 'POST', OPERATIONS, {
          ...operationBody(operation),
          needsRoom: true,
        });
        expect(savedOperation.status).toBe(expectedOperation.length > 0 ? 422 : 201);
        expect(errorFields(savedOperation)).toEqual(expectedOperation);
        const { errors } = savedOperation.json as { errors?: Record<string, string[]> };
        for (const messages of Object.values(errors ?? {}))
          expect(messages.every((message) => message.length > 0)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the demo backend’s field messages', () => {
  it('name every field of the contract’s refusals, in both languages, for every verdict', () => {
    const fields = [
      ...LOCATION_ERROR_FIELDS,
      ...ROOM_ERROR_FIELDS,
      ...RESOURCE_ERROR_FIELDS,
      ...RESOURCE_TYPE_ERROR_FIELDS,
      ...OPERATION_ERROR_FIELDS,
    ];
    const verdicts = [
      'required',
      'too-long',
      'email',
      'phone',
      'postcode',
      'integer',
      'out-of-range',
      'invalid',
      'end-before-start',
    ] as const;
    for (const language of ['nl', 'en'] as const) {
      const c = { get: () => language, req: { header: () => language } } as unknown as Ctx;
      for (const field of fields) {
        for (const verdict of verdicts) {
          const message = fieldMessage(c, field, verdict);
          expect([field, verdict, message]).toEqual([
            field,
            verdict,
            expect.not.stringMatching(/:[a-z]|field\.|^$/),
          ]);
        }
      }
    }
  });
});
