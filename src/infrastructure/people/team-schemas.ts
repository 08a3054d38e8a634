import * as v from 'valibot';
import type { Team } from '../../domain/people/team';

/**
 * The written contract of teams (spec section 7: GET v2/teams, fields not shown, so these are this
 * contract's own), under /api/external, for any signed-in user: a list in the query style of every
 * list (sort `name`, the default; page), answered `{ data: [{ id, name, memberIds }], meta }`, the
 * members being agenda users by id. Errors use the one error body (http/error-body.ts): 401
 * `unauthenticated`; 422 `validation_failed` for an unknown filter or sort field.
 */

const TeamSchema = v.object({
  id: v.string(),
  name: v.string(),
  memberIds: v.array(v.string()),
}) satisfies v.GenericSchema<unknown, Team>;

export const TeamPageSchema = v.object({
  data: v.array(TeamSchema),
  meta: v.object({
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});
