import { CSRF_COOKIE } from '../../../../src/infrastructure/demo-backend/demo-backend';
import type { DemoState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { TEST_ORIGIN } from '../../../support/in-process-backend';
import type { Answer, DemoClient } from '../demo-client';

/** Test helpers for the locations area: its paths, every method with the csrf header, the state. */

export const LOCATIONS = '/api/external/v3/agenda/locations';
export const ROOMS = '/api/external/v3/agenda/rooms';
export const RESOURCES = '/api/external/v3/agenda/resources';
export const RESOURCE_TYPES = '/api/external/v3/agenda/resource-types';
export const OPERATIONS = '/api/external/v3/operations';
export const PLACES = '/api/external/v3/agenda/google-places';

/** Any method, as the portal sends it (csrf header from the cookie, JSON, a language). */
export async function send(
  client: DemoClient,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  path: string,
  body?: unknown,
  language = 'nl',
): Promise<Answer> {
  const { backend } = client;
  if (!backend.cookie(CSRF_COOKIE)) await backend.fetch(`${TEST_ORIGIN}/api/auth/csrf`);
  const response = await backend.fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      'csrf-token': backend.cookie(CSRF_COOKIE) ?? '',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

/** The whole state: the area's part and the agenda's appointments it places. */
export const areaOf = (client: DemoClient): DemoState => client.backend.store.state;

/** The field names of a 422's errors, sorted. */
export const errorFields = (answer: Answer): string[] =>
  Object.keys((answer.json as { errors?: Record<string, unknown> } | null)?.errors ?? {}).sort();

export const newLocation = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arbo Agenda Zwolle',
  address: { street: 'Luttenbergstraat', houseNumber: '2', postcode: '8012ee', city: 'Zwolle' },
  coordinates: { latitude: 52.506, longitude: 6.096 },
  phone: '038 123 45 67',
  email: 'zwolle@arbo-agenda.example',
  activeFrom: '2026-04-01',
  activeUntil: null,
  employerBookable: true,
  ...overrides,
});

export const newOperation = (overrides: Record<string, unknown> = {}) => ({
  name: { nl: 'Griepvaccinatie', en: 'Flu vaccination' },
  code: 'GRIEP',
  durationMinutes: 10,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 5,
  roles: ['nurse'],
  needsRoom: true,
  resourceTypeIds: [],
  medical: true,
  employerBookable: false,
  colour: '#1A7F37',
  ...overrides,
});
