import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RouteId } from '../../../domain/access/route-catalogue';
import { pathOf } from '../../../domain/access/route-match';
import { PageFrame } from '../../components/page-frame';
import { useServices, useT } from '../../services-context';
import { mayOpenAvailabilityOf } from './availability-access';

/**
 * A person's availability screens open for those who may see them (availability-access.ts). Someone
 * who manages only their own schedules and follows a link to another person's is told so, with the
 * way to their own, instead of a screen that cannot load.
 */
export const AvailabilityGate = observer(function AvailabilityGate({
  routeId,
  userId,
  children,
}: {
  routeId: RouteId;
  userId: string;
  children: ReactNode;
}) {
  const t = useT();
  const { session } = useServices();
  const user = session.user;
  if (mayOpenAvailabilityOf(user, userId)) return <>{children}</>;
  return (
    <PageFrame routeId={routeId}>
      <div role="alert" className="form__error">
        <p>{t('availability.person.notYours')}</p>
      </div>
      {user && mayOpenAvailabilityOf(user, user.id) ? (
        <p>
          <Link to={pathOf('availabilities', { userUuid: user.id })}>
            {t('availability.person.ownSchedules')}
          </Link>
        </p>
      ) : null}
    </PageFrame>
  );
});
