import type { FieldErrors } from '@kodumasinad/contract';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api/api-error';
import { addToast } from '../../../../lib/state/messages';
import { ModalDialog } from '../../../components/modal-dialog';

/** The server's 422 field errors of a failed save (the message area shows the summary). */
function serverErrors(error: unknown): FieldErrors {
  return isApiError(error) ? error.errors : {};
}

/** A field's first message, if any. */
const firstError = (errors: FieldErrors, field: string): string | undefined => errors[field]?.[0];

/** An address from a title: 'Kõrvaklapid ja muu' → 'korvaklapid-ja-muu'. */
function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a taxonomy item is called, as "Lisa …" and "Muuda …" take it. */
export interface TaxonomyNames {
  /** 'kaubamärk': "Lisa kaubamärk", "Kaubamärk on lisatud." */
  one: string;
  /** 'kaubamärki' (partitive): "Muuda kaubamärki". */
  partitive: string;
}

/** The "new" button's and the new item's dialog's words ('Lisa kaubamärk'). */
export const addText = (names: TaxonomyNames) => `Lisa ${names.one}`;

/** The toast once an item is saved ('Kaubamärk on lisatud.', 'Kaubamärk on salvestatud.'). */
const savedText = (names: TaxonomyNames, isNew: boolean) =>
  `${names.one.charAt(0).toUpperCase()}${names.one.slice(1)} on ${isNew ? 'lisatud' : 'salvestatud'}.`;

/** The save call of a dialog (POST for a new item, PUT for an existing one). */
interface SaveCall<V> {
  mutateAsync(values: V): Promise<unknown>;
  isPending: boolean;
}

export interface TaxonomyForm<V> {
  isNew: boolean;
  title: string;
  errors: FieldErrors;
  /** A field's first message of the last refused save. */
  error(field: string): string | undefined;
  saving: boolean;
  /** Saves the whole item at once: a toast and the dialog closes, or a 422's messages on the fields. */
  submit(values: V): Promise<void>;
  close(): void;
}

/** The state of a category's, brand's or attribute's dialog around its own fields. */
export function useTaxonomyForm<V>(
  save: SaveCall<V>,
  names: TaxonomyNames,
  isNew: boolean,
  onClose: () => void,
): TaxonomyForm<V> {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    isNew,
    title: isNew ? addText(names) : `Muuda ${names.partitive}`,
    errors,
    error: (field) => firstError(errors, field),
    saving: save.isPending,
    submit: async (values) => {
      setErrors({});
      try {
        await save.mutateAsync(values);
        addToast(savedText(names, isNew));
        onClose();
      } catch (error) {
        setErrors(serverErrors(error));
      }
    },
    close: onClose,
  };
}

/** A name field and the address (or code) field it fills, named as the item's fields are. */
interface NamedField {
  label: string;
  field: string;
  value: string | undefined;
}

/**
 * The name and the address made from it: typing the name writes the address until the address
 * is edited itself; an existing item's address is kept. `fields` draws the two.
 */
export function useNameAndSlug<V>(form: TaxonomyForm<V>, name: NamedField, slug: NamedField) {
  const [nameText, setName] = useState(name.value ?? '');
  const [slugText, setSlug] = useState(slug.value ?? '');
  const [slugTouched, setSlugTouched] = useState(!form.isNew);
  const fields = (
    <>
      <TextField
        label={name.label}
        required
        autoComplete="off"
        value={nameText}
        error={form.error(name.field)}
        onChange={(event) => {
          setName(event.target.value);
          if (!slugTouched) setSlug(slugFromTitle(event.target.value));
        }}
      />
      <TextField
        label={slug.label}
        required
        autoComplete="off"
        value={slugText}
        error={form.error(slug.field)}
        onChange={(event) => {
          setSlug(event.target.value);
          setSlugTouched(true);
        }}
      />
    </>
  );
  return { name: nameText, slug: slugText, fields };
}

/** A taxonomy item's dialog: its fields, "Loobu" and "Salvesta", which saves `values()`. */
export function TaxonomyDialog<V>({
  form,
  values,
  children,
}: {
  form: TaxonomyForm<V>;
  values(): V;
  children: ReactNode;
}) {
  return (
    <ModalDialog wide title={form.title} onClose={form.close}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(values());
        }}
        noValidate
        className="space-y-4"
      >
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={form.close}>
            Loobu
          </Button>
          <Button type="submit" disabled={form.saving}>
            Salvesta
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
