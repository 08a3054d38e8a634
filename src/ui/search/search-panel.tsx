/*
 * The ARIA 1.2 combobox pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/), as the employee
 * search: the focus stays in the text field and its keys move the highlight (aria-activedescendant), so
 * the options are neither focusable nor keyboard targets themselves. These three rules assume the opposite.
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SearchHit } from '../../domain/search/search-hit';
import { ListboxHighlight } from '../components/form/listbox-highlight';
import { formatDateTime } from '../format';
import { ADMIN_SECTIONS, SCREENS, SIDEBAR_ENTRIES, titleOf } from '../routes/screen-catalogue';
import { useServices, useT } from '../services-context';
import type { Translate } from '../services-context';
import type { SearchViewModelFactory } from './search-view-models';
import type { SearchViewModel, ShownGroup } from './search-view-model';
import './search.css';

/** The permissions of each page's place in the menu, for the pages that declare none themselves. */
const MENU_PERMISSIONS = new Map(
  [...SIDEBAR_ENTRIES, ...ADMIN_SECTIONS].map((entry) => [entry.routeId, entry.anyOf]),
);

/** What tells a hit apart under its name, in the reader's language and time zone. */
function detailOf(hit: SearchHit, t: Translate, locale: 'nl' | 'en'): string | null {
  if (hit.kind === 'dossier' && hit.dossierType !== null) {
    return t('search.dossier', {
      number: hit.description ?? hit.id,
      type: t(`dossierType.${hit.dossierType}`),
    });
  }
  if (hit.kind === 'appointment' && hit.startsAt !== null) {
    const when = formatDateTime(hit.startsAt, locale);
    return hit.description ? `${when} · ${hit.description}` : when;
  }
  return hit.description;
}

function statusOf(viewModel: SearchViewModel, t: Translate): string {
  switch (viewModel.state) {
    case 'recent':
      return viewModel.options.length > 0
        ? t('search.status.recent', { count: viewModel.options.length })
        : t('search.status.typeMore');
    case 'short':
      return t('search.status.typeMore');
    case 'searching':
      return t('search.status.searching');
    case 'failed':
      return viewModel.failure === null
        ? t('search.status.failedTold')
        : t('search.status.failed', { message: viewModel.failure });
    case 'done':
      return viewModel.options.length === 0
        ? t('search.status.none')
        : t('search.status.count', { count: viewModel.options.length });
  }
}

/**
 * The search dialog's content: one text field over everything the user may reach, the hits in groups
 * under it as one listbox. Arrow keys, Home and End move the highlight, Enter opens the highlighted
 * hit (or the first), Escape closes the dialog; a polite status line tells what the search is doing
 * and how many it found.
 */
export const SearchPanel = observer(function SearchPanel({
  factory,
  onChosen,
  typed = '',
}: {
  factory: SearchViewModelFactory;
  onChosen: () => void;
  /** What was typed while the search's code loaded: the search goes on from there, caret at its end. */
  typed?: string;
}) {
  const t = useT();
  const { locale } = useServices();
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  }, [t]);
  const [viewModel] = useState(() =>
    factory((routeId) => {
      const words = routeId === 'index' ? undefined : SCREENS[routeId].searchWords;
      return {
        title: latestT.current(titleOf(routeId)),
        words: words ? latestT.current(words) : '',
        menuAnyOf: MENU_PERMISSIONS.get(routeId) ?? [],
      };
    }),
  );
  const field = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const stop = viewModel.attach();
    if (typed !== '') {
      viewModel.setText(typed);
      requestAnimationFrame(() => field.current?.setSelectionRange(typed.length, typed.length));
    }
    return stop;
    // What was typed before is taken once, when the panel first shows.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [viewModel]);
  const [highlight] = useState(() => new ListboxHighlight());
  const id = useId();
  const listId = `${id}-results`;
  const statusId = `${id}-status`;
  const helpId = `${id}-help`;
  const optionIdOf = (index: number) => `${id}-option-${index}`;

  const options = viewModel.options;
  const active = highlight.activeIn(options);
  const choose = (hit: SearchHit) => {
    viewModel.choose(hit);
    onChosen();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    let handled = true;
    if (event.key === 'ArrowDown') highlight.down(options);
    else if (event.key === 'ArrowUp') highlight.up(options);
    else if (event.key === 'Home') handled = highlight.first(options);
    else if (event.key === 'End') handled = highlight.last(options);
    else if (event.key === 'Enter') {
      const hit = options[active >= 0 ? active : 0];
      if (hit) choose(hit);
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const status = statusOf(viewModel, t);
  let index = 0;
  const groupOf = (group: ShownGroup) => {
    const headingId = `${id}-group-${group.kind}`;
    return (
      <div key={group.kind} role="group" aria-labelledby={headingId} className="global-search__group">
        <div role="presentation" id={headingId} className="global-search__heading">
          <span>{t(`search.groups.${group.kind}`)}</span>
          {group.total > group.hits.length ? (
            <span className="global-search__more">
              {t('search.shownOf', { shown: group.hits.length, total: group.total })}
            </span>
          ) : null}
        </div>
        {group.hits.map((hit) => {
          const place = index++;
          const detail = detailOf(hit, t, locale.current);
          return (
            <div
              key={`${hit.kind}-${hit.id}`}
              id={optionIdOf(place)}
              role="option"
              aria-selected={place === active}
              className="global-search__option"
              // Keeps the focus in the field, so choosing with the mouse does not first blur it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(hit)}
            >
              <span className="global-search__label">{hit.label}</span>
              {detail ? <span className="global-search__detail">{detail}</span> : null}
            </div>
          );
        })}
      </div>
    );
  };

  return (
    <div className="global-search">
      <p className="visually-hidden" id={statusId} aria-live="polite">
        {status}
      </p>
      <label htmlFor={`${id}-field`} className="global-search__field-label">
        {t('search.label')}
      </label>
      <input
        id={`${id}-field`}
        className="global-search__field"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        // The dialog opens to type in at once: React focuses the field when it comes after the dialog
        // opened (the first time, once the search has loaded), and the attribute has the dialog focus
        // it when the dialog opens around a field already there.
        // oxlint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        ref={(element) => {
          field.current = element;
          element?.setAttribute('autofocus', '');
        }}
        enterKeyHint="go"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionIdOf(active) : undefined}
        aria-describedby={`${helpId} ${statusId}`}
        value={viewModel.text}
        onChange={(event) => {
          highlight.typed();
          viewModel.setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={helpId} className="global-search__help">
        {t('search.help')}
      </p>
      <p
        className={`global-search__status${viewModel.state === 'failed' ? ' global-search__status--failed' : ''}`}
        aria-hidden="true"
      >
        {status}
      </p>
      <div id={listId} role="listbox" aria-label={t('search.results')} className="global-search__results">
        {viewModel.groups.map(groupOf)}
      </div>
    </div>
  );
});
