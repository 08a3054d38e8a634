import { Hono } from 'hono';
import type { Env, Kit } from '../platform/route-kit';
import { addressByPlaceId, describe, suggest } from './address-book';
import { MAY } from './locations-access';
import { FieldErrors, notFound, permitted, V3 } from './locations-kit';

const BASE = `${V3}/agenda/google-places`;

/**
 * The address lookup (spec section 7: google-places suggestions and details), answered from the
 * built-in address book instead of Google. For whoever edits locations.
 */
export function placesRoutes(_kit: Kit): Hono<Env> {
  const routes = new Hono<Env>();

  // The portal calls .../suggestions/ with the slash; both spellings answer.
  for (const path of [`${BASE}/suggestions`, `${BASE}/suggestions/`]) {
    routes.get(path, (c) => {
      const access = permitted(c, MAY.manageLocations);
      if ('refusal' in access) return access.refusal;
      const input = c.req.query('input');
      if (input === undefined) return new FieldErrors(c).verdicts({ input: 'required' }).answer();
      return c.json({
        data: suggest(input).map((address) => ({ placeId: address.placeId, description: describe(address) })),
      });
    });
  }

  routes.get(`${BASE}/details/:placeId`, (c) => {
    const access = permitted(c, MAY.manageLocations);
    if ('refusal' in access) return access.refusal;
    const address = addressByPlaceId(c.req.param('placeId'));
    if (!address) return notFound(c);
    return c.json({
      data: {
        address: {
          street: address.street,
          houseNumber: address.houseNumber,
          postcode: address.postcode,
          city: address.city,
        },
        coordinates: { latitude: address.latitude, longitude: address.longitude },
      },
    });
  });

  return routes;
}
