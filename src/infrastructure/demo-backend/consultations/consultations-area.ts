import { DEFAULT_LATE_AFTER_MINUTES } from '../../../domain/consultations/consultation-day';
import type { AgendaState } from '../agenda/agenda-state';
import type { DemoArea } from '../platform/area';
import { consultationRoutes } from './consultation-routes';
import type { ConsultationsState } from './consultations-state';
import { followNoShows } from './no-show-follow-up';

/**
 * The consultation hour: a professional's day as it happens, on the agenda's appointments; a no-show
 * followed up with a task for the employee's case manager.
 */
export const consultationsArea: DemoArea<ConsultationsState, Pick<AgendaState, 'lastAgendaChange'>> = {
  routes: consultationRoutes,
  // The follow-up starts after what the agenda's seed wrote: the seed's no-shows were followed up before.
  seed: (_seedTime, earlier) => ({
    consultationSettings: { lateAfterMinutes: DEFAULT_LATE_AFTER_MINUTES },
    noShowCursor: earlier.lastAgendaChange ?? 0,
  }),
  stateKeys: ['consultationSettings', 'noShowCursor'],
  // A state kept from before the consultation hour: the default setting, and the follow-up starting
  // from the agenda's newest change.
  revive: (stored) => {
    const kept = stored as Partial<ConsultationsState> & Partial<Pick<AgendaState, 'lastAgendaChange'>>;
    return {
      ...stored,
      consultationSettings: kept.consultationSettings ?? { lateAfterMinutes: DEFAULT_LATE_AFTER_MINUTES },
      noShowCursor: typeof kept.noShowCursor === 'number' ? kept.noShowCursor : (kept.lastAgendaChange ?? 0),
    };
  },
  tick: followNoShows,
};
