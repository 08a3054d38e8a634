/** Dutch texts of the admin area's e-mail templates; spread into the admin namespace. */
export const templatesNl = {
  emailTemplates: {
    title: 'E-mailsjablonen',
    intro:
      'De e-mails die het portaal verstuurt. Kies een sjabloon om te zien hoe de ontvanger het leest, gevuld met voorbeeldgegevens.',
    list: 'E-mailsjablonen',
    loading: 'De e-mailsjablonen worden geladen…',
    empty: 'Er zijn nog geen e-mailsjablonen.',
    failed: 'De e-mailsjablonen konden niet worden geladen.',
    forbidden: 'U heeft geen toestemming om de e-mailsjablonen te bekijken.',
    retry: 'Opnieuw proberen',
    placeholders: 'Variabelen',
    noPlaceholders: 'Geen variabelen',
    updatedAt: 'Gewijzigd op {{date}}',
    choose: 'Kies een sjabloon om een voorbeeld te zien.',
    preview: 'Voorbeeld van {{name}}',
    previewLanguage: 'Taal van het voorbeeld',
    exampleNote:
      'Gevuld met de voorbeeldgegevens van een fictieve werknemer. Scripts en andere actieve inhoud worden niet getoond.',
    previewLoading: 'Het voorbeeld wordt geladen…',
    previewFailed: 'Het voorbeeld kon niet worden geladen.',
    previewNotFound: 'Dit sjabloon bestaat niet meer. Laad de lijst opnieuw.',
    reload: 'Lijst opnieuw laden',
    subject: 'Onderwerp',
    body: 'Inhoud van de e-mail',
  },
};
