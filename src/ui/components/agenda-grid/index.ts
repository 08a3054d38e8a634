export { AgendaGrid } from './agenda-grid';
export type {
  AgendaAppointment,
  AgendaAvailability,
  AgendaColumn,
  AgendaColumnKind,
  AgendaGridLabels,
  AgendaGridProps,
  AgendaMark,
  AgendaMarkKind,
  AgendaStatus,
} from './agenda-grid-types';
export { defaultAgendaGridLabels } from './default-labels';
