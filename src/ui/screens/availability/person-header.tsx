import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { RouteId } from '../../../domain/access/route-catalogue';
import { pathOf } from '../../../domain/access/route-match';
import { useServices, useT } from '../../services-context';
import { mayChangeAgendaSettings, mayOpenAvailabilityOf } from './availability-access';
import type { AgendaPerson } from './agenda-person';
import '../../components/record/record.css';

type PersonPlace = 'availabilities' | 'personalDaysOff' | 'adminAgenda';

/**
 * Whose availability this is, and the way between their schedules, days off and agenda settings:
 * the same three links on each of those screens (the current one marked), so any of them is the way
 * in to the others.
 */
export const PersonHeader = observer(function PersonHeader({
  person,
  current,
}: {
  person: AgendaPerson;
  /**
   * The screen the header is on; null on a form under one of them, which shows the person itself
   * (as a fixed field) and has all three as links.
   */
  current: PersonPlace | null;
}) {
  const t = useT();
  const { session } = useServices();
  const user = person.user;
  if (!user) return null;
  const links: { id: PersonPlace; text: string; path: string }[] = [];
  if (mayOpenAvailabilityOf(session.user, user.id))
    links.push(
      {
        id: 'availabilities',
        text: t('availability.person.schedules'),
        path: pathOf('availabilities', { userUuid: user.id }),
      },
      {
        id: 'personalDaysOff',
        text: t('availability.person.daysOff'),
        path: pathOf('personalDaysOff', { userUuid: user.id }),
      },
    );
  if (mayChangeAgendaSettings(session.user))
    links.push({
      id: 'adminAgenda',
      text: t('availability.person.settings'),
      path: pathOf('adminAgenda' satisfies RouteId, { agendasUuid: user.id }),
    });
  return (
    <div className="person-header">
      {current ? (
        <p className="person-header__name">
          {t('availability.person.of', { name: user.displayName })}
          {user.isMedical ? <span className="badge">{t('availability.person.medical')}</span> : null}
        </p>
      ) : null}
      <nav aria-label={t('availability.person.nav', { name: user.displayName })}>
        <ul className="record-links">
          {links.map((link) => (
            <li key={link.id}>
              {link.id === current ? (
                <span aria-current="page">{link.text}</span>
              ) : (
                <Link to={link.path}>{link.text}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
});
