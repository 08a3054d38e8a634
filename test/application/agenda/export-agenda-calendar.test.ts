import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Appointment, AppointmentPage } from '../../../src/application/agenda/agenda-gateway';
import type { CalendarFileMaker } from '../../../src/application/agenda/calendar-file';
import type { SeriesPattern } from '../../../src/domain/agenda/calendar-series';
import {
  calendarFileName,
  ExportAgendaCalendar,
} from '../../../src/application/agenda/export-agenda-calendar';
import type { FileDownload } from '../../../src/application/platform/file-download';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { anAppointment, FakeAgendaGateway, rejected } from './agenda-fakes';

/** Writes a line per appointment, so a test sees what went into the file; keeps the series it was given. */
class FakeCalendarFiles implements CalendarFileMaker {
  broken = false;
  readonly seriesGiven: (readonly SeriesPattern[])[] = [];
  make(
    calendarName: string,
    appointments: readonly Appointment[],
    series: readonly SeriesPattern[] = [],
  ): Promise<string> {
    if (this.broken) return Promise.reject(new Error('the calendar library did not load'));
    this.seriesGiven.push(series);
    return Promise.resolve([calendarName, ...appointments.map((appointment) => appointment.id)].join('|'));
  }
}

const aPattern = (id: string): SeriesPattern => ({
  id,
  rule: { frequency: 'weekly', interval: 1, weekdays: [3], end: { kind: 'count', count: 8 } },
  first: {
    date: Temporal.PlainDate.from('2025-11-05'),
    start: Temporal.PlainTime.from('09:00'),
    end: Temporal.PlainTime.from('09:30'),
  },
});

class RecordingDownload implements FileDownload {
  readonly saved: { name: string; mimeType: string; text: string }[] = [];
  save(name: string, mimeType: string, text: string): void {
    this.saved.push({ name, mimeType, text });
  }
}

/** The agenda gateway answering the period's appointments with a failure. */
class FailingAgendaGateway extends FakeAgendaGateway {
  constructor(private readonly failure: GatewayFailure) {
    super();
  }
  override appointments(
    query: Parameters<FakeAgendaGateway['appointments']>[0],
  ): Promise<Result<AppointmentPage, GatewayFailure>> {
    this.queries.push(query);
    return Promise.resolve(fail(this.failure));
  }
}

function setUp(gateway = new FakeAgendaGateway()) {
  const files = new FakeCalendarFiles();
  const download = new RecordingDownload();
  const notifier = new RecordingNotifier();
  return {
    gateway,
    files,
    download,
    notifier,
    exporter: new ExportAgendaCalendar(gateway, files, download, notifier),
  };
}

const from = Temporal.PlainDate.from('2025-11-03');
const until = Temporal.PlainDate.from('2025-11-09');

