import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import {
  InUseBodySchema,
  LocationAnswerSchema,
  OperationAnswerSchema,
  OperationEngineSchema,
  OperationPageSchema,
  ResourceTypeAnswerSchema,
  ResourceTypePageSchema,
} from '../../../../src/infrastructure/locations/location-schemas';
import {
  LOCATION_IDS,
  RESOURCE_TYPE_IDS,
} from '../../../../src/infrastructure/demo-backend/locations/locations-seed';
import { exactly, signedIn } from '../case-client';
import {
  areaOf,
  errorFields,
  LOCATIONS,
  newOperation,
  OPERATIONS,
  RESOURCE_TYPES,
  send,
} from './locations-client';

const errorsOf = (json: unknown) => v.parse(ErrorBodySchema, json).errors ?? {};

describe('the resource types of the demo backend', () => {
  it('lists, creates, updates with POST /{id} and deletes a resource type', async () => {
    const admin = await signedIn('admin');
    const list = exactly(ResourceTypePageSchema, await admin.get(RESOURCE_TYPES));
    expect(list.data.map((type) => type.name)).toEqual([
      'Audiometer',
      'ECG-apparaat',
      'Longfunctieset',
      'Oogtestkaart',
      'Spirometer',
    ]);
    expect(
      exactly(ResourceTypePageSchema, await admin.get(`${RESOURCE_TYPES}?filter[search]=blaastest`)).data,
    ).toHaveLength(1);
    const created = await send(admin, 'POST', RESOURCE_TYPES, { name: 'Weegschaal', description: '  ' });
    expect(created.status).toBe(201);
    const type = exactly(ResourceTypeAnswerSchema, created).data;
    expect(type).toMatchObject({ name: 'Weegschaal', description: null });
    const updated = exactly(
      ResourceTypeAnswerSchema,
      await send(admin, 'POST', `${RESOURCE_TYPES}/${type.id}`, {
        description: 'Personenweegschaal, geijkt',
      }),
    );
    expect(updated.data).toEqual({ ...type, description: 'Personenweegschaal, geijkt' });
    expect(exactly(ResourceTypeAnswerSchema, await admin.get(`${RESOURCE_TYPES}/${type.id}`)).data).toEqual(
      updated.data,
    );
    expect((await send(admin, 'DELETE', `${RESOURCE_TYPES}/${type.id}`)).status).toBe(204);
    expect(
      areaOf(admin).auditLog.map((entry) => [
        entry.entityType,
        entry.action,
        entry.changes.map((change) => change.field),
      ]),
    ).toEqual([
      // A field created empty is no change.
      ['resource_type', 'created', ['name']],
      ['resource_type', 'updated', ['description']],
      ['resource_type', 'deleted', ['name', 'description']],
    ]);
  });

  it('refuses a nameless type, an update of an unknown one, and the delete of one in use', async () => {
    const admin = await signedIn('admin');
    const nameless = await send(
      admin,
      'POST',
      RESOURCE_TYPES,
      { name: '', description: 'x'.repeat(501) },
      'en',
    );
    expect(errorsOf(nameless.json)).toEqual({
      name: ['The name field is required.'],
      description: ['The description may not be longer than 500 characters.'],
    });
    expect((await send(admin, 'POST', `${RESOURCE_TYPES}/nope`, { name: 'x' })).status).toBe(404);
    const inUse = exactly(
      InUseBodySchema,
      await send(admin, 'DELETE', `${RESOURCE_TYPES}/${RESOURCE_TYPE_IDS.audiometer}`),
    );
    expect(inUse.usage).toEqual({
      futureAppointments: 0,
      schedules: 0,
      rooms: 3,
      resources: 6,
      operations: 2,
    });
    expect(inUse.message).toBe(
      'De soort middel "Audiometer" kan niet worden verwijderd: nog in gebruik bij 3 ruimtes, 6 middelen en 2 verrichtingen.',
    );
    const oneOfEach = exactly(
      InUseBodySchema,
      await send(admin, 'DELETE', `${RESOURCE_TYPES}/${RESOURCE_TYPE_IDS.lungFunction}`, undefined, 'en'),
    );
    expect(oneOfEach.message).toBe(
      'The resource type "Longfunctieset" cannot be deleted: it is still in use by 1 room, 2 resources and 1 operation.',
    );
    expect(areaOf(admin).auditLog).toEqual([]);
  });
});

