/** What the demo backend says, in the request's language (it reads Accept-Language like a real one). */
const MESSAGES = {
  invalidCredentials: { nl: 'Onjuiste gebruikersnaam of wachtwoord.', en: 'Incorrect username or password.' },
  locked: {
    nl: 'Te veel mislukte pogingen. Uw account is 15 minuten geblokkeerd.',
    en: 'Too many failed attempts. Your account is locked for 15 minutes.',
  },
  csrf: {
    nl: 'Uw sessie is verlopen. Vernieuw de pagina.',
    en: 'Your session has expired. Refresh the page.',
  },
  unauthenticated: { nl: 'U bent niet aangemeld.', en: 'You are not signed in.' },
  invalidCode: {
    nl: 'De verificatiecode is onjuist of verlopen.',
    en: 'The verification code is incorrect or expired.',
  },
  noPendingSignIn: {
    nl: 'Er is geen aanmelding die op bevestiging wacht.',
    en: 'There is no sign-in waiting for confirmation.',
  },
  unavailable: {
    nl: 'De dienst is tijdelijk niet beschikbaar.',
    en: 'The service is temporarily unavailable.',
  },
  notFound: { nl: 'Niet gevonden.', en: 'Not found.' },
  required: { nl: 'Dit veld is verplicht.', en: 'This field is required.' },
} as const;

export type ServerMessage = keyof typeof MESSAGES;
export type ServerLanguage = 'nl' | 'en';

export function languageOf(acceptLanguage: string | undefined): ServerLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'nl';
}

export const say = (key: ServerMessage, language: ServerLanguage): string => MESSAGES[key][language];
