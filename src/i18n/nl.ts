/** Dutch: the default language and the fallback (spec section 9). */
export const nl = {
  common: {
    appName: 'Arbo Agenda',
    loading: 'Bezig met laden…',
    somethingWentWrong: 'Er is iets misgegaan. Probeer het opnieuw.',
    malformedResponse: 'De server gaf een onverwacht antwoord. Probeer het later opnieuw.',
    networkError: 'Geen verbinding met de server. Controleer uw netwerk en probeer het opnieuw.',
    successfullySwitchUser: 'U werkt nu als {{username}}.',
    signOut: 'Afmelden',
    close: 'Sluiten',
    skipToContent: 'Naar de inhoud',
    userMenu: 'Gebruikersmenu voor {{name}}',
  },
  language: {
    label: 'Taal',
    nl: 'Nederlands',
    en: 'English',
  },
  layout: {
    default: {
      title: 'Arbo Agenda',
      description: 'Plannen, agenda’s en verzuimbegeleiding voor arbodiensten, werkgevers en medewerkers.',
    },
    empty: {
      title: 'Arbo Agenda',
      description: 'Meld u aan bij Arbo Agenda.',
    },
  },
  page: {
    login: {
      title: 'Aanmelden',
      heading: 'Aanmelden bij Arbo Agenda',
      intro: 'Meld u aan met uw gebruikersnaam en wachtwoord.',
      username: 'Gebruikersnaam',
      password: 'Wachtwoord',
      submit: 'Aanmelden',
      submitting: 'Bezig met aanmelden…',
      forgot: 'Wachtwoord vergeten?',
      codeHeading: 'Bevestig uw aanmelding',
      codeIntroAuthenticator: 'Vul de zescijferige code in uit uw authenticator-app.',
      codeIntroSms: 'Vul de code in die wij u per sms hebben gestuurd.',
      code: 'Verificatiecode',
      verify: 'Bevestigen',
      back: 'Terug naar aanmelden',
    },
    home: {
      title: 'Start',
      heading: 'Welkom, {{name}}',
      intro: 'U bent aangemeld als {{username}}.',
      portal: 'Huidig portaal: {{portal}}',
      permissions: 'Uw rechten',
      noPermissions: 'U heeft nog geen rechten binnen dit portaal.',
    },
    notFound: {
      title: 'Pagina niet gevonden',
      message: 'Pagina niet gevonden: {{path}}',
      home: 'Naar de startpagina',
    },
    error: {
      title: 'Interne serverfout',
      message: 'Er ging iets mis bij het tonen van deze pagina.',
      reload: 'Pagina opnieuw laden',
    },
    resetPassword: {
      emailForgotPassword:
        'Als de gebruikersnaam bij ons bekend is, ontvangt u een e-mail met een herstellink.',
      updatedSuccessfully: 'Uw wachtwoord is gewijzigd.',
    },
  },
  login: {
    errors: {
      'invalid-credentials': 'De gebruikersnaam of het wachtwoord klopt niet.',
      locked:
        'Uw account is tijdelijk geblokkeerd na te veel mislukte pogingen. Probeer het over een kwartier opnieuw.',
      unavailable: 'Aanmelden lukt nu niet. Probeer het later opnieuw.',
      'no-user': 'Aanmelden is mislukt. Probeer het opnieuw.',
      'invalid-code': 'De code klopt niet of is verlopen.',
    },
  },
  auth: {
    sessionExpired: 'Uw sessie is verlopen. Meld u opnieuw aan.',
  },
  permissions: {
    errors: {
      forbidden: 'U heeft geen toegang tot deze pagina.',
    },
  },
  portal: {
    arbo: 'Arbo',
    employer: 'Werkgever',
    admin: 'Beheer',
    medical: 'Medisch',
    agenda: 'Agenda',
    reports: 'Rapportages',
    master: 'Master',
    account: 'Account',
    hr: 'HR',
    employee: 'Medewerker',
    main: 'Algemeen',
  },
  dataTable: {
    entries: 'Resultaten weergeven:',
  },
  validation: {
    required: ':field is verplicht.',
    string: ':field moet tekst zijn.',
    numeric: ':field moet een getal zijn.',
    integer: ':field moet een geheel getal zijn.',
    alpha: ':field mag alleen letters bevatten.',
    email: ':field moet een geldig e-mailadres zijn.',
    mobile: ':field moet een geldig mobiel nummer zijn.',
    phone: ':field moet een geldig telefoonnummer zijn.',
    password: ':field voldoet niet aan de wachtwoordeisen.',
    confirmed: 'De wachtwoorden komen niet overeen.',
    invalid: ':field is niet geldig.',
    endAfterStart: 'De einddatum moet na de begindatum liggen.',
  },
};

/** The shape every language must have: the Dutch keys, with any text. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof nl>;
