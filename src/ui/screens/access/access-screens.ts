import type { ACCESS_ROUTES } from '../../../domain/access/access-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** Access and account. The index route has no screen: the guard sends the user on by permission. */
export const accessScreens = defineScreens<Exclude<keyof typeof ACCESS_ROUTES, 'index'>>({
  login: { title: 'page.login.title', screen: () => import('./login-screen') },
  forgot: { title: 'route.forgot', screen: () => import('./forgot-screen'), code: 'account' },
  resetPassword: {
    title: 'route.resetPassword',
    screen: () => import('./reset-password-screen'),
    code: 'account',
  },
  ssoLogin: { title: 'route.sso', screen: () => import('./sso-login-screen') },
  ssoStatus: { title: 'route.sso', screen: () => import('./sso-status-screen') },
  linkedUsers: { title: 'route.linkedUsers', screen: () => import('./linked-users-screen') },
  portals: { title: 'route.portals', screen: () => import('./portals-screen') },
  main: {
    title: 'route.main',
    searchWords: 'search.pageWords.main',
    screen: () => import('./settings-screen'),
    code: 'account',
  },
});
