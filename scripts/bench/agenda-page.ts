/** The agenda bench page's script: puts the grid's entry and the shared data where the bench can call them. */
import './agenda-page.css';
import { agendaBenchData, SCENARIOS } from './agenda-data.mjs';
import { mount, mountLive, mountTimeline } from './agenda-entry';
import { mountConsultationHour } from './consultation-entry';

declare global {
  interface Window {
    agendaBench?: {
      mount: typeof mount;
      mountTimeline: typeof mountTimeline;
      mountLive: typeof mountLive;
      mountConsultationHour: typeof mountConsultationHour;
      agendaBenchData: typeof agendaBenchData;
      scenarios: typeof SCENARIOS;
    };
  }
}

window.agendaBench = {
  mount,
  mountTimeline,
  mountLive,
  mountConsultationHour,
  agendaBenchData,
  scenarios: SCENARIOS,
};
