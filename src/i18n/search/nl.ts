/** Dutch texts of the one search (the dialog that Ctrl+K and the header's search open). */
export const searchNl = {
  search: {
    label: 'Zoek een pagina, medewerker, dossier, afspraak of locatie',
    help: 'Met de pijltjestoetsen kiest u, Enter opent, Escape sluit.',
    results: 'Resultaten',
    groups: {
      recent: 'Laatst gekozen',
      page: "Pagina's en acties",
      employee: 'Medewerkers',
      dossier: 'Dossiers',
      appointment: 'Afspraken',
      location: 'Locaties',
      room: 'Ruimtes',
    },
    /** Other words people use for a page, which find it too (besides its title). */
    pageWords: {
      planning: 'nieuwe afspraak, afspraak plannen, afspraak maken, boeken',
      agenda: 'kalender, afsprakenoverzicht',
      holidays: 'nationale feestdagen, vrije dagen',
      main: 'wachtwoord, taal, tweestapsverificatie, account',
      employeeList: 'werknemers, personeel',
      tasks: 'werkvoorraad, to-do',
      auditLog: 'logboek, wijzigingen, geschiedenis',
      reportRecovery: 'rapportage, herstel',
    },
    shownOf: '{{shown}} van {{total}}',
    dossier: 'Dossier {{number}} · {{type}}',
    status: {
      typeMore: 'Typ minstens twee tekens om te zoeken.',
      searching: 'Bezig met zoeken…',
      none: 'Niets gevonden. Probeer een ander woord, een personeelsnummer of een datum (27-11-2026).',
      count_one: '1 resultaat',
      count_other: '{{count}} resultaten',
      recent_one: '1 keuze van eerder',
      recent_other: '{{count}} keuzes van eerder',
      failedTold: 'Zoeken lukte niet.',
      failed: 'Zoeken lukte niet: {{message}}',
    },
  },
};
