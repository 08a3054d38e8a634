import type { ReactNode } from 'react';
import type { Colleague } from '../../../domain/tasks/colleague';
import { SelectField } from '../../components/form/select-field';
import { useServices, useT } from '../../services-context';
import { colleagueLabel } from './colleague-label';

/**
 * Who a task (or a selection of tasks) goes to: the colleagues with their disciplines, and oneself in
 * one click. Shows that the colleagues are loading while `candidates` is null; `notice` (a failure,
 * nobody to choose) stands between that and the choice.
 */
export function AssigneeChoice({
  id,
  candidates,
  value,
  error,
  busy,
  offerMyself,
  onAssignToMe,
  onValue,
  notice,
}: {
  id: string;
  candidates: readonly Colleague[] | null;
  value: string;
  error: string | null;
  busy: boolean;
  offerMyself: boolean;
  onAssignToMe: () => void;
  onValue: (value: string) => void;
  notice?: ReactNode;
}) {
  const t = useT();
  const { session } = useServices();
  const me = session.user?.id ?? null;
  return (
    <>
      {candidates === null ? <output className="field">{t('tasks.dialog.loadingCandidates')}</output> : null}
      {notice}
      {offerMyself ? (
        <p className="assign-to-me">
          <button type="button" className="button button--secondary" disabled={busy} onClick={onAssignToMe}>
            {t('tasks.assignToMe')}
          </button>
        </p>
      ) : null}
      {candidates !== null ? (
        <SelectField
          id={id}
          label={t('tasks.dialog.assignee')}
          required
          value={value}
          error={error}
          onValue={onValue}
          options={[
            { value: '', label: t('tasks.dialog.chooseAssignee') },
            ...candidates.map((colleague) => ({
              value: colleague.id,
              label: colleagueLabel(colleague, me, t),
            })),
          ]}
        />
      ) : null}
    </>
  );
}
