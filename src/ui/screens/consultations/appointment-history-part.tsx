import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { AppointmentLogEntry } from '../../../application/consultations/appointment-history';
import { formatDateTime } from '../../format';
import type { SlotProps } from '../../routes/slot-catalogue';
import { useServices, useT, useViewModel } from '../../services-context';
import './consultations.css';

type T = ReturnType<typeof useT>;

/** The fields a change names, in words, each once: a move's start and end are its time. */
const FIELD_WORDS = {
  start: 'time',
  end: 'time',
  userId: 'professional',
  roomId: 'room',
  resourceIds: 'resources',
  status: 'status',
  locationId: 'location',
  channel: 'channel',
  operationId: 'operation',
  noteLength: 'note',
  employeeId: 'employee',
} as const;

function whatOf(entry: AppointmentLogEntry, t: T): string {
  switch (entry.action) {
    case 'created':
      return t('consultations.history.created');
    case 'deleted':
      return t('consultations.history.deleted');
    case 'reminded':
      return t(`consultations.history.reminded.${entry.channel ?? 'email'}`);
    case 'updated': {
      if (entry.status && entry.fields.length === 1)
        return t('consultations.history.status', {
          status: t(`consultations.history.statuses.${entry.status}`),
        });
      const words = [
        ...new Set(
          entry.fields.flatMap((field) =>
            field in FIELD_WORDS
              ? [t(`consultations.history.fields.${FIELD_WORDS[field as keyof typeof FIELD_WORDS]}`)]
              : [],
          ),
        ),
      ];
      return words.length > 0
        ? t('consultations.history.updatedFields', { fields: words.join(', ') })
        : t('consultations.history.updated');
    }
  }
}

/** In an appointment's details: its history, with the reminders sent, shown when asked for. */
export const AppointmentHistoryPart = observer(function AppointmentHistoryPart({
  appointmentId,
  version,
}: SlotProps['appointmentDetails']) {
  const t = useT();
  const locale = useServices().locale.current;
  const vm = useViewModel((services) => services.viewModels.appointmentHistory(appointmentId));
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    vm.changed();
  }, [vm, version]);
  const listId = `appointment-history-${appointmentId}`;
  return (
    <section className="appointment-history" aria-labelledby={`${listId}-title`}>
      <h3 id={`${listId}-title`}>{t('consultations.history.title')}</h3>
      <button
        type="button"
        className="button"
        aria-expanded={vm.open}
        aria-controls={listId}
        onClick={vm.toggle}
      >
        {vm.open ? t('consultations.history.hide') : t('consultations.history.show')}
      </button>
      <div id={listId} hidden={!vm.open}>
        {vm.state === 'loading' ? (
          <output className="consultation-hour__muted">{t('consultations.history.loading')}</output>
        ) : vm.state === 'failed' ? (
          <div role="alert" className="notice notice--warning">
            <p>{t('consultations.history.failed')}</p>
            <button type="button" className="button" onClick={() => void vm.load()}>
              {t('consultations.retry')}
            </button>
          </div>
        ) : vm.state === 'ready' && vm.entries.length === 0 ? (
          <p className="consultation-hour__muted">{t('consultations.history.empty')}</p>
        ) : vm.state === 'ready' ? (
          <ol className="plain-list appointment-history__entries">
            {vm.entries.map((entry) => (
              <li key={entry.id}>
                <span className="appointment-history__when">
                  {formatDateTime(entry.at.toInstant(), locale)}
                </span>{' '}
                {t('consultations.history.line', { who: entry.userName, what: whatOf(entry, t) })}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
});

export { AppointmentHistoryPart as Component };