describe('the operations of the demo backend', () => {
  it('lists operations by name in the request’s language, searched and filtered', async () => {
    const admin = await signedIn('admin');
    const dutch = exactly(OperationPageSchema, await admin.get(OPERATIONS));
    expect(dutch.meta.total).toBe(15);
    expect(dutch.data[0]?.name?.nl).toBe('Arbeidsdeskundig onderzoek');
    const english = exactly(OperationPageSchema, await admin.get(OPERATIONS, 'en'));
    expect(english.data[0]?.name?.en).toBe('Audiometry');
    const found = exactly(OperationPageSchema, await admin.get(`${OPERATIONS}?filter[search]=casuistiek`));
    expect(found.data.map((operation) => operation.code)).toEqual(['CASUS']);
    const bookable = exactly(
      OperationPageSchema,
      await admin.get(`${OPERATIONS}?filter[employerBookable]=true&sort=code`),
    );
    expect(bookable.data.map((operation) => operation.code)).toEqual([
      'AD-ONDERZ',
      'DRIE',
      'SPR-BA',
      'SPR-CM',
      'WPO',
    ]);
    const short = exactly(
      OperationPageSchema,
      await admin.get(`${OPERATIONS}?sort=durationMinutes&page[size]=2`),
    );
    expect(short.data.map((operation) => operation.durationMinutes)).toEqual([15, 15]);
  });

  it('never gives an employer a medical operation’s name or code, nor finds one by them', async () => {
    const employer = await signedIn('employer');
    const list = exactly(OperationPageSchema, await employer.get(OPERATIONS));
    expect(list.meta.total).toBe(15);
    for (const operation of list.data) {
      if (operation.medical) expect([operation.name, operation.code]).toEqual([null, null]);
      else expect(operation.name).not.toBeNull();
    }
    const text = JSON.stringify(list);
    for (const hidden of ['Audiometrie', 'AUDIO', 'Psychologisch', 'PMO', 'Vaccinatie'])
      expect(text).not.toContain(hidden);
    expect(
      exactly(OperationPageSchema, await employer.get(`${OPERATIONS}?filter[search]=audio`)).data,
    ).toEqual([]);
    expect(
      exactly(OperationPageSchema, await employer.get(`${OPERATIONS}?filter[search]=spreekuur`)).data.map(
        (operation) => operation.code,
      ),
    ).toEqual(['SPR-BA', 'SPR-CM']);
    const medical = list.data.find((operation) => operation.medical);
    const one = exactly(OperationAnswerSchema, await employer.get(`${OPERATIONS}/${medical?.id}`));
    expect([one.data.name, one.data.code]).toEqual([null, null]);
    expect((await send(employer, 'POST', OPERATIONS, newOperation())).status).toBe(403);
  });

  it('tells the planning engine every operation’s needs and where it is offered', async () => {
    const planner = await signedIn('planner');
    const engine = exactly(OperationEngineSchema, await planner.get(`${OPERATIONS}/engine`));
    expect(engine.data).toHaveLength(15);
    const state = areaOf(planner);
    const audiometry = state.operations.find((operation) => operation.code === 'AUDIO');
    expect(engine.data.find((operation) => operation.operationId === audiometry?.id)).toEqual({
      operationId: audiometry?.id,
      durationMinutes: 20,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 5,
      roles: ['nurse', 'occupational_physician'],
      needsRoom: true,
      resourceTypeIds: [RESOURCE_TYPE_IDS.audiometer],
      locationIds: [LOCATION_IDS.utrecht, LOCATION_IDS.amersfoort, LOCATION_IDS.nijmegen],
    });
    expect(JSON.stringify(engine)).not.toContain('Audiometrie');
  });

  it('creates, updates with POST /{id} and deletes an operation, refusing a code in use', async () => {
    const admin = await signedIn('admin');
    const created = await send(admin, 'POST', OPERATIONS, newOperation());
    expect(created.status).toBe(201);
    const operation = exactly(OperationAnswerSchema, created).data;
    expect(operation).toMatchObject({ code: 'GRIEP', colour: '#1a7f37', durationMinutes: 10, medical: true });
    const taken = await send(admin, 'POST', OPERATIONS, newOperation({ code: 'GRIEP' }), 'en');
    expect(errorsOf(taken.json)).toEqual({ code: ['This code is already used by another operation.'] });
    const updated = exactly(
      OperationAnswerSchema,
      await send(admin, 'POST', `${OPERATIONS}/${operation.id}`, {
        name: { en: 'Influenza vaccination' },
        durationMinutes: '15',
      }),
    );
    expect(updated.data).toEqual({
      ...operation,
      name: { nl: 'Griepvaccinatie', en: 'Influenza vaccination' },
      durationMinutes: 15,
    });
    // Keeping its own code is no clash.
    expect((await send(admin, 'POST', `${OPERATIONS}/${operation.id}`, { code: 'GRIEP' })).status).toBe(200);

    await send(admin, 'PATCH', `${LOCATIONS}/${LOCATION_IDS.nijmegen}/operations`, {
      operationIds: [...(areaOf(admin).locations[2]?.operationIds ?? []), operation.id],
    });
    expect((await send(admin, 'DELETE', `${OPERATIONS}/${operation.id}`)).status).toBe(204);
    const nijmegen = exactly(LocationAnswerSchema, await admin.get(`${LOCATIONS}/${LOCATION_IDS.nijmegen}`));
    expect(nijmegen.data.operationIds).not.toContain(operation.id);
    expect(areaOf(admin).auditLog.map((entry) => [entry.entityType, entry.action])).toEqual([
      ['operation', 'created'],
      ['operation', 'updated'],
      ['location', 'updated'],
      ['operation', 'deleted'],
      ['location', 'updated'],
    ]);
  });

  it('refuses an operation with each field’s message, and the delete of one with appointments and schedules ahead', async () => {
    const admin = await signedIn('admin');
    const refused = await send(
      admin,
      'POST',
      OPERATIONS,
      newOperation({
        name: { nl: '', en: 'x'.repeat(101) },
        code: 'griep',
        durationMinutes: 7,
        bufferBeforeMinutes: -1,
        bufferAfterMinutes: 'vijf',
        roles: [],
        colour: 'green',
        resourceTypeIds: ['nope'],
        medical: 'yes',
      }),
    );
    expect(errorsOf(refused.json)).toEqual({
      nameNl: ['Het veld Nederlandse naam is verplicht.'],
      nameEn: ['Het veld Engelse naam mag niet meer dan 100 tekens bevatten.'],
      code: [
        'De code bestaat uit 2 tot 16 hoofdletters, cijfers, - of _ en begint met een hoofdletter of cijfer.',
      ],
      duration: ['De duur moet een veelvoud van 5 minuten zijn.'],
      bufferBefore: ['Het veld buffer vooraf moet tussen 0 en 120 liggen.'],
      bufferAfter: ['Het veld buffer achteraf moet een geheel getal zijn.'],
      roles: ['Het veld rollen is verplicht.'],
      colour: ['De kleur moet een kleurcode zijn, zoals #1f6feb.'],
      resourceTypeIds: ['Een of meer soorten middelen bestaan niet.'],
      medical: ['Het veld medisch moet ja of nee zijn.'],
    });
    expect(errorFields(await send(admin, 'POST', OPERATIONS, newOperation({ roles: ['surgeon'] })))).toEqual([
      'roles',
    ]);
    const consultation = areaOf(admin).operations.find((operation) => operation.code === 'SPR-BA');
    const inUse = exactly(
      InUseBodySchema,
      await send(admin, 'DELETE', `${OPERATIONS}/${consultation?.id}`, undefined, 'en'),
    );
    expect(inUse.message).toMatch(
      /^The operation "Occupational physician consultation" cannot be deleted: it is still in use by \d+ future appointments and \d+ availability schedules\.$/,
    );
    expect((await send(admin, 'DELETE', `${OPERATIONS}/nope`)).status).toBe(404);
  });
});
