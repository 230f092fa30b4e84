import {
  ATTRIBUTE_FIELD_PREFIX,
  IMPORT_FIELD_LABELS,
  IMPORT_PICTURES_FIELD,
  IMPORT_PICTURES_LABEL,
  type ImportField,
  type ImportStatus,
} from '@kodumasinad/contract/admin';

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  checking: 'Kontrollin',
  checked: 'Kontrollitud',
  applying: 'Rakendan',
  done: 'Valmis',
  cancelled: 'Katkestatud',
  failed: 'Ebaõnnestus',
};

/** A field's label for the change summary ("hind muutub 1 204 tootel"). */
export function fieldLabel(field: string): string {
  if (field === 'supplier') return 'Tarnija';
  if (field === IMPORT_PICTURES_FIELD) return IMPORT_PICTURES_LABEL;
  if (field.startsWith(ATTRIBUTE_FIELD_PREFIX)) return field.slice(ATTRIBUTE_FIELD_PREFIX.length);
  return IMPORT_FIELD_LABELS[field as ImportField] ?? field;
}
