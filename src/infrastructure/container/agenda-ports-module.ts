import { AgendaChangeFeed } from '../../application/agenda/agenda-change-feed';
import { AgendaGateway } from '../../application/agenda/agenda-gateway';
import { FollowAgendaChanges } from '../../application/agenda/follow-agenda-changes';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { documentVisibility } from '../agenda/document-visibility';
import { FetchChangeTransport } from '../agenda/fetch-change-transport';
import { HttpAgendaGateway } from '../agenda/http-agenda-gateway';
import { LiveAgendaChangeFeed } from '../agenda/live-agenda-change-feed';
import { HttpClient } from '../http/http-client';
import { portalModule } from './binder';

/** The agenda area's gateways: what other areas' screens use of it, loaded without its screens. */
export const agendaPortsModule = portalModule((b) => {
  b.factory(AgendaGateway, [HttpClient], (http) => new HttpAgendaGateway(http)).inSingletonScope();
  // One feed for the page: the agenda, the appointment list and planning share its one connection.
  b.factory(
    AgendaChangeFeed,
    [HttpClient, Scheduler],
    (http, scheduler) =>
      new LiveAgendaChangeFeed(new FetchChangeTransport(http), scheduler, documentVisibility),
  ).inSingletonScope();
  // Followed by the agenda's screens and by planning's, which loads these ports but not the agenda's modules.
  b.construct(FollowAgendaChanges, [AgendaChangeFeed, SessionStore]);
});
