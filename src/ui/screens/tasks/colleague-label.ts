import type { Colleague } from '../../../domain/tasks/colleague';
import type { Translate } from '../../services-context';

/** A colleague as a choice shows them: name, "(me)" for oneself, and their discipline when known. */
export function colleagueLabel(colleague: Colleague, me: string | null, t: Translate): string {
  const name = colleague.displayName;
  const discipline = colleague.discipline ? t(`tasks.discipline.${colleague.discipline}`) : null;
  if (colleague.id === me) {
    return discipline ? t('tasks.colleagueMeWith', { name, discipline }) : t('tasks.colleagueMe', { name });
  }
  return discipline ? t('tasks.colleague', { name, discipline }) : name;
}
