import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Permission } from '../../domain/access/permission';
import { mayShow } from '../../domain/access/navigation-guard';
import { useServices } from '../services-context';

/**
 * The one way to guard an element by permissions (spec section 6): it shows only to a user holding
 * any of them, and an empty requirement hides it.
 */
export const Guarded = observer(function Guarded({
  anyOf,
  children,
}: {
  anyOf: readonly Permission[];
  children: ReactNode;
}) {
  const { session } = useServices();
  return mayShow(session.user, anyOf) ? <>{children}</> : null;
});
