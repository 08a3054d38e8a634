import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useEffect, useState } from 'react';
import { Icon } from '../components/icon';
import { Modal } from '../components/modal';
import type { SearchViewModelFactory } from '../search/search-view-models';
import { useServices, useT } from '../services-context';
import './search-launcher.css';

interface LoadedSearch {
  readonly Panel: ComponentType<{ factory: SearchViewModelFactory; onChosen: () => void; typed: string }>;
  readonly factory: SearchViewModelFactory;
}

type Loading =
  { readonly kind: 'loading' } | { readonly kind: 'failed' } | ({ readonly kind: 'ready' } & LoadedSearch);

/** Whether the keyboard's command key is ⌘ (an Apple device), to name the shortcut as it is pressed. */
const appleKeyboard = (): boolean => /Mac|iPhone|iPad/.test(globalThis.navigator?.userAgent ?? '');

/**
 * The header's way into the one search: a field-like button (on a phone a search button) and Ctrl+K or
 * ⌘K anywhere. Only this is part of the first load; the dialog's content, its view-model, use case and
 * gateway load the first time the search opens. The dialog gives the focus back when it closes.
 */
export const SearchLauncher = observer(function SearchLauncher({ compact }: { compact: boolean }) {
  const t = useT();
  const services = useServices();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState<Loading>({ kind: 'loading' });
  // What is typed while the search's code loads: kept, and handed to the search when it shows.
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!open || loading.kind === 'ready') return;
    let current = true;
    setLoading({ kind: 'loading' });
    Promise.all([services.loadSearch(), import('../search/search-panel')]).then(
      ([factory, module]) => current && setLoading({ kind: 'ready', factory, Panel: module.SearchPanel }),
      () => current && setLoading({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
    // Loads once per opening until it has loaded; `loading` itself is what this sets.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [open, services]);

  const shortcut = appleKeyboard() ? '⌘K' : 'Ctrl K';
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  return (
    <>
      <button
        type="button"
        className={`header-button search-launcher${compact ? ' search-launcher--compact' : ''}`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <Icon name="search" />
        {compact ? (
          <span className="visually-hidden">{t('shell.search.open')}</span>
        ) : (
          <>
            <span className="search-launcher__text">{t('shell.search.open')}</span>
            <kbd className="search-launcher__keys">{shortcut}</kbd>
          </>
        )}
      </button>
      <Modal open={open} title={t('shell.search.title')} onClose={close} className="search-dialog">
        {loading.kind === 'ready' ? (
          <loading.Panel factory={loading.factory} onChosen={close} typed={typed} />
        ) : (
          <>
            <label htmlFor="search-early-field" className="visually-hidden">
              {t('shell.search.open')}
            </label>
            <input
              id="search-early-field"
              className="global-search__field"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            {loading.kind === 'failed' ? (
              <p role="alert" className="search-dialog__failed">
                {t('shell.search.loadFailed')}
              </p>
            ) : (
              <p aria-live="polite" className="search-dialog__loading">
                {t('shell.search.loading')}
              </p>
            )}
          </>
        )}
      </Modal>
    </>
  );
});
