import { token } from '../../../application/platform/token';
import type { AgendaViewModel } from './agenda-view-model';

export const AgendaViewModels = token<AgendaViewModels>('AgendaViewModels');
/** The agenda screen's view-model, each call a new one (the appointment lists have their own). */
export interface AgendaViewModels {
  agenda(): AgendaViewModel;
}
