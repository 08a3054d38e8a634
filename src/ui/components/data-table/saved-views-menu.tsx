import { observer } from 'mobx-react-lite';
import { Popover } from '../popover';
import type { FormEvent, ReactElement } from 'react';
import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { TableId } from '../../../domain/account/user-preferences';
import { VIEW_PARAM } from '../../list/list-address';
import type { ViewableList } from '../../list/saved-views';
import { SavedViewsModel } from '../../list/saved-views';
import { useServices, useT } from '../../services-context';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import type { TableToolbarContext } from './data-table-types';
import './list-tools.css';

/** The name form: a new view of the list as it is, or a new name for the chosen one. */
const ViewNameForm = observer(function ViewNameForm({
  model,
  hidden,
}: {
  model: SavedViewsModel;
  hidden: ReadonlySet<string>;
}) {
  const t = useT();
  const id = useId();
  const renaming = model.editing === 'rename';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit(hidden);
  };
  return (
    <form className="list-tool__form" noValidate onSubmit={onSubmit}>
      <TextField
        id={`${id}-name`}
        label={t(renaming ? 'listViews.newName' : 'listViews.name')}
        value={model.name}
        onValue={model.setName}
        maxLength={120}
        required
        autoFocus
        help={renaming ? undefined : t('listViews.nameHelp')}
        error={model.problem ? t(`listViews.problems.${model.problem}`) : null}
      />
      <div className="list-tool__actions">
        <button type="submit" className="button button--primary button--small" disabled={model.busy}>
          {t(renaming ? 'listViews.saveRename' : 'listViews.save')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={model.cancel}>
          {t('listViews.cancel')}
        </button>
      </div>
    </form>
  );
});

/** The chosen view's link, to copy: its id and the list's own filters, order and page size. */
function ViewLink({ link, onCopied }: { link: string; onCopied: () => void }) {
  const t = useT();
  const id = useId();
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(onCopied, () => undefined);
  };
  return (
    <div className="field list-tool__link">
      <label htmlFor={`${id}-link`}>{t('listViews.link')}</label>
      <input
        id={`${id}-link`}
        readOnly
        value={link}
        aria-describedby={`${id}-link-help`}
        onFocus={(event) => event.target.select()}
      />
      <p id={`${id}-link-help`} className="field__help">
        {t('listViews.linkHelp')}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={copy}>
        {t('listViews.copy')}
      </button>
    </div>
  );
}

/**
 * The list's saved views in its toolbar: a disclosure "Weergaven" with the views to choose from, the
 * chosen view's rename, delete and link, and saving the list as it is under a new name. A link that
 * names one of the user's views (`?view=`) applies it with its columns, and the id leaves the address.
 */
export const SavedViewsMenu = observer(function SavedViewsMenu<R>({
  list,
  tableId,
  table,
}: {
  list: ViewableList;
  tableId: TableId;
  table: TableToolbarContext<R>;
}) {
  const t = useT();
  const id = useId();
  const { tableLayouts } = useServices();
  const [model] = useState(() => new SavedViewsModel(list, tableLayouts, tableId));
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [copied, setCopied] = useState(false);
  const arriving = params.get(VIEW_PARAM);
  const { setHidden } = table;
  const ready = model.ready;
  useEffect(() => {
    if (arriving === null || !ready) return;
    model.arrive(arriving, setHidden);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(VIEW_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [arriving, ready, model, setHidden, setParams]);

  const current = model.current;
  const views = model.views;
  const done = copied ? t('listViews.done.copied') : model.done ? t(`listViews.done.${model.done}`) : '';
  return (
    <Popover
      className="list-tool"
      buttonClassName="button button--secondary button--small list-tool__button"
      panelClassName="list-tool__panel"
      label={current ? t('listViews.menuWith', { name: current.name }) : t('listViews.menu')}
    >
      <fieldset>
        <legend className="visually-hidden">{t('listViews.legend')}</legend>
        {!ready ? <p>{t('listViews.loading')}</p> : null}
        {ready && views.length === 0 ? <p className="muted">{t('listViews.noViews')}</p> : null}
        {views.length > 0 ? (
          <SelectField
            id={`${id}-choose`}
            label={t('listViews.choose')}
            value={current?.id ?? ''}
            options={[
              { value: '', label: t('listViews.none') },
              ...views.map((view) => ({ value: view.id, label: view.name })),
            ]}
            onValue={(value) => {
              setCopied(false);
              if (value) model.apply(value, setHidden);
            }}
          />
        ) : null}
        {current && model.editing === null ? (
          <>
            <div className="list-tool__actions">
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={model.startRename}
              >
                {t('listViews.rename')}
              </button>
              <button
                type="button"
                className="button button--danger button--small"
                disabled={model.busy}
                onClick={() => void model.remove(current.id)}
              >
                {t('listViews.remove')}
              </button>
            </div>
            <ViewLink
              link={model.linkOf(current, window.location.origin, pathname)}
              onCopied={() => setCopied(true)}
            />
          </>
        ) : null}
        {model.editing ? (
          <ViewNameForm model={model} hidden={table.hidden} />
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!ready}
            onClick={() => {
              setCopied(false);
              model.startNew();
            }}
          >
            {t('listViews.saveAs')}
          </button>
        )}
        {model.failure !== null ? (
          <p className="form__error" role="alert">
            {model.failure || t('listViews.failed')}
          </p>
        ) : null}
        <output className="list-tool__status" aria-live="polite">
          {done}
        </output>
      </fieldset>
    </Popover>
  );
}) as <R>(props: { list: ViewableList; tableId: TableId; table: TableToolbarContext<R> }) => ReactElement;
