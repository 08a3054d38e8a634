/** Dutch texts of the shared components: pager, data table, form fields, date picker, record screens. */
export const componentsNl = {
  pager: {
    label: 'Paginering',
    summary: '{{from}}–{{to}} van {{total}}',
    page: 'Pagina {{page}} van {{pages}}',
    first: 'Eerste pagina',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    last: 'Laatste pagina',
  },
  dataTable: {
    entries: 'Resultaten weergeven:',
    actions: 'Acties',
    loading: 'Bezig met laden…',
    empty: 'Geen resultaten gevonden.',
    failed: 'De lijst kon niet worden geladen.',
    retry: 'Opnieuw proberen',
    selectAll: 'Alle rijen op deze pagina selecteren',
    selectRow: '{{row}} selecteren',
    selected: '{{count}} geselecteerd',
    columns: 'Kolommen',
    columnsLegend: 'Zichtbare kolommen',
    sortedBy: '{{caption}}, gesorteerd op {{column}}, {{direction}}',
    ascending: 'oplopend',
    descending: 'aflopend',
  },
  form: {
    required: '(verplicht)',
    rangeStart: 'Begindatum',
    rangeEnd: 'Einddatum',
  },
  datePicker: {
    open: 'Kalender openen',
    calendar: 'Kalender',
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
  },
  /** The record screens' shared parts (src/ui/components/record): loading, saving, deleting. */
  record: {
    count: 'Aantal: {{count}}',
    state: {
      notFound: 'Dit bestaat niet (meer). Misschien is het intussen verwijderd, of klopt de link niet.',
      failed: 'De gegevens konden niet worden geladen.',
      retry: 'Opnieuw proberen',
      toList: 'Naar de lijst',
    },
    problems: {
      tooLong: ':field is te lang.',
      outOfRange: ':field ligt buiten de toegestane waarden.',
      empty: ':field: voeg er ten minste één toe.',
      overlap: ':field: twee ervan overlappen elkaar.',
    },
    errors: {
      invalid: 'Controleer de gemarkeerde velden.',
      rejected: 'De server heeft niet alles geaccepteerd. Controleer de gemarkeerde velden.',
      refused: 'Opslaan is geweigerd.',
      'not-found': 'Dit bestaat niet meer; het is misschien intussen verwijderd. Uw invoer staat er nog.',
      unavailable: 'Opslaan is niet gelukt. Uw invoer staat er nog; probeer het opnieuw.',
      'uuid-required': 'De UUID van het soort middel is verplicht om het te wijzigen.',
    },
    deleteErrors: {
      'in-use': 'Verwijderen is geweigerd.',
      'not-found': 'Dit bestaat al niet meer.',
      unavailable: 'Verwijderen is niet gelukt. Probeer het opnieuw.',
    },
    notices: {
      deleted: '"{{name}}" is verwijderd.',
    },
    deletion: {
      final: 'Dit kan niet ongedaan worden gemaakt. Wat nog in gebruik is, kan niet worden verwijderd.',
      confirm: 'Definitief verwijderen',
      confirmRestorable: 'Verwijderen',
      keep: 'Niet verwijderen',
      close: 'Sluiten',
    },
  },
};
