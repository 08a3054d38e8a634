import type { Messages } from '../messages';
import type { templatesNl } from './templates-nl';

/** English texts of the admin area's e-mail templates, with exactly the keys of the Dutch ones. */
export const templatesEn: Messages<typeof templatesNl> = {
  emailTemplates: {
    title: 'E-mail templates',
    intro:
      'The e-mails the portal sends. Choose a template to see how its recipient reads it, filled in with example details.',
    list: 'E-mail templates',
    loading: 'Loading the e-mail templates…',
    empty: 'There are no e-mail templates yet.',
    failed: 'The e-mail templates could not be loaded.',
    forbidden: 'You are not allowed to view the e-mail templates.',
    retry: 'Try again',
    placeholders: 'Placeholders',
    noPlaceholders: 'No placeholders',
    updatedAt: 'Changed on {{date}}',
    choose: 'Choose a template to see a preview.',
    preview: 'Preview of {{name}}',
    previewLanguage: 'Language of the preview',
    exampleNote:
      'Filled in with the example details of a fictitious employee. Scripts and other active content are not shown.',
    previewLoading: 'Loading the preview…',
    previewFailed: 'The preview could not be loaded.',
    previewNotFound: 'This template no longer exists. Reload the list.',
    reload: 'Reload the list',
    subject: 'Subject',
    body: 'Body of the e-mail',
  },
};
