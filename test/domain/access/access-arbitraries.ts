import fc from 'fast-check';
import { PERMISSIONS } from '../../../src/domain/access/permission';
import { PORTALS } from '../../../src/domain/access/portal';
import { ROUTE_IDS } from '../../../src/domain/access/route-catalogue';
import { pathOf } from '../../../src/domain/access/route-match';
import type { User } from '../../../src/domain/access/user';

const uuid = fc.uuid();

/** Any user: any mix of roles, functionality codes (known or not), user types and portals. */
export const anyUser: fc.Arbitrary<User> = fc.record({
  id: uuid,
  username: fc.string({ minLength: 1, maxLength: 12 }),
  displayName: fc.string({ maxLength: 20 }),
  email: fc.option(fc.emailAddress(), { nil: null }),
  userTypeId: fc.constantFrom(1, 2, 3, 7, 99),
  isMedical: fc.boolean(),
  roles: fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 7 }),
      name: fc.string({ maxLength: 8 }),
      product: fc.constantFrom('agenda', 'arbo'),
      functionalities: fc.array(fc.oneof(fc.constantFrom(...PERMISSIONS), fc.string({ maxLength: 6 })), {
        maxLength: 8,
      }),
    }),
    { maxLength: 3 },
  ),
  twoFactorSetupCompleted: fc.boolean(),
  twoFactorMethod: fc.constantFrom('authenticator' as const, 'sms' as const, null),
  maskedMobile: fc.constant(null),
  partnerPortals: fc.array(fc.oneof(fc.constantFrom(...PORTALS), fc.string({ maxLength: 6 })), {
    maxLength: 5,
  }),
  employer: fc.constant(null),
});

const paramValue = fc.oneof(uuid, fc.stringMatching(/^[\w-]{1,12}$/));

/** A path of a known route with plausible parameters, or something unknown. */
export const anyPath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ROUTE_IDS).chain((id) =>
    fc
      .record({
        userUuid: paramValue,
        availabilityId: paramValue,
        personalDaysOffUuid: paramValue,
        agendasUuid: paramValue,
        brandingUuid: paramValue,
        locationUuid: paramValue,
        resourceUuid: paramValue,
        roomUuid: paramValue,
        operationUuid: paramValue,
        resourceTypeUuid: paramValue,
        wizardUuid: paramValue,
        token: fc.stringMatching(/^[\w-]{1,12}(\/[\w-]{1,12}){0,2}$/),
        status: fc.stringMatching(/^[\w-]{1,10}$/),
      })
      .map((params) => pathOf(id, params)),
  ),
  fc.webPath(),
);

export const anySearch: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...PORTALS, 'evil', '').map((portal) => `?redirectToPortal=${encodeURIComponent(portal)}`),
  fc.string({ maxLength: 20 }).map((s) => `?q=${encodeURIComponent(s)}`),
);
