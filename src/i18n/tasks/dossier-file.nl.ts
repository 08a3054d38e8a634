/**
 * Dutch texts of the dossier view's use cases: their notices, the UWV messages' kinds and statuses,
 * and the problems the portal finds in a note or an upload before sending it.
 */
export const dossierFileNl = {
  notices: {
    noteSaved: 'De notitie is opgeslagen.',
    documentUploaded: 'Het document {{name}} is geüpload.',
  },
  uwvKinds: {
    sick_report: 'Ziekmelding',
    week_42_report: '42e-weeksmelding',
    recovery_report: 'Hersteldmelding',
    wia_application: 'WIA-aanvraag',
    pregnancy_leave_application: 'Aanvraag zwangerschaps- en bevallingsuitkering',
    wga_reassessment: 'Herbeoordeling WGA',
  },
  uwvStatuses: { sent: 'Verzonden', accepted: 'Geaccepteerd', rejected: 'Afgewezen' },
  problems: {
    required: 'Dit veld is verplicht.',
    'too-long': 'De notitie is te lang (hoogstens 50.000 tekens).',
    'type-not-allowed':
      'Alleen PDF, PNG, JPEG, Word (.docx) en tekstbestanden (.txt) kunnen worden geüpload.',
    empty: 'Het bestand is leeg.',
    'too-large': 'Het bestand mag hoogstens 10 MB groot zijn.',
  },
};
