/** The agenda bench page's script: puts the grid's entry and the shared data where the bench can call them. */
import './agenda-page.css';
import { agendaBenchData, SCENARIOS } from './agenda-data.mjs';
import { mount, mountLive, mountTimeline } from './agenda-entry';

declare global {
  interface Window {
    agendaBench?: {
      mount: typeof mount;
      mountTimeline: typeof mountTimeline;
      mountLive: typeof mountLive;
      agendaBenchData: typeof agendaBenchData;
      scenarios: typeof SCENARIOS;
    };
  }
}

window.agendaBench = { mount, mountTimeline, mountLive, agendaBenchData, scenarios: SCENARIOS };
