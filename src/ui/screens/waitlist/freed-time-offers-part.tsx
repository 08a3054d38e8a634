import { Temporal } from 'temporal-polyfill';
import { observer } from 'mobx-react-lite';
import type { FreedTimeOffer } from '../../../application/waitlist/offer-freed-time';
import type { FreedTimeMatch } from '../../../application/waitlist/waitlist-gateway';
import { formatClock, formatDate, formatWeekdayDate } from '../../format';
import { useServices, useT } from '../../services-context';
import type { FreedTimeOffersViewModel } from './freed-time-offers-view-model';
import './waitlist.css';

const MIDNIGHT = Temporal.PlainTime.from('00:00');

const clockOf = (moment: FreedTimeMatch['slot']['start']) => formatClock(moment.toPlainTime());

const MatchLine = observer(function MatchLine({
  vm,
  offer,
  match,
  onBooked,
}: {
  vm: FreedTimeOffersViewModel;
  offer: FreedTimeOffer;
  match: FreedTimeMatch;
  onBooked: (() => void) | undefined;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const { entry, slot } = match;
  const day = formatWeekdayDate(slot.start.toPlainDate(), locale);
  const outcome = vm.outcomeOf(match);
  return (
    <li className="freed-offer__match">
      <span className="freed-offer__who">
        {t('waitlist.offers.match', {
          employee: entry.employee.name,
          employer: entry.employee.employerName,
          what: entry.title,
          start: clockOf(slot.start),
          end: clockOf(slot.end),
        })}
      </span>
      <span className="muted">
        {t('waitlist.offers.latest', { date: formatDate(entry.latestDate, locale) })}
      </span>
      {outcome?.kind === 'booked' ? (
        <output className="freed-offer__booked">
          {t('waitlist.offers.booked', { employee: entry.employee.name, day, start: clockOf(slot.start) })}
        </output>
      ) : entry.operation === null ? (
        <span className="muted">{t('waitlist.offers.withheld')}</span>
      ) : (
        <button
          type="button"
          className="button button--small button--primary"
          disabled={outcome?.kind === 'booking'}
          aria-label={t('waitlist.offers.bookFor', {
            employee: entry.employee.name,
            day,
            start: clockOf(slot.start),
          })}
          onClick={() => void vm.book(offer, match, onBooked)}
        >
          {t(outcome?.kind === 'booking' ? 'waitlist.offers.booking' : 'waitlist.offers.book')}
        </button>
      )}
      {outcome?.kind === 'refused' ? (
        <span role="alert" className="freed-offer__refused">
          {outcome.message
            ? t('waitlist.offers.refused', { message: outcome.message })
            : t('waitlist.offers.refusedPlain')}
        </span>
      ) : null}
    </li>
  );
});

const Offer = observer(function Offer({
  vm,
  offer,
  onBooked,
}: {
  vm: FreedTimeOffersViewModel;
  offer: FreedTimeOffer;
  onBooked: (() => void) | undefined;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const { freed } = offer;
  const day = formatWeekdayDate(freed.start.toPlainDate(), locale);
  return (
    <li className="freed-offer">
      <div className="freed-offer__head">
        <p>
          {/* A day off taken back may free a day from its start to the next midnight. */}
          {freed.end.toPlainTime().equals(MIDNIGHT) &&
          !freed.end.toPlainDate().equals(freed.start.toPlainDate())
            ? t(
                freed.start.toPlainTime().equals(MIDNIGHT)
                  ? 'waitlist.offers.freedDay'
                  : 'waitlist.offers.freedFrom',
                {
                  professional: freed.userName,
                  day,
                  start: formatClock(freed.start.toPlainTime()),
                },
              )
            : t('waitlist.offers.freed', {
                professional: freed.userName,
                day,
                start: formatClock(freed.start.toPlainTime()),
                end: formatClock(freed.end.toPlainTime()),
              })}{' '}
          <span className="muted">{t('waitlist.offers.freedBy', { by: freed.by.name })}</span>
        </p>
        <button
          type="button"
          className="button button--small"
          aria-label={t('waitlist.offers.dismissFor', { day, start: formatClock(freed.start.toPlainTime()) })}
          onClick={() => vm.dismiss(offer)}
        >
          {t('waitlist.offers.dismiss')}
        </button>
      </div>
      {offer.matches.length === 0 ? (
        <p className="muted">{t('waitlist.offers.nobodyLeft')}</p>
      ) : (
        <ul className="freed-offer__matches">
          {offer.matches.map((match) => (
            <MatchLine
              key={`${match.entry.id}${match.slot.start.epochMilliseconds}`}
              vm={vm}
              offer={offer}
              match={match}
              onBooked={onBooked}
            />
          ))}
        </ul>
      )}
    </li>
  );
});

/**
 * The waiting employees freed time fits, newest freed time first, each with its slot and a button to
 * book it; said politely to screen readers as it comes. Nothing shows until time frees that fits.
 */
export const FreedTimeOffers = observer(function FreedTimeOffers({
  vm,
  onBooked,
}: {
  vm: FreedTimeOffersViewModel;
  /** What the screen does once one is booked (the agenda shows it). */
  onBooked?: () => void;
}) {
  const t = useT();
  if (!vm.mayPlan) return null;
  const announced = vm.announced;
  return (
    <>
      <output className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced ? (
          <span key={announced.serial}>{t('waitlist.offers.announce', { count: announced.count })}</span>
        ) : null}
      </output>
      {vm.offers.length === 0 ? null : (
        <section className="freed-offers" aria-labelledby={`freed-offers-title-${vm.place}`}>
          <h2 id={`freed-offers-title-${vm.place}`}>{t('waitlist.offers.title')}</h2>
          <ul className="freed-offers__list">
            {vm.offers.map((offer) => (
              <Offer key={offer.freed.sequence} vm={vm} offer={offer} onBooked={onBooked} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
});
