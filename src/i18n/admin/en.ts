import type { Messages } from '../messages';
import type { adminNl } from './nl';

/** English, with exactly the keys of the Dutch texts. */
export const adminEn: Messages<typeof adminNl> = {
  adminPage: {
    intro: 'Choose what you want to manage.',
  },
};
