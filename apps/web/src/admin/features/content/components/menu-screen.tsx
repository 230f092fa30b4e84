import type { AdminMenu } from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api/api-error';
import { addToast } from '../../../../lib/state/messages';
import { useAdminMenu } from '../api/menu';
import { useResetMenu } from '../api/reset-menu';
import { useSaveMenu } from '../api/save-menu';
import { draftOf, moved, newKey, requestOf, type DraftItem } from './menu-draft';
import { MenuItemEditor } from './menu-item-editor';

/** /haldus/sisu/menuu: the shop's secondary menu, edited and saved as a whole. */
export function MenuScreen() {
  const menu = useAdminMenu();
  if (!menu.data) return <p className="text-slate-500">Laen…</p>;
  return <MenuForm key={JSON.stringify(menu.data.data)} menu={menu.data.data} />;
}

function MenuForm({ menu }: { menu: AdminMenu }) {
  const [items, setItems] = useState<DraftItem[]>(() => draftOf(menu.items));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveMenu();
  const reset = useResetMenu();
  // A link's problem (`….links.2.url`) shows on its links field.
  const errorAt = (path: string) =>
    errors[path]?.[0] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1][0];

  const onSave = async () => {
    setErrors({});
    try {
      await save.mutateAsync(requestOf(items));
      addToast('Menüü on salvestatud.');
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
    }
  };

  const onReset = async () => {
    if (!window.confirm('Kas taastan kategooriatest tehtud menüü? Muudetud menüü kustub.')) return;
    try {
      await reset.mutateAsync();
      addToast('Menüü järgib taas kategooriaid.');
    } catch {
      // the client showed why
    }
  };

  return (
    <div className="max-w-4xl space-y-4" data-testid="menu-editor">
      <p className="text-sm text-slate-600">
        {menu.custom
          ? 'E-pood näitab seda muudetud menüüd. Uued kategooriad sinna ise ei lisandu.'
          : 'Praegu tehakse menüü kategooriatest. Salvestamisel jääb kehtima siin muudetud menüü.'}
      </p>
      {errors.items && <p className="text-sm text-red-700">{errors.items[0]}</p>}
      {items.map((item, index) => (
        <MenuItemEditor
          key={item.key}
          item={item}
          index={index}
          count={items.length}
          errorAt={errorAt}
          onChange={(next) => setItems(items.map((current, i) => (i === index ? next : current)))}
          onMove={(by) => setItems(moved(items, index, by))}
          onRemove={() => setItems(items.filter((_, i) => i !== index))}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            setItems([
              ...items,
              { key: newKey(), title: '', url: '', links: '', two_columns: false, children: [] },
            ])
          }
        >
          Lisa menüüpunkt
        </Button>
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          Salvesta menüü
        </Button>
        {menu.custom && (
          <Button variant="ghost" className="ml-auto" onClick={() => void onReset()}>
            Taasta kategooriatest
          </Button>
        )}
      </div>
    </div>
  );
}
