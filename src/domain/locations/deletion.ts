/**
 * What still uses a record that someone wants to delete. The back office refuses the deletion while any
 * count is above zero and says what uses it (issue: locations); the domain names the same blockers.
 */
export interface Usage {
  /** Appointments from now on, at the location or in the room, with the resource or the operation. */
  readonly futureAppointments: number;
  /** Availability schedules that use the location or allow the operation. */
  readonly schedules: number;
  /** Rooms that hold the resource type, or rooms of the location. */
  readonly rooms: number;
  /** Resources of the type, or resources of the location. */
  readonly resources: number;
  /** Operations that need the resource type. */
  readonly operations: number;
}

export type DeletionBlocker = keyof Usage;

export const NO_USAGE: Usage = { futureAppointments: 0, schedules: 0, rooms: 0, resources: 0, operations: 0 };

/** The uses that stand in the way, in a fixed order; none means the record may go. */
export function deletionBlockers(usage: Usage): readonly DeletionBlocker[] {
  const order: readonly DeletionBlocker[] = [
    'futureAppointments',
    'schedules',
    'rooms',
    'resources',
    'operations',
  ];
  return order.filter((kind) => usage[kind] > 0);
}
