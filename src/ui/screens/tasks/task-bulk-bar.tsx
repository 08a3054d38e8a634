import { observer } from 'mobx-react-lite';
import { BULK_ACTIONS } from '../../../application/tasks/bulk-task-action';
import { useT } from '../../services-context';
import type { TaskSelectionViewModel } from './task-selection-view-model';
import './tasks.css';

/**
 * What can be done to the selected tasks at once; shown while any row is selected. It says how many
 * are selected and how many of them the actions pass over because they are no longer open.
 */
export const TaskBulkBar = observer(function TaskBulkBar({ vm }: { vm: TaskSelectionViewModel }) {
  const t = useT();
  if (vm.count === 0) return null;
  return (
    <section className="bulk-bar" aria-label={t('tasks.bulk.label')}>
      <p className="bulk-bar__summary" aria-live="polite">
        <strong>{t('tasks.bulk.selected', { count: vm.count })}</strong>
        {vm.skippedCount > 0 ? <span>{t('tasks.bulk.skipped', { count: vm.skippedCount })}</span> : null}
      </p>
      <div className="bulk-bar__actions">
        {BULK_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className="button button--small button--primary"
            disabled={vm.openCount === 0}
            onClick={() => vm.open(action)}
          >
            {t(`tasks.action.${action}`)}
          </button>
        ))}
        <button type="button" className="button button--small button--secondary" onClick={vm.clear}>
          {t('tasks.bulk.clear')}
        </button>
      </div>
    </section>
  );
});
