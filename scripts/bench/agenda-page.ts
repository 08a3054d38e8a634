/** The agenda bench page's script: puts the grid's entry and the shared data where the bench can call them. */
import './agenda-page.css';
import { agendaBenchData, SCENARIOS } from './agenda-data.mjs';
import { mount } from './agenda-entry';

declare global {
  interface Window {
    agendaBench?: {
      mount: typeof mount;
      agendaBenchData: typeof agendaBenchData;
      scenarios: typeof SCENARIOS;
    };
  }
}

window.agendaBench = { mount, agendaBenchData, scenarios: SCENARIOS };
