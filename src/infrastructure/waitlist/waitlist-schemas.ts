import * as v from 'valibot';
import { APPOINTMENT_CHANNELS } from '../../domain/agenda/appointment';
import { WAITING_PURPOSES } from '../../domain/waitlist/waiting-entry';
import { CalendarDateSchema, TimestampSchema } from '../http/temporal-schemas';

/**
 * The waitlist's calls: the typed contract of what the back office answers and takes (README, "The
 * waitlist"). A medical operation reaches medical readers only: for anyone else an entry comes without
 * the operation (no id, no name), with the agenda's neutral title instead and `detailsHidden`.
 */

const Named = v.object({ id: v.string(), name: v.string() });
const Whole = v.pipe(v.number(), v.integer());
const PageMetaSchema = v.object({
  total: v.pipe(Whole, v.minValue(0)),
  page: v.pipe(Whole, v.minValue(1)),
  pageSize: v.pipe(Whole, v.minValue(1)),
});

/** One waiting employee, as the reader may see them. */
export const WaitingEntrySchema = v.object({
  id: v.string(),
  employee: v.object({ id: v.string(), name: v.string(), employerName: v.string() }),
  /** Null where the operation is withheld from the reader. */
  operation: v.nullable(Named),
  /** The operation's name, or the neutral title of a withheld one ("Onderzoek", "Afspraak (afgeschermd)"). */
  title: v.string(),
  detailsHidden: v.boolean(),
  channel: v.picklist(APPOINTMENT_CHANNELS),
  locations: v.array(Named),
  professionals: v.array(Named),
  latestDate: CalendarDateSchema,
  purpose: v.picklist(WAITING_PURPOSES),
  addedAt: TimestampSchema,
  addedBy: v.string(),
});

/** GET v3/waitlist?filter[search|operation|location|user|purpose|latestBefore]&sort&page: a page. */
export const WaitlistPageSchema = v.object({ data: v.array(WaitingEntrySchema), meta: PageMetaSchema });

/**
 * POST v3/waitlist, the body (strict: any other key is refused, 422). `latestDate` may be null for a
 * probleemanalyse, whose latest date the back office takes from the open case (week 6). 201 with the entry.
 */
export const WaitingBodySchema = v.strictObject({
  employeeId: v.string(),
  operationId: v.string(),
  channel: v.picklist(APPOINTMENT_CHANNELS),
  locationIds: v.array(v.string()),
  userIds: v.array(v.string()),
  latestDate: v.nullable(CalendarDateSchema),
  purpose: v.picklist(WAITING_PURPOSES),
});
export const WaitingAnswerSchema = v.object({ data: WaitingEntrySchema });

/**
 * GET v3/waitlist/matches?start=&end=&userId=: the waiting employees time freed in the professional's
 * agenda (start up to end, ISO moments) fits, by the free-slot rule, each with the slot found; latest
 * date first.
 */
export const FreedTimeMatchesSchema = v.object({
  data: v.array(
    v.object({
      entry: WaitingEntrySchema,
      slot: v.object({
        userId: v.string(),
        userName: v.string(),
        locationId: v.nullable(v.string()),
        roomId: v.nullable(v.string()),
        resourceIds: v.array(v.string()),
        start: TimestampSchema,
        end: TimestampSchema,
      }),
    }),
  ),
});

/** GET v3/waitlist/case-deadline?employeeId=: the open case's deadline for the probleemanalyse, or null. */
export const CaseDeadlineSchema = v.object({
  data: v.object({ problemAnalysisBy: v.nullable(CalendarDateSchema) }),
});

export const NoContentSchema = v.null();
