/** Dutch texts of the lists' toolbar: saved views and the export of what a list shows. */
export const listToolsNl = {
  listViews: {
    menu: 'Weergaven',
    menuWith: 'Weergave: {{name}}',
    legend: 'Opgeslagen weergaven van deze lijst',
    choose: 'Weergave',
    none: 'Geen weergave gekozen',
    noViews: 'U heeft nog geen weergaven van deze lijst opgeslagen.',
    loading: 'Weergaven worden geladen…',
    saveAs: 'Huidige lijst opslaan als weergave',
    rename: 'Naam wijzigen',
    remove: 'Verwijderen',
    name: 'Naam van de weergave',
    newName: 'Nieuwe naam van de weergave',
    nameHelp:
      'De filters, sortering, kolommen en het aantal rijen per pagina worden bewaard, de zoektekst niet.',
    save: 'Opslaan',
    saveRename: 'Naam opslaan',
    cancel: 'Annuleren',
    link: 'Link naar deze weergave',
    linkHelp:
      'De link bevat alleen de filters, sortering en paginagrootte, geen namen of zoektekst. Collega’s zien met de link de lijst zoals zij die mogen zien.',
    copy: 'Link kopiëren',
    problems: {
      empty: 'Geef de weergave een naam.',
      tooLong: 'Een naam heeft ten hoogste 60 tekens.',
      duplicate: 'U heeft al een weergave met deze naam. Kies een andere naam.',
      tooMany: 'U kunt ten hoogste 20 weergaven van een lijst bewaren. Verwijder eerst een weergave.',
    },
    failed: 'De weergaven konden niet worden bewaard. Probeer het opnieuw.',
    done: {
      saved: 'Weergave opgeslagen.',
      renamed: 'Naam van de weergave gewijzigd.',
      deleted: 'Weergave verwijderd.',
      applied: 'Weergave toegepast.',
      copied: 'Link gekopieerd.',
    },
  },
  listExport: {
    menu: 'Exporteren',
    legend: 'Exporteren van deze lijst',
    intro: 'Alle rijen met de huidige filters en sortering, met de zichtbare kolommen.',
    csv: 'CSV',
    xlsx: 'Excel (.xlsx)',
    csvFor: 'Exporteren als CSV',
    xlsxFor: 'Exporteren als Excel (.xlsx)',
    progress: 'Voortgang van de export',
    percent: '{{percent}}% opgehaald',
    cancel: 'Export annuleren',
    failed: 'De export is niet gelukt. Probeer het opnieuw.',
    saved: 'Gedownload: {{name}}',
    /**
     * Headers of the columns only an export has (a time as its start and end, a person and their
     * employer apart). Its times are the clock in the Netherlands, written without an offset, so the
     * header says whose clock.
     */
    columns: {
      start: 'Begin (Nederlandse tijd)',
      end: 'Einde (Nederlandse tijd)',
      employee: 'Medewerker',
      employer: 'Werkgever',
    },
  },
};
