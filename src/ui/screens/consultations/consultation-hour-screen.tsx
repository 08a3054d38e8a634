import { observer } from 'mobx-react-lite';
import type { FormEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { mayOpen } from '../../../domain/access/navigation-guard';
import { pathIfRouted } from '../../../domain/access/route-match';
import { SLOT_TIME_ZONE } from '../../../domain/shared/zoned-slot';
import { DateField } from '../../components/form/date-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { PageFrame } from '../../components/page-frame';
import { formatClock, formatTime, formatWeekdayDate } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import type { ConsultationHourViewModel, DayLine } from './consultation-hour-view-model';
import './consultations.css';

const KEY_OF = { arrived: 'A', completed: 'C', no_show: 'N' } as const;

const DayChoice = observer(function DayChoice({ vm }: { vm: ConsultationHourViewModel }) {
  const t = useT();
  return (
    <div className="consultation-hour__choice">
      {vm.choosesProfessional ? (
        <SelectField
          id="consultation-professional"
          label={t('consultations.professional')}
          value={vm.userId ?? ''}
          onValue={vm.chooseProfessional}
          options={[
            ...(vm.hasOwnDay ? [{ value: '', label: t('consultations.own') }] : []),
            ...vm.professionals.map((person) => ({
              value: person.id,
              label: person.detail ? `${person.name} (${person.detail})` : person.name,
            })),
          ]}
        />
      ) : null}
      <DateField
        id="consultation-date"
        label={t('consultations.date')}
        value={vm.date}
        onValue={(date) => (date ? vm.showDate(date) : undefined)}
      />
      <div className="consultation-hour__days">
        <button type="button" className="button" onClick={vm.previousDay}>
          {t('consultations.previousDay')}
        </button>
        <button type="button" className="button" onClick={vm.today} disabled={vm.isToday}>
          {t('consultations.today')}
        </button>
        <button type="button" className="button" onClick={vm.nextDay}>
          {t('consultations.nextDay')}
        </button>
      </div>
    </div>
  );
});

const StateText = observer(function StateText({ line }: { line: DayLine }) {
  const t = useT();
  const locale = useServices().locale.current;
  const { moment, consultation } = line;
  switch (moment.state) {
    case 'late':
      return <>{t('consultations.states.late', { minutes: moment.lateByMinutes ?? 0 })}</>;
    case 'waiting':
      if (!consultation.arrivedAt || moment.waitingMinutes === null)
        return <>{t('consultations.states.arrived')}</>;
      return (
        <>
          {t('consultations.states.waiting', {
            time: formatTime(consultation.arrivedAt, locale),
            minutes: moment.waitingMinutes,
          })}
        </>
      );
    default:
      return <>{t(`consultations.states.${moment.state}`)}</>;
  }
});

const Reminded = observer(function Reminded({ line }: { line: DayLine }) {
  const t = useT();
  const locale = useServices().locale.current;
  const sent = line.consultation.reminders.filter((reminder) => reminder.state === 'sent');
  if (sent.length === 0) return <p className="consultation__meta">{t('consultations.notReminded')}</p>;
  const when = sent
    .map((reminder) => {
      const at = reminder.at.toZonedDateTimeISO(SLOT_TIME_ZONE);
      const moment = `${formatWeekdayDate(at.toPlainDate(), locale)} ${formatClock(at.toPlainTime())}`;
      return t(`consultations.remindedBy.${reminder.channel}`, { when: moment });
    })
    .join('; ');
  return <p className="consultation__meta">{t('consultations.reminded', { when })}</p>;
});

const NoShowFollowUp = observer(function NoShowFollowUp({ line }: { line: DayLine }) {
  const t = useT();
  const { session, locale } = useServices();
  const user = session.user;
  const { followUp, appointment } = line.consultation;
  const dossier = followUp ? pathIfRouted('dossier', { dossierId: followUp.dossierId }) : null;
  const planning = appointment.employee ? pathIfRouted('planning') : null;
  const invite =
    planning && appointment.employee && user && mayOpen(user, planning)
      ? `${planning}?employee=${encodeURIComponent(appointment.employee.id)}`
      : null;
  return (
    <div className="consultation__follow-up">
      <p>
        {followUp
          ? followUp.assigneeName
            ? t('consultations.followUp', {
                name: followUp.assigneeName,
                date: formatWeekdayDate(followUp.dueDate, locale.current),
              })
            : t('consultations.followUpNobody', { date: formatWeekdayDate(followUp.dueDate, locale.current) })
          : t('consultations.followUpNone')}{' '}
        {dossier && user && mayOpen(user, dossier) ? (
          <Link to={dossier}>{t('consultations.openCase')}</Link>
        ) : null}
      </p>
      {invite && appointment.employee ? (
        <Link
          className="button"
          to={invite}
          aria-label={t('consultations.inviteAgainLabel', { name: appointment.employee.name })}
        >
          {t('consultations.inviteAgain')}
        </Link>
      ) : null}
    </div>
  );
});

const Line = observer(function Line({ vm, line }: { vm: ConsultationHourViewModel; line: DayLine }) {
  const t = useT();
  const { appointment } = line.consultation;
  const name = appointment.employee?.name ?? appointment.title;
  const start = formatClock(appointment.start.toPlainTime());
  const titleId = `consultation-${appointment.id}`;
  const place = appointment.roomName ?? appointment.location;
  // One keystroke on the line, whichever of its buttons has the focus.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (vm.key(line, event.key)) event.preventDefault();
  };
  return (
    <li
      className={`consultation consultation--${line.moment.state}`}
      aria-labelledby={titleId}
      aria-busy={line.busy}
    >
      <p className="consultation__time">
        {t('consultations.time', { start, end: formatClock(appointment.end.toPlainTime()) })}
      </p>
      <div className="consultation__who">
        <h3 id={titleId}>{name}</h3>
        <p className="consultation__meta">
          {[appointment.employee?.employerName, appointment.title].filter(Boolean).join(' · ')}
        </p>
        <p className="consultation__meta">
          {t(`consultations.channels.${appointment.channel}`)} · {place ?? t('consultations.noPlace')}
        </p>
        <Reminded line={line} />
      </div>
      <p className={`consultation__state consultation__state--${line.moment.state}`}>
        <StateText line={line} />
      </p>
      {line.choices.length > 0 ? (
        <div className="consultation__actions">
          {line.choices.map((status) => (
            <button
              key={status}
              type="button"
              className={`button${status === 'arrived' ? ' button--primary' : ''}`}
              aria-keyshortcuts={KEY_OF[status as keyof typeof KEY_OF]}
              aria-label={t('consultations.actionLabel', {
                action: t(`consultations.actions.${status as keyof typeof KEY_OF}`),
                name,
                time: start,
              })}
              disabled={line.busy}
              onKeyDown={onKeyDown}
              onClick={() => void vm.mark(line, status)}
            >
              {t(`consultations.actions.${status as keyof typeof KEY_OF}`)}
              <kbd aria-hidden="true">{KEY_OF[status as keyof typeof KEY_OF]}</kbd>
            </button>
          ))}
        </div>
      ) : null}
      {appointment.status === 'no_show' ? <NoShowFollowUp line={line} /> : null}
    </li>
  );
});

