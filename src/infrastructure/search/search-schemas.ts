import * as v from 'valibot';
import { FOUND_KINDS } from '../../domain/search/search-hit';
import { DossierTypeSchema } from '../dossiers/dossier-schemas';
import { TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the one search (the back office's own call; the spec names none), under
 * /api/external. The demo backend answers exactly this (demo-backend/search/).
 *
 *   GET v2/search?filter[query]=<text>&page[size]=<1..20, default 5>
 *
 * `filter[query]` is what the user typed, 2 to 100 characters after trimming. The answer holds one group
 * per kind that found anything, in the order employee, dossier, appointment, location, room, each with
 * at most `page[size]` hits, best first, and how many it found in all:
 *
 *   { "data": [ { "kind": "employee", "total": 12, "hits": [ { "id", "kind", "label", "description",
 *     "route", "startsAt", "dossierType" } ] } ] }
 *
 * - `label` names the thing (an employee's, a dossier's employee's, a location's or a room's name);
 *   `description` tells namesakes apart (personnel number and employer, the dossier's number, the
 *   appointment's operation as its reader may see it, the room's location), or null.
 * - `route` is the portal's path that opens it (`/employee-list/{id}`, `/dossiers/{id}`, the agenda's
 *   day of an appointment, `/admin/locations/{id}`, `/rooms`); it holds ids and dates only.
 * - `startsAt` (appointments) is an ISO moment; `dossierType` (dossiers) a dossier type code; else null.
 *
 * What each user gets (the back office decides, by the rules of the list calls):
 * - employees: holders of `view_employee_list`, or an employer user's `employer_view_employee_list`
 *   for its own employer's people only; matched on name and personnel number;
 * - dossiers: whoever sees dossiers (a professional, an employer user with `employer_view_dashboard`,
 *   its own employer's), only of the types they see: never a medical type for an employer or a
 *   non-medical professional; matched on number, employee name and type;
 * - appointments with an employee: whoever reads the agenda (an employer its own people's), matched on
 *   the employee's name and a date typed as dd-mm-yyyy, d-m or yyyy-mm-dd; the operation named only as
 *   the medical rule allows ("Afspraak (afgeschermd)" otherwise);
 * - locations: `manage_locations`; rooms: `view_rooms` or `manage_rooms`.
 * A kind the user has no right to is never searched, so its group is absent, not empty.
 *
 * Errors use the one error body (http/error-body.ts): 401 `unauthenticated`, 422 `validation_failed`
 * naming `filter[query]` or `page[size]`.
 */

export const SEARCH_PAGE_SIZE_MAX = 20;

export const SearchHitSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  kind: v.picklist(FOUND_KINDS),
  label: v.string(),
  description: v.nullable(v.string()),
  route: v.string(),
  startsAt: v.nullable(TimestampSchema),
  dossierType: v.nullable(DossierTypeSchema),
});

export const SearchGroupSchema = v.object({
  kind: v.picklist(FOUND_KINDS),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hits: v.array(SearchHitSchema),
});

export const SearchAnswerSchema = v.object({ data: v.array(SearchGroupSchema) });

export type SearchHitJson = v.InferOutput<typeof SearchHitSchema>;
export type SearchGroupJson = v.InferOutput<typeof SearchGroupSchema>;
