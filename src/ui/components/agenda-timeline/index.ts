export { AgendaTimeline } from './agenda-timeline';
