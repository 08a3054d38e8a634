/**
 * Dutch texts of the dossier view's use cases: their notices, the UWV messages' kinds and statuses,
 * and the problems the portal finds in a note, an upload or a corrected UWV message before sending it.
 */
export const dossierFileNl = {
  notices: {
    noteSaved: 'De notitie is opgeslagen.',
    documentUploaded: 'Het document {{name}} is geüpload.',
    uwvResent: 'Het bericht is gecorrigeerd en opnieuw verstuurd aan het UWV, met kenmerk {{reference}}.',
  },
  uwvKinds: {
    sick_report: 'Ziekmelding',
    week_42_report: '42e-weeksmelding',
    recovery_report: 'Hersteldmelding',
    wia_application: 'WIA-aanvraag',
    pregnancy_leave_application: 'Aanvraag zwangerschaps- en bevallingsuitkering',
    wga_reassessment: 'Herbeoordeling WGA',
  },
  uwvStatuses: { sent: 'Verstuurd', accepted: 'Geaccepteerd', rejected: 'Afgewezen' },
  problems: {
    required: 'Dit veld is verplicht.',
    'too-long': 'De notitie is te lang (hoogstens 50.000 tekens).',
    'type-not-allowed':
      'Alleen PDF, PNG, JPEG, Word (.docx) en tekstbestanden (.txt) kunnen worden geüpload.',
    empty: 'Het bestand is leeg.',
    'too-large': 'Het bestand mag hoogstens 10 MB groot zijn.',
  },
  uwvProblems: {
    required: 'Vul dit veld in.',
    'in-the-future': 'De eerste ziektedag ligt na vandaag.',
    'not-whole-hours': 'Vul een heel aantal uren in.',
    'out-of-range': 'Vul een aantal uren van 1 tot en met 60 in.',
    'not-a-payroll-tax-number':
      'Een loonheffingennummer is negen cijfers, een L en twee cijfers, zoals 123456789L01.',
  },
};
