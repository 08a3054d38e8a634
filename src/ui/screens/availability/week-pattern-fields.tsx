import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { TimeField } from '../../components/form/date-field';
import { FieldErrorText, describedBy } from '../../components/form/field-frame';
import { formatNumber } from '../../format';
import { useServices, useT } from '../../services-context';
import { spanText, weekdayName } from './availability-texts';
import type { PatternBlock, WeekPatternEditor } from './week-pattern-editor';
import { WEEKDAYS, WORKING_DAYS } from './week-pattern-editor';

/** What is wrong with one block, on the field it concerns (start or end); null where nothing is. */
function useBlockErrors(editor: WeekPatternEditor, block: PatternBlock) {
  const t = useT();
  const problem = editor.problemOf(block.key);
  if (problem === 'required')
    return {
      start: block.start ? null : t('availability.schedule.blockProblems.required'),
      end: block.end ? null : t('availability.schedule.blockProblems.required'),
    };
  if (problem === 'end-before-start')
    return { start: null, end: t('availability.schedule.blockProblems.endBeforeStart') };
  if (problem === 'overlap') {
    const other = editor.overlapOf(block.key);
    const span = other?.start && other.end ? spanText({ start: other.start, end: other.end }) : '';
    return { start: t('availability.schedule.blockProblems.overlap', { span }), end: null };
  }
  return { start: null, end: null };
}

const BlockRow = observer(function BlockRow({
  editor,
  block,
  index,
  dayName,
}: {
  editor: WeekPatternEditor;
  block: PatternBlock;
  index: number;
  dayName: string;
}) {
  const t = useT();
  const errors = useBlockErrors(editor, block);
  const label = t('availability.schedule.blockLabel', { index: index + 1, day: dayName });
  return (
    <fieldset className="pattern-block" data-block={block.key}>
      <legend className="visually-hidden">{label}</legend>
      <TimeField
        id={`${block.key}-start`}
        label={t('availability.schedule.start')}
        value={block.start}
        onValue={(value) => editor.setStart(block.key, value)}
        error={errors.start}
      />
      <TimeField
        id={`${block.key}-end`}
        label={t('availability.schedule.end')}
        value={block.end}
        onValue={(value) => editor.setEnd(block.key, value)}
        error={errors.end}
      />
      <button
        type="button"
        className="button button--secondary button--small pattern-block__remove"
        aria-label={t('availability.schedule.removeBlock', { block: label })}
        onClick={() => editor.removeBlock(block.key)}
      >
        {t('availability.schedule.remove')}
      </button>
    </fieldset>
  );
});

/**
 * Moves the focus where the editor asked after an action: a new block's start (its first segment,
 * once the lazily loaded time field is there), or a day's add button.
 */
function useEditorFocus(editor: WeekPatternEditor) {
  const container = useRef<HTMLFieldSetElement>(null);
  const focus = editor.focus;
  useEffect(() => {
    if (!focus || !container.current) return;
    const root = container.current;
    const find = () =>
      focus.kind === 'add'
        ? root.querySelector<HTMLElement>(`[data-add-day="${focus.weekday}"]`)
        : root.querySelector<HTMLElement>(`[data-block="${focus.key}"] [role="spinbutton"]`);
    const target = find();
    if (target) {
      target.focus();
      editor.focusHandled();
      return;
    }
    // The time fields arrive in a chunk of their own the first time: focus when they are there.
    const watcher = new MutationObserver(() => {
      const arrived = find();
      if (!arrived) return;
      arrived.focus();
      editor.focusHandled();
      watcher.disconnect();
    });
    watcher.observe(root, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [focus, editor]);
  return container;
}

/**
 * The week pattern: per weekday its blocks of time, each with a start and an end (the shared time
 * fields: type the digits, or change hours and minutes with the arrow keys), a button to remove it,
 * and a button to add one. Monday's blocks can be copied to the other working days in one go.
 */
export const WeekPatternFields = observer(function WeekPatternFields({
  editor,
  id,
  legend,
  error,
}: {
  editor: WeekPatternEditor;
  id: string;
  legend: string;
  /** What the form (or the server) says of the pattern as a whole. */
  error: string | null;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const container = useEditorFocus(editor);
  const help = t('availability.schedule.patternHelp');
  const hours = editor.minutesPerWeek / 60;
  return (
    <fieldset
      ref={container}
      id={id}
      className={`week-pattern${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, { help, error })}
    >
      <legend>{legend}</legend>
      <p className="field__help" id={`${id}-help`}>
        {help}
      </p>
      {WEEKDAYS.map((weekday) => {
        const dayName = weekdayName(t, weekday);
        const blocks = editor.blocksOf(weekday);
        return (
          <fieldset key={weekday} className="week-pattern__day">
            <legend>{dayName}</legend>
            <div className="week-pattern__blocks">
              {blocks.length === 0 ? (
                <p className="muted week-pattern__none">{t('availability.schedule.noHours')}</p>
              ) : (
                blocks.map((block, index) => (
                  <BlockRow key={block.key} editor={editor} block={block} index={index} dayName={dayName} />
                ))
              )}
            </div>
            <div className="week-pattern__actions">
              <button
                type="button"
                className="button button--secondary button--small"
                data-add-day={weekday}
                onClick={() => editor.addBlock(weekday)}
              >
                {t('availability.schedule.addBlock', { day: dayName })}
              </button>
              {weekday === 1 && blocks.length > 0 ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => editor.copyDay(1, WORKING_DAYS)}
                >
                  {t('availability.schedule.copyToWorkingDays')}
                </button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <p className="week-pattern__total" aria-live="polite">
        {t('availability.schedule.perWeek', { hours: formatNumber(Math.round(hours * 100) / 100, locale) })}
      </p>
      <FieldErrorText id={id} error={error} />
    </fieldset>
  );
});
