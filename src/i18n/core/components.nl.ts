/** Dutch texts of the shared components: pager, data table, form fields, date picker. */
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
};
