import { observer } from 'mobx-react-lite';
import { useServices, useT } from '../../services-context';
import { blocksText, periodText, repeatText } from './availability-texts';
import { byOperationName, operationName } from './operation-label';
import type { ScheduleFormViewModel } from './schedule-form-view-model';

/** A schedule as facts, for someone who may look but not change it, and for a deleted schedule. */
export const ScheduleSummary = observer(function ScheduleSummary({ vm }: { vm: ScheduleFormViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const schedule = vm.record?.schedule;
  if (!schedule) return null;
  const operations = vm.operations
    .filter((operation) => schedule.operationIds.includes(operation.id))
    .sort(byOperationName(t, locale))
    .map((operation) => operationName(t, operation, locale));
  return (
    <dl className="facts panel">
      <dt>{t('availability.schedule.location')}</dt>
      <dd>{vm.place?.name ?? t('availability.scheduleList.unknownLocation')}</dd>
      <dt>{t('availability.schedule.operations')}</dt>
      <dd>{operations.length > 0 ? operations.join(', ') : schedule.operationIds.length}</dd>
      <dt>{t('availability.schedule.patternLegend')}</dt>
      <dd>{blocksText(t, schedule.blocks)}</dd>
      <dt>{t('availability.schedule.repeatLegend')}</dt>
      <dd>{repeatText(t, schedule.repeat)}</dd>
      <dt>{t('availability.schedule.periodLegend')}</dt>
      <dd>{periodText(t, locale, schedule.validFrom, schedule.validUntil)}</dd>
    </dl>
  );
});
