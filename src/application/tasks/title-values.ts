import type { TaskTitle } from '../../domain/tasks/task-title';
import { titleIn } from '../../domain/tasks/task-title';

/**
 * A task's title for a message's placeholders, in both languages: the Dutch text says {{title}}, the
 * English one {{titleEn}}, so the message names the task in the language it is shown in.
 */
export const titleValues = (title: TaskTitle): { readonly title: string; readonly titleEn: string } => ({
  title: titleIn(title, 'nl'),
  titleEn: titleIn(title, 'en'),
});
