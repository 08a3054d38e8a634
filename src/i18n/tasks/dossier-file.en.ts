import type { Messages } from '../messages';
import type { dossierFileNl } from './dossier-file.nl';

/** English, with exactly the keys of the Dutch texts. */
export const dossierFileEn: Messages<typeof dossierFileNl> = {
  notices: {
    noteSaved: 'The note is saved.',
    documentUploaded: 'The document {{name}} is uploaded.',
    uwvResent: 'The message is corrected and sent to the UWV again, with reference {{reference}}.',
  },
  uwvKinds: {
    sick_report: 'Sickness report',
    week_42_report: '42nd-week report',
    recovery_report: 'Recovery report',
    wia_application: 'WIA application',
    pregnancy_leave_application: 'Pregnancy and maternity benefit application',
    wga_reassessment: 'WGA reassessment',
  },
  uwvStatuses: { sent: 'Sent', accepted: 'Accepted', rejected: 'Rejected' },
  problems: {
    required: 'This field is required.',
    'too-long': 'The note is too long (at most 50,000 characters).',
    'type-not-allowed': 'Only PDF, PNG, JPEG, Word (.docx) and text (.txt) files can be uploaded.',
    empty: 'The file is empty.',
    'too-large': 'The file may be at most 10 MB.',
  },
  uwvProblems: {
    required: 'Fill in this field.',
    'in-the-future': 'The first sick day lies after today.',
    'not-whole-hours': 'Enter a whole number of hours.',
    'out-of-range': 'Enter a number of hours from 1 to 60.',
    'not-a-payroll-tax-number':
      'A payroll tax number is nine digits, an L and two digits, such as 123456789L01.',
  },
};
