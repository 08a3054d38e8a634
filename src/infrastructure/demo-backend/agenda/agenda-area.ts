import type { DemoArea } from '../platform/area';
import type { TasksState } from '../tasks/case-seed';
import type { AgendaState } from './appointment-seed';
import { seedAgenda } from './appointment-seed';
import { appointmentRoutes } from './appointment-routes';

/** The agenda: the appointments of a day. Seeded after the tasks, whose open dossiers it plans around. */
export const agendaArea: DemoArea<AgendaState, Pick<TasksState, 'dossiers'>> = {
  routes: appointmentRoutes,
  seed: (seedTime, { dossiers }) => {
    if (!dossiers) throw new Error('The agenda is seeded after the tasks, whose dossiers it needs');
    return seedAgenda(seedTime, dossiers);
  },
  stateKeys: ['appointments'],
};
