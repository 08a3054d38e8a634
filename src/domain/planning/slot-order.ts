import { Temporal } from 'temporal-polyfill';

/** What the order of a day's slots looks at. */
export interface TimedSlot {
  readonly userId: string;
  readonly locationId: string;
  readonly start: Temporal.ZonedDateTime;
}

/** One professional's slots of a day, in time order. */
export interface ProfessionalGroup<S extends TimedSlot> {
  readonly userId: string;
  readonly slots: readonly S[];
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A day's slots as a planner reads them: by start time; at the same time the preferred professional
 * first, then by user id and location id, so the same answer always reads the same. (The slot finder
 * ranks by fewest gaps, which suits picking one for the planner, not reading a list of times.)
 */
export function inTimeOrder<S extends TimedSlot>(slots: readonly S[], preferredUserId: string | null): S[] {
  const preferred = (slot: S) => (slot.userId === preferredUserId ? 0 : 1);
  return [...slots].sort(
    (a, b) =>
      Temporal.ZonedDateTime.compare(a.start, b.start) ||
      preferred(a) - preferred(b) ||
      byId(a.userId, b.userId) ||
      byId(a.locationId, b.locationId),
  );
}

/**
 * A day's slots grouped by professional: one group each, the preferred professional's first, then the
 * others by their earliest slot (the user id when two start together); each group in time order.
 */
export function groupedByProfessional<S extends TimedSlot>(
  slots: readonly S[],
  preferredUserId: string | null,
): ProfessionalGroup<S>[] {
  const groups = new Map<string, S[]>();
  for (const slot of inTimeOrder(slots, preferredUserId)) {
    const group = groups.get(slot.userId);
    if (group) group.push(slot);
    else groups.set(slot.userId, [slot]);
  }
  // Map keeps the order of first appearance: by earliest slot, the preferred one first at equal times.
  const ordered = [...groups].map(([userId, list]) => ({ userId, slots: list }));
  const preferred = ordered.findIndex((group) => group.userId === preferredUserId);
  if (preferred > 0) ordered.unshift(...ordered.splice(preferred, 1));
  return ordered;
}
