import type { Messages } from '../messages';
import type { planningNl } from './nl';
import { planningTextsEn } from './planning.en';

/** English texts of the planning area. */
export const planningEn: Messages<typeof planningNl> = { planning: planningTextsEn };