describe('downloading an agenda as a calendar file', () => {
  it('fetches the person’s appointments of the period and saves them as one file', async () => {
    const { gateway, download, notifier, exporter } = setUp();
    gateway.rows = [anAppointment({ id: 'a-1' }), anAppointment({ id: 'a-2' })];
    expect(await exporter.person('u-1', 'Dr. A. Bakker', from, until)).toEqual(ok(undefined));
    expect(gateway.queries).toEqual([{ from, until, agendaIds: ['u-1'] }]);
    expect(download.saved).toEqual([
      {
        name: 'agenda-dr-a-bakker-2025-11-03-2025-11-09.ics',
        mimeType: 'text/calendar;charset=utf-8',
        text: 'Dr. A. Bakker|a-1|a-2',
      },
    ]);
    expect(notifier.notices).toEqual([
      {
        type: 'success',
        title: 'agendaExport.downloaded',
        values: { file: 'agenda-dr-a-bakker-2025-11-03-2025-11-09.ics' },
      },
    ]);
  });

  it('asks the rules of the series among the appointments, once each, and writes the file with them', async () => {
    const { gateway, files, download, exporter } = setUp();
    gateway.rows = [
      anAppointment({ id: 'a-1', seriesId: 's-1' }),
      anAppointment({ id: 'a-2' }),
      anAppointment({ id: 'a-3', seriesId: 's-1' }),
    ];
    gateway.seriesPatterns = [aPattern('s-1'), aPattern('s-2')];
    expect(await exporter.person('u-1', 'Dr. A. Bakker', from, until)).toEqual(ok(undefined));
    expect(gateway.seriesAsked).toEqual([['s-1']]);
    expect(files.seriesGiven).toEqual([[aPattern('s-1')]]);
    expect(download.saved).toHaveLength(1);
  });

  it('asks no series when none of the appointments belongs to one', async () => {
    const { gateway, exporter } = setUp();
    gateway.rows = [anAppointment({ id: 'a-1' })];
    await exporter.person('u-1', 'Dr. A. Bakker', from, until);
    expect(gateway.seriesAsked).toEqual([]);
  });

  it('shows the server’s refusal of the series in its own words and saves nothing', async () => {
    const { gateway, download, notifier, exporter } = setUp();
    gateway.rows = [anAppointment({ id: 'a-1', seriesId: 's-1' })];
    const refusal = rejected(503, 'De reeksen zijn even niet te lezen.');
    gateway.seriesAnswer = fail(refusal);
    expect(await exporter.person('u-1', 'Dr. A. Bakker', from, until)).toEqual(fail(refusal));
    expect(download.saved).toEqual([]);
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'De reeksen zijn even niet te lezen.', verbatim: true },
    ]);
  });

  it('saves a single appointment without asking the server', async () => {
    const { gateway, download, exporter } = setUp();
    expect(await exporter.single(anAppointment({ id: 'a-9', title: 'Spreekuur bedrijfsarts' }))).toEqual(
      ok(undefined),
    );
    expect(gateway.queries).toEqual([]);
    expect(download.saved.map((file) => [file.name, file.text])).toEqual([
      ['agenda-spreekuur-bedrijfsarts-2025-11-05.ics', 'Spreekuur bedrijfsarts|a-9'],
    ]);
  });

  it('shows the server’s refusal in its own words and saves nothing', async () => {
    const refusal = rejected(403, 'U mag deze agenda niet inzien.');
    const { download, notifier, exporter } = setUp(new FailingAgendaGateway(refusal));
    expect(await exporter.person('u-2', 'Dr. B. Smit', from, until)).toEqual(fail(refusal));
    expect(download.saved).toEqual([]);
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'U mag deze agenda niet inzien.', verbatim: true },
    ]);
  });

  it('says it failed in its own words when the server gave none', async () => {
    const { notifier, exporter } = setUp(new FailingAgendaGateway(rejected(500, ' ')));
    await exporter.person('u-2', 'Dr. B. Smit', from, until);
    expect(notifier.notices).toEqual([{ type: 'error', title: 'agendaExport.failed' }]);
  });

  it('adds no second message to a failure the user has heard of or needs no word of', async () => {
    const failures: GatewayFailure[] = [
      { kind: 'network', told: true },
      { kind: 'unauthorized' },
      { kind: 'aborted' },
      { kind: 'rejected', status: 422, message: 'Al gemeld', code: null, fieldErrors: {}, told: true },
    ];
    for (const failure of failures) {
      const { notifier, exporter } = setUp(new FailingAgendaGateway(failure));
      expect(await exporter.person('u-1', 'Dr. A. Bakker', from, until)).toEqual(fail(failure));
      expect(notifier.notices, failure.kind).toEqual([]);
    }
  });

  it('tells the user once when the file cannot be made', async () => {
    const { files, download, notifier, exporter } = setUp();
    files.broken = true;
    expect(await exporter.single(anAppointment())).toEqual(fail({ kind: 'network', told: true }));
    expect(download.saved).toEqual([]);
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.somethingWentWrong' }]);
  });
});

describe('the name of a calendar file', () => {
  it('is plain lower-case ASCII: accents dropped, anything else a hyphen', () => {
    expect(calendarFileName(['Dr. Ö. Çelik-Özdemir', '2025-11-03'])).toBe(
      'agenda-dr-o-celik-ozdemir-2025-11-03.ics',
    );
    expect(calendarFileName(['  ', '***'])).toBe('agenda.ics');
  });

  it('is always safe to save, whatever the names it is made of', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 4 }), (parts) => {
        const name = calendarFileName(parts);
        expect(name).toMatch(/^agenda(-[a-z0-9]+)*\.ics$/);
        expect(name.length).toBeLessThanOrEqual(104);
      }),
    );
  });
});
