import { auditEn } from './en';
import { auditNl } from './nl';

/** Loaded with the audit log screen, in both languages. */
export const translations = { nl: auditNl, en: auditEn };
