import type { Temporal } from 'temporal-polyfill';

/**
 * Where an appointment is in its life: planned (booked), confirmed (the employee said they come),
 * arrived (reported at the desk), completed (the consult took place), no_show (did not come) and
 * cancelled (called off). In the order the agenda lists them in its filters and legend.
 */
export const APPOINTMENT_STATUSES = [
  'planned',
  'confirmed',
  'arrived',
  'completed',
  'no_show',
  'cancelled',
] as const;

/** One of the APPOINTMENT_STATUSES; the moves between them are in appointment-status.ts. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How the appointment takes place: at a location, by phone or by video call. */
export const APPOINTMENT_CHANNELS = ['on_site', 'phone', 'video'] as const;

/** One of the APPOINTMENT_CHANNELS. */
export type AppointmentChannel = (typeof APPOINTMENT_CHANNELS)[number];

/**
 * What an appointment occupies, as the clash check sees it: the professional it is booked with, the
 * room (none for a phone or video call) and the resources (an audiometer, an interpreter) from start
 * to end. The end is the first moment no longer taken, so an appointment may start as another ends.
 */
export interface Booking {
  readonly id: string;
  /** The agenda user (professional) the appointment is with. */
  readonly userId: string;
  readonly roomId: string | null;
  readonly resourceIds: readonly string[];
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  readonly status: AppointmentStatus;
}
