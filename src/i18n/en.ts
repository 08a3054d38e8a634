import type { Messages } from './nl';

export const en: Messages = {
  common: {
    appName: 'Arbo Agenda',
    loading: 'Loading…',
    somethingWentWrong: 'Something went wrong. Please try again.',
    malformedResponse: 'The server gave an unexpected answer. Please try again later.',
    networkError: 'Cannot reach the server. Check your network and try again.',
    successfullySwitchUser: 'You are now working as {{username}}.',
    signOut: 'Sign out',
    close: 'Close',
    skipToContent: 'Skip to content',
    userMenu: 'User menu for {{name}}',
  },
  language: {
    label: 'Language',
    nl: 'Nederlands',
    en: 'English',
  },
  layout: {
    default: {
      title: 'Arbo Agenda',
      description:
        'Scheduling, agendas and absence management for occupational health services, employers and employees.',
    },
    empty: {
      title: 'Arbo Agenda',
      description: 'Sign in to Arbo Agenda.',
    },
  },
  page: {
    login: {
      title: 'Sign in',
      heading: 'Sign in to Arbo Agenda',
      intro: 'Sign in with your username and password.',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      forgot: 'Forgot your password?',
      codeHeading: 'Confirm your sign-in',
      codeIntroAuthenticator: 'Enter the six-digit code from your authenticator app.',
      codeIntroSms: 'Enter the code we sent you by text message.',
      code: 'Verification code',
      verify: 'Confirm',
      back: 'Back to sign in',
    },
    home: {
      title: 'Home',
      heading: 'Welcome, {{name}}',
      intro: 'You are signed in as {{username}}.',
      portal: 'Current portal: {{portal}}',
      permissions: 'Your permissions',
      noPermissions: 'You have no permissions in this portal yet.',
    },
    notFound: {
      title: 'Page Not Found',
      message: 'Page not found: {{path}}',
      home: 'Go to the home page',
    },
    error: {
      title: 'Internal Server Error',
      message: 'Something went wrong while showing this page.',
      reload: 'Reload the page',
    },
    resetPassword: {
      emailForgotPassword: 'If we know this username, you will receive an e-mail with a reset link.',
      updatedSuccessfully: 'Your password has been changed.',
    },
  },
  login: {
    errors: {
      'invalid-credentials': 'The username or password is incorrect.',
      locked:
        'Your account is temporarily locked after too many failed attempts. Try again in fifteen minutes.',
      unavailable: 'Signing in is not possible right now. Please try again later.',
      'no-user': 'Signing in failed. Please try again.',
      'invalid-code': 'The code is incorrect or has expired.',
    },
  },
  auth: {
    sessionExpired: 'Your session has expired. Please sign in again.',
  },
  permissions: {
    errors: {
      forbidden: 'You do not have access to this page.',
    },
  },
  portal: {
    arbo: 'Occupational health',
    employer: 'Employer',
    admin: 'Administration',
    medical: 'Medical',
    agenda: 'Agenda',
    reports: 'Reports',
    master: 'Master',
    account: 'Account',
    hr: 'HR',
    employee: 'Employee',
    main: 'General',
  },
  dataTable: {
    entries: 'Entries:',
  },
  validation: {
    required: ':field is required.',
    string: ':field must be text.',
    numeric: ':field must be a number.',
    integer: ':field must be a whole number.',
    alpha: ':field may only contain letters.',
    email: ':field must be a valid e-mail address.',
    mobile: ':field must be a valid mobile number.',
    phone: ':field must be a valid phone number.',
    password: ':field does not meet the password requirements.',
    confirmed: 'The passwords do not match.',
    invalid: ':field is not valid.',
    endAfterStart: 'The end date must be after the start date.',
  },
};
