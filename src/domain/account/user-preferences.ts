import type { AgendaView } from '../agenda/agenda-period';

/** The agenda views a user may keep as their own: the grids, not the list. */
export const PREFERRED_AGENDA_VIEWS = ['day', 'workweek', 'week'] as const satisfies readonly AgendaView[];
export type PreferredAgendaView = (typeof PREFERRED_AGENDA_VIEWS)[number];

/**
 * What a user chose once and finds again on every device (spec section 3: user preferences). A new
 * preference is one more field here, with its default in NO_PREFERENCES.
 */
export interface UserPreferences {
  /** The agenda's columns the planner chose (agenda users, rooms, resources), by id, in their order. */
  readonly agendaColumns: readonly string[];
  /** The agenda view the user opens with; none chosen yet is null. */
  readonly agendaView: PreferredAgendaView | null;
}

/** A user who never chose anything. */
export const NO_PREFERENCES: UserPreferences = { agendaColumns: [], agendaView: null };
