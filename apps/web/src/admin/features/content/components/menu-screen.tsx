import type { AdminMenu } from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { isApiError } from '../../../../lib/api/api-error';
import { addToast } from '../../../../lib/state/messages';
import { useAdminMenu } from '../api/menu';
import { useResetMenu } from '../api/reset-menu';
import { useSaveMenu } from '../api/save-menu';
import { draftOf, emptyItem, moved, requestOf, rowErrors, type DraftItem } from './menu-draft';
import { MenuItemEditor } from './menu-item-editor';

/** /haldus/sisu/menuu: the shop's secondary menu, edited and saved as a whole. */
export function MenuScreen() {
  const menu = useAdminMenu();
  if (!menu.data) return <p className="text-slate-500">Laen…</p>;
  return <MenuForm key={JSON.stringify(menu.data.data)} menu={menu.data.data} />;
}

function MenuForm({ menu }: { menu: AdminMenu }) {
  const [items, setItems] = useState<DraftItem[]>(() => draftOf(menu.items));
  // The server's messages keyed by row (rowErrors), so they stay on their rows when rows move.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveMenu();
  const reset = useResetMenu();
  const { confirm, dialog } = useConfirm();
  const errorOf = (key: string, field: string) => errors[`${key}.${field}`];

  const onSave = async () => {
    setErrors({});
    try {
      await save.mutateAsync(requestOf(items));
      addToast('Menüü on salvestatud.');
    } catch (error) {
      if (isApiError(error)) setErrors(rowErrors(items, error.errors));
    }
  };

  const onReset = async () => {
    const sure = await confirm({
      title: 'Kas taastan kategooriatest tehtud menüü?',
      message: 'Siin muudetud menüü kustub.',
      confirmLabel: 'Taasta',
    });
    if (!sure) return;
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
      {errors.items && <p className="text-sm text-red-700">{errors.items}</p>}
      {items.map((item, index) => (
        <MenuItemEditor
          key={item.key}
          item={item}
          index={index}
          count={items.length}
          errorOf={errorOf}
          onChange={(next) => setItems(items.map((current, i) => (i === index ? next : current)))}
          onMove={(by) => setItems(moved(items, index, by))}
          onRemove={() => setItems(items.filter((_, i) => i !== index))}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setItems([...items, emptyItem()])}>
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
      {dialog}
    </div>
  );
}
