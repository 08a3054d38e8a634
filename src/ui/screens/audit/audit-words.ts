import type { AuditCsvLabels } from '../../../application/audit/audit-csv';
import type { ShownValue } from '../../../domain/audit/audit-change';
import { auditFieldPath, isAuditedField, shownValue } from '../../../domain/audit/audit-change';
import type { AuditChange, AuditEntry } from '../../../domain/audit/audit-entry';
import { isAuditedEntityType } from '../../../domain/audit/audit-entry';
import type { Locale } from '../../../domain/locale/locale';
import { formatDate, formatDateTime, formatNumber } from '../../format';
import type { Translate } from '../../services-context';

/**
 * The audit log in the reader's words, one set for the screen and its CSV export: kinds of record,
 * records with their day, field names (a translated text with its language: "Naam (Engels)"), and
 * values (moments in Amsterdam time in the portal's date format, names for ids, statuses by name).
 */
export interface AuditWords {
  readonly entityType: (type: string) => string;
  readonly entity: (entry: AuditEntry) => string;
  readonly moment: (entry: AuditEntry) => string;
  readonly field: (code: string) => string;
  readonly change: (change: AuditChange, entry: AuditEntry) => string;
}

export function auditWords(t: Translate, locale: Locale): AuditWords {
  const entityType = (type: string): string =>
    isAuditedEntityType(type) ? t(`audit.entityTypes.${type}`) : type;

  const field = (code: string): string => {
    const path = auditFieldPath(code);
    const named =
      path.field === null ? '' : isAuditedField(path.field) ? t(`audit.fields.${path.field}`) : path.field;
    const places = path.places.map(({ place, position }) =>
      place === 'steps' || place === 'fields' || place === 'options'
        ? t(`audit.places.${place}`, { position })
        : `${place} ${position}`,
    );
    const where = [...places, named].filter((part) => part !== '').join(' › ');
    // A place starts the name in lower case ("stap 2"); a code of a field this portal does not know stays as it is.
    const text = places.length > 0 ? where.charAt(0).toLocaleUpperCase(locale) + where.slice(1) : where;
    return path.language === null
      ? text
      : t('audit.inLanguage', { field: text, language: t(`audit.languages.${path.language}`) });
  };

  const value = (shown: ShownValue): string => {
    switch (shown.kind) {
      case 'empty':
        return t('audit.emptyValue');
      case 'withheld':
        return t('audit.withheld');
      case 'moment':
        return formatDateTime(shown.instant, locale);
      case 'day':
        return formatDate(shown.date, locale);
      case 'yes-no':
        return shown.yes ? t('audit.yes') : t('audit.no');
      case 'number':
        return formatNumber(shown.value, locale);
      case 'name':
        return shown.name;
      case 'code':
        return t(`audit.codes.${shown.code}`);
      case 'text':
        return shown.text;
      case 'list':
        return shown.items.map(value).join(', ');
    }
  };

  const change = (change: AuditChange, entry: AuditEntry): string => {
    const values = {
      field: field(change.field),
      from: value(shownValue(change.field, change.from, entry.names)),
      to: value(shownValue(change.field, change.to, entry.names)),
    };
    // What a new record holds, or what a removed one held, reads without the arrow from "(empty)".
    if (change.from === null && entry.action === 'created') return t('audit.changeTo', values);
    if (change.to === null && entry.action === 'deleted') return t('audit.changeFrom', values);
    return t('audit.changeBetween', values);
  };

  return {
    entityType,
    entity: (entry) =>
      [entry.entity.label, entry.entity.day ? formatDate(entry.entity.day, locale) : '']
        .filter((part) => part !== '')
        .join(', '),
    moment: (entry) => formatDateTime(entry.at, locale),
    field,
    change,
  };
}

/** The CSV export's labels: the header row and the same words as the screen. */
export const auditCsvLabels = (t: Translate, words: AuditWords): AuditCsvLabels => ({
  columns: {
    at: t('audit.columns.at'),
    user: t('audit.columns.user'),
    action: t('audit.columns.action'),
    entityType: t('audit.columns.entityType'),
    entity: t('audit.columns.entity'),
    changes: t('audit.columns.changes'),
  },
  action: (action) => t(`audit.actions.${action}`),
  entityType: words.entityType,
  moment: words.moment,
  entity: words.entity,
  change: words.change,
});
