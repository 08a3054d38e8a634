import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { formatDateTime } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import type { CalendarFeedViewModel } from './calendar-feed-view-model';
import './calendar-feed.css';

/** The new address, once: to copy and add in a calendar app, then hidden. */
const NewAddress = observer(function NewAddress({
  vm,
  address,
}: {
  vm: CalendarFeedViewModel;
  address: string;
}) {
  const t = useT();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // The address is what the user came for: the focus goes there as it appears, the text selected.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [address]);
  const copy = () => {
    void (navigator.clipboard?.writeText(address) ?? Promise.reject(new Error('no clipboard'))).then(
      () => vm.copied(true),
      () => vm.copied(false),
    );
  };
  return (
    <div className="calendar-feed__address">
      <h3 id={`${id}-title`}>{t('calendarFeed.addressTitle')}</h3>
      <p id={`${id}-help`}>{t('calendarFeed.addressOnce')}</p>
      <div className="field">
        <label htmlFor={`${id}-url`}>{t('calendarFeed.addressLabel')}</label>
        <input
          ref={field}
          id={`${id}-url`}
          className="calendar-feed__url"
          readOnly
          value={address}
          aria-describedby={`${id}-help`}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={copy}>
          {t('calendarFeed.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => vm.hideAddress()}>
          {t('calendarFeed.hideAddress')}
        </button>
      </div>
      <output className={`calendar-feed__copied ${vm.copy === 'failed' ? 'form__error' : 'muted'}`}>
        {vm.copy === 'copied'
          ? t('calendarFeed.copied')
          : vm.copy === 'failed'
            ? t('calendarFeed.copyFailed')
            : ''}
      </output>
    </div>
  );
});

/** Asked once more before an address in use stops working. */
const Confirm = observer(function Confirm({
  vm,
  change,
}: {
  vm: CalendarFeedViewModel;
  change: 'replace' | 'revoke';
}) {
  const t = useT();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const replacing = change === 'replace';
  return (
    <div className="notice notice--warning calendar-feed__confirm">
      <h3>{t(replacing ? 'calendarFeed.confirmReplaceTitle' : 'calendarFeed.confirmRevokeTitle')}</h3>
      <p>{t(replacing ? 'calendarFeed.confirmReplace' : 'calendarFeed.confirmRevoke')}</p>
      <div className="form__actions">
        <button
          type="button"
          className={`button ${replacing ? 'button--primary' : 'button--danger'}`}
          disabled={vm.busy}
          onClick={() => void (replacing ? vm.issue() : vm.revoke())}
        >
          {vm.busy
            ? t('calendarFeed.working')
            : t(replacing ? 'calendarFeed.confirmReplaceAction' : 'calendarFeed.confirmRevokeAction')}
        </button>
        <button ref={cancel} type="button" className="button button--secondary" onClick={() => vm.keep()}>
          {t('calendarFeed.keep')}
        </button>
      </div>
    </div>
  );
});

/** How often the calendar apps fetch a subscription: their own choice, said as roughly as it is. */
function Refresh() {
  const t = useT();
  return (
    <>
      <h3>{t('calendarFeed.howTitle')}</h3>
      <ul className="calendar-feed__list">
        <li>{t('calendarFeed.howGoogle')}</li>
        <li>{t('calendarFeed.howOutlook')}</li>
        <li>{t('calendarFeed.howApple')}</li>
      </ul>
      <h3>{t('calendarFeed.refreshTitle')}</h3>
      <p>{t('calendarFeed.refreshIntro')}</p>
      <ul className="calendar-feed__list">
        <li>{t('calendarFeed.refreshGoogle')}</li>
        <li>{t('calendarFeed.refreshOutlook')}</li>
        <li>{t('calendarFeed.refreshApple')}</li>
      </ul>
      <p className="muted">{t('calendarFeed.refreshAdvice')}</p>
    </>
  );
}

const Feed = observer(function Feed({ vm }: { vm: CalendarFeedViewModel }) {
  const t = useT();
  const { locale } = useServices();
  const language = locale.current;
  const feed = vm.feed;
  const actions = useRef<HTMLDivElement>(null);
  // When the question or the address goes, the focus it held goes back to the part's first action.
  const asking = vm.confirming !== null || vm.address !== null;
  useEffect(() => {
    if (asking) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) actions.current?.querySelector('button')?.focus();
  }, [asking]);
  return (
    <section className="panel calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('calendarFeed.title')}</h2>
      <p>{t('calendarFeed.intro')}</p>
      {vm.state === 'loading' ? (
        <output className="muted">{t('calendarFeed.loading')}</output>
      ) : vm.state === 'failed' ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('calendarFeed.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void vm.load()}>
            {t('calendarFeed.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="calendar-feed__state">
            <strong>
              {feed
                ? t('calendarFeed.onSince', { date: formatDateTime(feed.createdAt, language) })
                : t('calendarFeed.off')}
            </strong>
            {feed ? (
              <>
                {' '}
                {feed.lastFetchedAt
                  ? t('calendarFeed.lastFetched', { date: formatDateTime(feed.lastFetchedAt, language) })
                  : t('calendarFeed.neverFetched')}
              </>
            ) : null}
          </p>
          <output className="calendar-feed__notice">{vm.notice ? t(`calendarFeed.${vm.notice}`) : ''}</output>
          {vm.problem ? (
            <p role="alert" className="form__error">
              {vm.problem.kind === 'message' ? vm.problem.text : t('calendarFeed.failed')}
            </p>
          ) : null}
          {vm.address ? <NewAddress vm={vm} address={vm.address} /> : null}
          {vm.confirming ? (
            <Confirm key={vm.confirming} vm={vm} change={vm.confirming} />
          ) : (
            <div className="form__actions" ref={actions}>
              {feed ? (
                <>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => vm.ask('replace')}
                  >
                    {t('calendarFeed.replace')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => vm.ask('revoke')}>
                    {t('calendarFeed.revoke')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={vm.busy}
                  onClick={() => void vm.issue()}
                >
                  {vm.busy ? t('calendarFeed.working') : t('calendarFeed.turnOn')}
                </button>
              )}
            </div>
          )}
          <Refresh />
        </>
      )}
    </section>
  );
});

/**
 * The settings' place for the agenda (slot-catalogue.ts `accountSettings`): a professional's private
 * calendar subscription. A user without an agenda of their own sees nothing of it.
 */
export const Component = observer(function CalendarFeedPart() {
  const vm = useViewModel((services) => services.viewModels.calendarFeed());
  return vm.offered ? <Feed vm={vm} /> : null;
});
