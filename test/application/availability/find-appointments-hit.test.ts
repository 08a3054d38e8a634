import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FindAppointmentsHit } from '../../../src/application/availability/find-appointments-hit';
import { FixedClock } from '../../support/task-fakes';
import { TODAY } from '../../support/task-mother';
import { FakeAgendaGateway, anAppointment } from '../agenda/agenda-fakes';

const at = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);
const wallClock = (text: string) => Temporal.PlainDateTime.from(text);

function setUp() {
  const agenda = new FakeAgendaGateway();
  agenda.rows = [];
  return { agenda, find: new FindAppointmentsHit(agenda, new FixedClock()) };
}

describe('finding the appointments a day off or a change hits', () => {
  it('reads the person’s appointments still to take place, from today, and names them as the reader may see them', async () => {
    const { agenda, find } = setUp();
    const hidden = anAppointment({
      id: 'a-1',
      start: at('2026-11-23T10:00'),
      end: at('2026-11-23T10:30'),
      title: 'Afspraak (afgeschermd)',
    });
    agenda.rows = [hidden];
    const found = await find.byDayOff('u-1', {
      start: wallClock('2026-11-20T00:00'),
      end: wallClock('2026-11-24T00:00'),
    });
    expect(found).toEqual({
      ok: true,
      value: [
        {
          id: 'a-1',
          start: at('2026-11-23T10:00'),
          end: at('2026-11-23T10:30'),
          title: 'Afspraak (afgeschermd)',
          employeeName: 'Jan Jansen',
          appointment: hidden,
        },
      ],
    });
    expect(agenda.queries).toEqual([
      {
        from: TODAY,
        until: Temporal.PlainDate.from('2026-11-24'),
        userId: 'u-1',
        statuses: ['planned', 'confirmed'],
      },
    ]);
  });

  it('asks nothing for a day off that lies wholly before today', async () => {
    const { agenda, find } = setUp();
    const found = await find.byDayOff('u-1', {
      start: wallClock('2026-11-02T00:00'),
      end: wallClock('2026-11-03T00:00'),
    });
    expect(found).toEqual({ ok: true, value: [] });
    expect(agenda.queries).toEqual([]);
  });

  it('checks an open-ended change for a year from today', async () => {
    const { agenda, find } = setUp();
    const none = { schedules: [], constraints: [], daysOff: [], holidays: [] };
    await find.byChange('u-1', none, none, { from: Temporal.PlainDate.from('2026-01-05'), until: null });
    expect(agenda.queries[0]).toMatchObject({ from: TODAY, until: TODAY.add({ days: 365 }) });
  });
});
