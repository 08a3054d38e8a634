import { planningTextsNl } from './planning.nl';

/** Dutch texts of the planning area. */
export const planningNl = { planning: planningTextsNl };
