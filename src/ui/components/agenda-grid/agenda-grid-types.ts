/**
 * The agenda grid's plain data: days, columns (people, rooms, resources), appointments, working hours
 * and marks, as strings and numbers. Times are local wall-clock times in Europe/Amsterdam without an
 * offset ('2026-11-16T09:15:00'); the grid only does minute arithmetic on them.
 */

export type AgendaColumnKind = 'user' | 'room' | 'resource';

export type AgendaStatus = 'planned' | 'confirmed' | 'arrived' | 'completed' | 'no_show' | 'cancelled';

export type AgendaMarkKind = 'holiday' | 'dayOff' | 'closed';

export interface AgendaColumn {
  readonly id: string;
  readonly kind: AgendaColumnKind;
  readonly name: string;
  /** Its second line (a person's discipline, a room's location); without one, what kind it is. */
  readonly detail?: string | null;
}

export interface AgendaAppointment {
  readonly id: string;
  readonly columnId: string;
  /** Local date-time, 'YYYY-MM-DDTHH:MM' with optional ':SS'; the appointment is drawn on this day. */
  readonly start: string;
  readonly end: string;
  readonly title: string;
  readonly status: AgendaStatus;
  /** A second line, e.g. the employee. */
  readonly detail?: string;
  /**
   * A word shown on the tile whatever its height, before the title (a colleague just moved it); its
   * full sentence belongs in `detail`, which the accessible name holds.
   */
  readonly badge?: string;
  /** False: it cannot be picked up or dragged. Absent: movable when the grid has an onMove. */
  readonly movable?: boolean;
}

/** Working hours of a column on a day ('HH:MM'); the grid shades the time outside them. */
export interface AgendaAvailability {
  readonly columnId: string;
  readonly day: string;
  readonly start: string;
  readonly end: string;
}

/** A holiday, a day off or a closed location: named in the column header, the day shaded. */
export interface AgendaMark {
  /** null: every column of the day. */
  readonly columnId: string | null;
  readonly day: string;
  readonly kind: AgendaMarkKind;
  readonly label: string;
}

/**
 * Every text the grid shows or gives to assistive technology. Times are 'HH:MM', days 'YYYY-MM-DD';
 * `dayText` is what `dayHeading` answered for the day.
 */
export interface AgendaGridLabels {
  /** The grid's accessible name. */
  readonly grid: string;
  /** How to use the grid by keyboard (the grid's description). */
  readonly instructions: string;
  /** The header above the time axis. */
  readonly timeHeader: string;
  /** The key (one character, lower case) that picks up an appointment; named in `instructions`. */
  readonly moveKey: string;
  readonly dayHeading: (day: string) => string;
  readonly columnKind: (kind: AgendaColumnKind) => string;
  readonly mark: (kind: AgendaMarkKind, label: string) => string;
  /**
   * A time slot's name. `free`: no appointment (other than a cancelled one) covers it; `working`: it
   * lies within the column's working hours (always true when the grid has no working hours).
   */
  readonly slot: (
    columnName: string,
    dayText: string,
    time: string,
    free: boolean,
    working: boolean,
  ) => string;
  /** An appointment's name: its times, title, status and detail. */
  readonly appointment: (appointment: AgendaAppointment) => string;
  readonly status: (status: AgendaStatus) => string;
  /** Announced when an appointment is picked up (by keyboard). */
  readonly pickedUp: (title: string) => string;
  /** Announced at every step of a move or resize. */
  readonly moving: (title: string, columnName: string, dayText: string, start: string, end: string) => string;
  /** Announced when the appointment is dropped (onMove is called). */
  readonly dropped: (
    title: string,
    columnName: string,
    dayText: string,
    start: string,
    end: string,
  ) => string;
  /** Announced when a move is cancelled. */
  readonly putBack: (title: string) => string;
  /** Added to a step's announcement, and shown on the ghost, when clashOf answers a text. */
  readonly clash: (text: string) => string;
}

export interface AgendaGridProps {
  /** 'YYYY-MM-DD': one for a day view, five or seven for a week. */
  readonly days: readonly string[];
  /** Shown for each day, day groups side by side. */
  readonly columns: readonly AgendaColumn[];
  readonly appointments: readonly AgendaAppointment[];
  /** Working hours; time outside them is shaded. Absent: nothing is shaded. */
  readonly available?: readonly AgendaAvailability[];
  /**
   * The columns whose working hours `available` gives (a day without any is shaded whole); the others
   * are not shaded. Absent: every column's.
   */
  readonly hoursOf?: readonly string[];
  readonly marks?: readonly AgendaMark[];
  /** 'YYYY-MM-DDTHH:MM' local wall-clock: a line across today's columns, and the first scroll. */
  readonly now?: string;
  /** First hour shown (default 7). */
  readonly startHour?: number;
  /** Hour the grid ends (default 19). */
  readonly endHour?: number;
  /** Length of a slot (default 15); the hour should be a multiple of it. */
  readonly slotMinutes?: number;
  /** Length of what a click or Enter on a slot proposes to create (default 30). */
  readonly createMinutes?: number;
  readonly labels: AgendaGridLabels;
  /** Added to the root's class; `agenda-grid--fill` makes the grid as high as its parent. */
  readonly className?: string;
  readonly onOpen?: (id: string) => void;
  readonly onCreate?: (columnId: string, start: string, end: string) => void;
  /** A move or a resize: the appointment's new column and times ('YYYY-MM-DDTHH:MM:SS'). */
  readonly onMove?: (id: string, columnId: string, start: string, end: string) => void;
  /** Whether the proposed place clashes, with a text to show; null when it does not. */
  readonly clashOf?: (id: string, columnId: string, start: string, end: string) => string | null;
}
