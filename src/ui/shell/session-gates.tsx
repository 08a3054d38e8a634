import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useServices, useT } from '../services-context';

function Loading() {
  const t = useT();
  return <output className="loading">{t('common.loading')}</output>;
}

/** A protected screen: an unauthenticated user goes to /login and comes back after signing in. */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'unauthenticated') {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <>{children}</>;
});

/**
 * A public screen: a user who arrives signed in is sent to /. A user who signs in on this screen is
 * left to the sign-in flow, which knows where they land (linked accounts, the page they came for).
 */
export const PublicOnly = observer(function PublicOnly({ children }: { children: ReactNode }) {
  const { session } = useServices();
  const sawSignedOut = useRef(false);
  if (session.status === 'unauthenticated') sawSignedOut.current = true;
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'authenticated' && !sawSignedOut.current) return <Navigate to="/" replace />;
  return <>{children}</>;
});
