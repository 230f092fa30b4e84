import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { emptyLink, moved, type DraftLink } from './menu-draft';
import { MenuRowButtons } from './menu-row-buttons';

/** A row's message for a field, by row key (see rowErrors). */
export type ErrorOf = (key: string, field: string) => string | undefined;

/**
 * The label → address links of an item or a sub-link: one row per link with its Nimi and
 * Aadress fields, moved and removed by buttons; `owner` names whose links they are.
 */
export function MenuLinksEditor({
  owner,
  ownerKey,
  links,
  errorOf,
  onChange,
}: {
  owner: string;
  ownerKey: string;
  links: DraftLink[];
  errorOf: ErrorOf;
  onChange(links: DraftLink[]): void;
}) {
  const listError = errorOf(ownerKey, 'links');
  const set = (index: number, link: DraftLink) =>
    onChange(links.map((current, i) => (i === index ? link : current)));
  return (
    <div className="space-y-2">
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      {links.length > 0 && (
        <ol className="space-y-2">
          {links.map((link, index) => {
            const name = link.label || `Link ${index + 1}`;
            return (
              <li key={link.key}>
                <fieldset className="rounded-md border border-slate-200 p-3">
                  <legend className="px-1 text-sm font-medium text-slate-700">
                    {owner}: link {index + 1}
                  </legend>
                  <div className="grid gap-2 md:grid-cols-[1fr_1fr_auto] md:items-start">
                    <TextField
                      label="Nimi"
                      required
                      value={link.label}
                      error={errorOf(link.key, 'label')}
                      onChange={(event) => set(index, { ...link, label: event.target.value })}
                    />
                    <TextField
                      label="Aadress"
                      required
                      placeholder="/aadress"
                      value={link.url}
                      error={errorOf(link.key, 'url')}
                      onChange={(event) => set(index, { ...link, url: event.target.value })}
                    />
                    <div className="md:mt-6">
                      <MenuRowButtons
                        name={name}
                        index={index}
                        count={links.length}
                        removeLabel="Eemalda"
                        onMove={(by) => onChange(moved(links, index, by))}
                        onRemove={() => onChange(links.filter((_, i) => i !== index))}
                      />
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="secondary" className="px-3 py-1" onClick={() => onChange([...links, emptyLink()])}>
        Lisa link <span className="sr-only">({owner})</span>
      </Button>
    </div>
  );
}
