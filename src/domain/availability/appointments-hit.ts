import { Temporal } from 'temporal-polyfill';
import type { AppointmentStatus } from '../agenda/appointment';
import type { AvailabilitySources } from './availability';
import { availabilityOn } from './availability';
import { AGENDA_TIME_ZONE } from './schedule';

/** An appointment of the person, as the check sees it. */
export interface BookedTime {
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  readonly status: AppointmentStatus;
  /** Where it takes place; null for a phone or video call, which any of the person's schedules covers. */
  readonly locationId: string | null;
}

/**
 * Only an appointment still to take place can be hit: one that took place, did not, or was called off
 * needs no moving.
 */
export const STILL_TO_COME: readonly AppointmentStatus[] = ['planned', 'confirmed'];

const stillToCome = (appointment: BookedTime) => STILL_TO_COME.includes(appointment.status);

/**
 * The appointments a day off (or part of one) falls on: still to take place and overlapping it, the
 * end of either being the first moment no longer taken. Wall-clock times in Europe/Amsterdam.
 */
export function appointmentsInDayOff<A extends BookedTime>(
  appointments: readonly A[],
  dayOff: { readonly start: Temporal.PlainDateTime; readonly end: Temporal.PlainDateTime },
): A[] {
  const from = dayOff.start.toZonedDateTime(AGENDA_TIME_ZONE);
  const until = dayOff.end.toZonedDateTime(AGENDA_TIME_ZONE);
  return appointments.filter(
    (appointment) =>
      stillToCome(appointment) &&
      Temporal.ZonedDateTime.compare(appointment.start, until) < 0 &&
      Temporal.ZonedDateTime.compare(appointment.end, from) > 0,
  );
}

/** Minutes since midnight, start and end, on one date. */
type Span = readonly [number, number];

const minutesOf = (time: Temporal.PlainTime): number =>
  time.hour * 60 + time.minute + time.second / 60 + time.millisecond / 60_000;

/** What is left of `spans` once every one of `cuts` is taken out. */
function without(spans: readonly Span[], cuts: readonly Span[]): Span[] {
  let left: Span[] = [...spans];
  for (const [cutStart, cutEnd] of cuts)
    left = left.flatMap(([start, end]) => {
      if (cutEnd <= start || cutStart >= end) return [[start, end] as Span];
      const parts: Span[] = [];
      if (cutStart > start) parts.push([start, cutStart]);
      if (cutEnd < end) parts.push([cutEnd, end]);
      return parts;
    });
  return left;
}

/**
 * The appointments a change of availability takes the time of: still to take place and overlapping
 * time the person was available `before` and no longer is `after`, at the appointment's location (any
 * location for a phone or video call). Adding time hits nothing; an appointment already outside the
 * person's availability is not the change's doing. An appointment is read on the date it starts;
 * past midnight it counts until the end of that date.
 */
export function appointmentsLosingTheirTime<A extends BookedTime>(
  appointments: readonly A[],
  before: AvailabilitySources,
  after: AvailabilitySources,
): A[] {
  const lostByDate = new Map<string, { locationId: string; span: Span }[]>();
  const lostOn = (date: Temporal.PlainDate) => {
    const key = date.toString();
    let lost = lostByDate.get(key);
    if (lost) return lost;
    const blocksBefore = availabilityOn(date, before);
    const blocksAfter = availabilityOn(date, after);
    const locations = new Set(blocksBefore.map((block) => block.locationId));
    lost = [...locations].flatMap((locationId) => {
      const at = (blocks: typeof blocksBefore): Span[] =>
        blocks
          .filter((block) => block.locationId === locationId)
          .map((block) => [minutesOf(block.start), minutesOf(block.end)] as const);
      return without(at(blocksBefore), at(blocksAfter)).map((span) => ({ locationId, span }));
    });
    lostByDate.set(key, lost);
    return lost;
  };
  return appointments.filter((appointment) => {
    if (!stillToCome(appointment)) return false;
    const start = appointment.start.withTimeZone(AGENDA_TIME_ZONE);
    const end = appointment.end.withTimeZone(AGENDA_TIME_ZONE);
    const date = start.toPlainDate();
    const from = minutesOf(start.toPlainTime());
    const until = end.toPlainDate().equals(date) ? minutesOf(end.toPlainTime()) : 1440;
    return lostOn(date).some(
      ({ locationId, span }) =>
        (appointment.locationId === null || appointment.locationId === locationId) &&
        span[0] < until &&
        span[1] > from,
    );
  });
}
