/** Dutch texts of the agenda's print list and its calendar files (.ics). */
export const agendaExportNl = {
  downloaded: 'Het agendabestand {{file}} is gedownload.',
  failed: 'Het agendabestand kon niet worden gemaakt.',
  print: {
    open: 'Afdrukken',
    choice: 'Wat wilt u afdrukken?',
    allColumns: 'Alle gekozen kolommen',
    onePerson: 'Eén persoon',
    person: 'Persoon',
    noPeople: 'Er staat geen persoon in de gekozen kolommen.',
    print: 'Afdrukken',
    cancel: 'Annuleren',
    title: 'Agenda, {{period}}',
    titleOne: 'Agenda van {{name}}, {{period}}',
    period: '{{from}} t/m {{until}}',
    headers: {
      time: 'Tijd',
      channel: 'Hoe',
    },
    time: '{{start}}–{{end}}',
    empty: 'Geen afspraken.',
  },
};