/** The day's lines with their loading, failure and empty states (also what the bench draws). */
export const Day = observer(function Day({ vm }: { vm: ConsultationHourViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  if (vm.state === 'loading' && !vm.day)
    return <output className="consultation-hour__muted">{t('consultations.loading')}</output>;
  if (vm.state === 'failed' || !vm.day)
    return (
      <div role="alert" className="notice notice--warning">
        <p>{vm.failure ?? t('consultations.failed')}</p>
        <button type="button" className="button" onClick={() => void vm.load()}>
          {t('consultations.retry')}
        </button>
      </div>
    );
  const day = vm.day;
  return (
    <section className="consultation-hour__day" aria-labelledby="consultation-day-title">
      <h2 id="consultation-day-title">
        {t('consultations.dayTitle', { name: day.userName, date: formatWeekdayDate(day.date, locale) })}
      </h2>
      {vm.lines.length === 0 ? (
        <p>{t('consultations.empty')}</p>
      ) : (
        <>
          <p className="consultation-hour__summary">{t('consultations.summary', vm.counts)}</p>
          <p className="consultation-hour__muted">{t('consultations.keys')}</p>
          <ol className="consultation-hour__lines">
            {vm.lines.map((line) => (
              <Line key={line.consultation.appointment.id} vm={vm} line={line} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
});

const Settings = observer(function Settings({ vm }: { vm: ConsultationHourViewModel }) {
  const t = useT();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.saveLateAfter();
  };
  return (
    <form
      className="record-form consultation-hour__settings"
      noValidate
      onSubmit={onSubmit}
      aria-busy={vm.savingSettings}
    >
      <fieldset>
        <legend>{t('consultations.settings.legend')}</legend>
        <TextField
          id="consultation-late-after"
          label={t('consultations.settings.lateAfter')}
          inputMode="numeric"
          value={vm.lateAfterDraft}
          onValue={vm.setLateAfterDraft}
          help={t('consultations.settings.lateAfterHelp')}
          error={vm.settingsProblem ? t('consultations.settings.invalid') : vm.settingsMessage}
        />
        <button type="submit" className="button" disabled={vm.savingSettings}>
          {t('consultations.settings.save')}
        </button>
      </fieldset>
    </form>
  );
});

/** /consultation-hour: a professional's day as it happens, marked at the desk or by the professional. */
export const ConsultationHourScreen = observer(function ConsultationHourScreen() {
  const t = useT();
  const vm = useViewModel((services) => services.viewModels.consultationHour());
  return (
    <PageFrame routeId="consultationHour" layout="default">
      <p>{t('consultations.intro')}</p>
      <DayChoice vm={vm} />
      <Day vm={vm} />
      {vm.setsLateness ? <Settings vm={vm} /> : null}
    </PageFrame>
  );
});

export { ConsultationHourScreen as Component };
