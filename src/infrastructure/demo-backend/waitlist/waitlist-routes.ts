import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import { employeeName } from '../access/seed';
import { employeeOf, userOf } from '../access/users';
import { signedInUser } from '../access/session-kit';
import { STORED_CHANNELS } from '../agenda/agenda-state';
import { AGENDA_USERS } from '../availability/availability-access';
import { seededEmployee } from '../people/people-kit';
import { amsterdamDate, isIsoDate, isoMoment } from '../platform/amsterdam-time';
import type { SortField } from '../platform/list-kit';
import { filterSet, fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import type { WaitlistVerdict } from './waitlist-messages';
import { sayWaitlist } from './waitlist-messages';
import type { WaitlistReader } from './waitlist-rules';
import {
  disclosedOperation,
  entryJson,
  inReach,
  problemAnalysisBy,
  slotFor,
  waitlistReaderOf,
} from './waitlist-rules';
import type { StoredWaitingEntry } from './waitlist-state';
import { STORED_PURPOSES } from './waitlist-state';

const BASE = '/api/external/v3/waitlist';
const BODY_KEYS = ['employeeId', 'operationId', 'channel', 'locationIds', 'userIds', 'latestDate', 'purpose'];
const DAY_MS = 86_400_000;
/** A freed time the matches look at: at most a day, as an appointment is. */
const MAX_FREED_MS = DAY_MS;

const forbidden = (c: Ctx) => refuse(c, 403, 'forbidden', { code: 'forbidden' });
const notFound = (c: Ctx) => refuse(c, 404, 'notFound', { code: 'not_found' });

/** The signed-in reader of the waitlist, or the refusal (401, 403). */
function readerOf(c: Ctx): { reader: WaitlistReader } | { refusal: Response } {
  const user = signedInUser(c);
  if (!user) return { refusal: refuse(c, 401, 'unauthenticated') };
  const reader = waitlistReaderOf(user);
  return reader ? { reader } : { refusal: forbidden(c) };
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= 50 &&
  value.every((id) => typeof id === 'string' && id.length <= 64);

function momentIn(text: string | undefined): number | null {
  if (text === undefined || !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  try {
    return Temporal.Instant.from(text).epochMilliseconds;
  } catch {
    return null;
  }
}

/**
 * The waitlist (README, "The waitlist"; the contract: src/infrastructure/waitlist/waitlist-schemas.ts):
 * the list, putting an employee on it, taking one off, the waiting employees a freed time fits, and
 * the deadline of a probleemanalyse. Every call is the planner's (who may plan, or an employer's
 * planner for its own employees); a medical operation reaches medical readers only.
 */
export function waitlistRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();
  const visible = (reader: WaitlistReader) =>
    store.state.waitlist.filter((entry) => inReach(reader, entry.employeeId));

  routes.get(BASE, (c) => {
    const access = readerOf(c);
    if ('refusal' in access) return access.refusal;
    const { reader } = access;
    const language = languageFor(c);
    const problems = new Problems(c);
    const list = readList(
      c,
      {
        filters: ['search', 'operation', 'location', 'user', 'purpose', 'latestBefore'],
        sorts: ['latestDate', 'addedAt', 'employee'],
      },
      problems,
    );
    const purposes = filterSet(list, 'purpose', STORED_PURPOSES, problems);
    const { operation, location, user, latestBefore } = list.filter;
    if (latestBefore !== undefined && !isIsoDate(latestBefore))
      problems.add('filter[latestBefore]', 'invalidDate');
    if (problems.any) return refuseFields(c, problems.errors);
    const { state } = store;
    const search = searchText(list);
    const rows = visible(reader).filter((entry) => {
      if (purposes && !purposes.has(entry.purpose)) return false;
      // An operation withheld from the reader is never found by its id either.
      if (
        operation !== undefined &&
        disclosedOperation(state, entry, reader, language).operation?.id !== operation
      )
        return false;
      if (location !== undefined && !entry.locationIds.includes(location)) return false;
      if (user !== undefined && !entry.userIds.includes(user)) return false;
      if (latestBefore !== undefined && entry.latestDate > latestBefore) return false;
      return !search || fold(employeeName(employeeOf(entry.employeeId))).includes(search);
    });
    const sorts: Readonly<Record<string, SortField<StoredWaitingEntry>>> = {
      latestDate: { value: (entry) => entry.latestDate },
      addedAt: { value: (entry) => entry.addedAt },
      employee: { value: (entry) => employeeName(employeeOf(entry.employeeId)), text: true },
    };
    const position = new Map(state.waitlist.map((entry, index) => [entry.id, index]));
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'latestDate', direction: 'asc' }],
      sorts,
      (entry) => position.get(entry.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, (entry) => entryJson(state, entry, reader, language)));
  });

  routes.get(`${BASE}/case-deadline`, (c) => {
    const access = readerOf(c);
    if ('refusal' in access) return access.refusal;
    const employeeId = c.req.query('employeeId') ?? '';
    if (!seededEmployee(employeeId)) return notFound(c);
    if (!inReach(access.reader, employeeId)) return forbidden(c);
    return c.json({ data: { problemAnalysisBy: problemAnalysisBy(store.state, employeeId, now()) } });
  });

  routes.get(`${BASE}/matches`, (c) => {
    const access = readerOf(c);
    if ('refusal' in access) return access.refusal;
    const { reader } = access;
    const start = momentIn(c.req.query('start'));
    const end = momentIn(c.req.query('end'));
    const userId = c.req.query('userId') ?? '';
    const errors: Record<string, string[]> = {};
    const add = (field: string, verdict: WaitlistVerdict) =>
      (errors[field] = [sayWaitlist(c, verdict, field)]);
    if (start === null) add('start', 'invalidMoment');
    if (end === null) add('end', 'invalidMoment');
    if (start !== null && end !== null && (end <= start || end - start > MAX_FREED_MS))
      add('end', 'periodOrder');
    if (!AGENDA_USERS.some((candidate) => candidate.id === userId)) add('userId', 'unknownProfessional');
    if (Object.keys(errors).length > 0 || start === null || end === null) return refuseFields(c, errors);
    const { state } = store;
    const language = languageFor(c);
    const freed = {
      userId,
      start: Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(SLOT_TIME_ZONE),
      end: Temporal.Instant.fromEpochMilliseconds(end).toZonedDateTimeISO(SLOT_TIME_ZONE),
    };
    const at = now();
    const matches = visible(reader)
      .flatMap((entry) => {
        const slot = slotFor(state, entry, freed, at);
        return slot ? [{ entry, slot }] : [];
      })
      .sort(
        (a, b) =>
          a.entry.latestDate.localeCompare(b.entry.latestDate) ||
          a.entry.addedAt.localeCompare(b.entry.addedAt) ||
          Number(a.entry.id) - Number(b.entry.id),
      );
    return c.json({
      data: matches.map(({ entry, slot }) => ({
        entry: entryJson(state, entry, reader, language),
        slot: {
          userId: slot.userId,
          userName: userOf(slot.userId)?.displayName ?? slot.userId,
          locationId: entry.channel === 'on_site' ? slot.locationId : null,
          roomId: slot.roomId,
          resourceIds: [...slot.resourceIds],
          start: isoMoment(slot.start.epochMilliseconds),
          end: isoMoment(slot.end.epochMilliseconds),
        },
      })),
    });
  });

  routes.post(BASE, async (c) => {
    const access = readerOf(c);
    if ('refusal' in access) return access.refusal;
    const { reader } = access;
    const body = await readJson(c);
    const errors: Record<string, string[]> = {};
    const add = (field: string, verdict: WaitlistVerdict) =>
      (errors[field] ??= [sayWaitlist(c, verdict, field)]);
    for (const key of Object.keys(body)) if (!BODY_KEYS.includes(key)) add(key, 'unknownField');
    const { state } = store;
    const { employeeId, operationId, channel, locationIds, userIds, latestDate, purpose } = body;
    const employee = typeof employeeId === 'string' ? seededEmployee(employeeId) : null;
    if (employeeId === undefined || employeeId === '') add('employeeId', 'required');
    else if (!employee) add('employeeId', 'unknownEmployee');
    else if (!inReach(reader, employee.id)) return forbidden(c);
    const operation = state.operations.find((candidate) => candidate.id === operationId) ?? null;
    if (operationId === undefined || operationId === '') add('operationId', 'required');
    else if (!operation) add('operationId', 'unknownOperation');
    else if (reader.employerId !== null && !operation.employerBookable) add('operationId', 'notForEmployers');
    if (!STORED_CHANNELS.includes(channel as never)) add('channel', 'invalid');
    if (!isIdList(locationIds)) add('locationIds', 'invalid');
    else if (!locationIds.every((id) => state.locations.some((location) => location.id === id)))
      add('locationIds', 'unknownLocation');
    if (!isIdList(userIds)) add('userIds', 'invalid');
    else if (!userIds.every((id) => AGENDA_USERS.some((candidate) => candidate.id === id)))
      add('userIds', 'unknownProfessional');
    if (!STORED_PURPOSES.includes(purpose as never)) add('purpose', 'invalid');
    const today = amsterdamDate(now());
    let latest: string | null = null;
    if (purpose === 'problem-analysis') {
      latest = employee ? problemAnalysisBy(state, employee.id, now()) : null;
      if (employee && latest === null) add('purpose', 'noOpenCase');
    } else if (latestDate === undefined || latestDate === null || latestDate === '')
      add('latestDate', 'required');
    else if (!isIsoDate(latestDate)) add('latestDate', 'invalid');
    else if (latestDate < today) add('latestDate', 'inPast');
    else if (Date.parse(latestDate) - Date.parse(today) > 366 * DAY_MS) add('latestDate', 'tooFar');
    else latest = latestDate;
    if (
      employee &&
      operation &&
      state.waitlist.some((entry) => entry.employeeId === employee.id && entry.operationId === operation.id)
    )
      add('employeeId', 'alreadyWaiting');
    if (Object.keys(errors).length > 0 || !employee || !operation || latest === null)
      return refuseFields(c, errors);
    const entry: StoredWaitingEntry = {
      id: String(state.lastWaitlistId + 1),
      employeeId: employee.id,
      operationId: operation.id,
      channel: channel as StoredWaitingEntry['channel'],
      locationIds: [...new Set(locationIds as string[])],
      userIds: [...new Set(userIds as string[])],
      latestDate: latest,
      purpose: purpose as StoredWaitingEntry['purpose'],
      addedAt: isoMoment(now()),
      addedById: reader.user.id,
      addedByName: reader.user.displayName,
    };
    store.change((draft) => {
      draft.lastWaitlistId += 1;
      draft.waitlist.push(entry);
    });
    return c.json({ data: entryJson(store.state, entry, reader, languageFor(c)) }, 201);
  });

  routes.delete(`${BASE}/:id`, (c) => {
    const access = readerOf(c);
    if ('refusal' in access) return access.refusal;
    const id = c.req.param('id');
    const entry = store.state.waitlist.find((candidate) => candidate.id === id);
    // Another employer's entry is as absent as one that never was.
    if (!entry || !inReach(access.reader, entry.employeeId)) return notFound(c);
    store.change((draft) => {
      draft.waitlist = draft.waitlist.filter((candidate) => candidate.id !== id);
    });
    return c.body(null, 204);
  });

  return routes;
}
