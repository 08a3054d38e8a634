import { Hono } from 'hono';
import { MAX_SERIES_IDS } from '../../agenda/series-schemas';
import { Problems } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuse, refuseFields } from '../platform/route-kit';
import { agendaViewer, V3 } from './agenda-kit';
import { mayRead } from './agenda-viewer';
import { seriesRuleJson } from './stored-series-pattern';

/**
 * GET v3/agenda/series?filter[id]=: the rules of recurring series (series-schemas.ts), each only for a
 * reader who may read one of its appointments; an id of any other series is left out unremarked.
 */
export function seriesRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  return new Hono<Env>().get(`${V3}/agenda/series`, (c) => {
    const who = agendaViewer(c);
    if (!who) return refuse(c, 401, 'unauthenticated');
    const ids = [
      ...new Set(
        (c.req.query('filter[id]') ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    const problems = new Problems(c);
    if (ids.length === 0) problems.add('filter[id]', 'fieldRequired', { field: 'filter[id]' });
    else if (ids.length > MAX_SERIES_IDS)
      problems.add('filter[id]', 'fieldTooMany', { field: 'filter[id]', max: MAX_SERIES_IDS });
    if (problems.any) return refuseFields(c, problems.errors);
    const { state } = store;
    const readable = state.series.filter(
      (series) =>
        ids.includes(series.id) &&
        state.appointments.some(
          (appointment) => appointment.seriesId === series.id && mayRead(who, appointment),
        ),
    );
    return c.json({ data: readable.map(seriesRuleJson) });
  });
}
