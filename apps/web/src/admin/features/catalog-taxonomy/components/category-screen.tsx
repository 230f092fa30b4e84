import type { AdminCategory } from '@kodumasinad/contract/admin';
import { useEffect, useState } from 'react';
import { useAttributes } from '../api/attributes';
import { useCategories } from '../api/categories';
import { useDeleteCategory } from '../api/delete-category';
import { useOrderCategories } from '../api/order-categories';
import { CATEGORY_NAMES, CategoryDialog } from './category-dialog';
import { RowButton } from './form-parts';
import { TaxonomySection, type TaxonomyList } from './taxonomy-section';

type Direction = 'up' | 'down';

const moveButtonId = (id: number, direction: Direction) => `category-${id}-${direction}`;

/** The category's siblings (same parent) in their order. */
function siblingsOf(categories: AdminCategory[], category: AdminCategory): AdminCategory[] {
  return categories.filter((c) => c.parent_id === category.parent_id);
}

const categoryList: TaxonomyList<AdminCategory> = {
  title: 'Kategooriad',
  names: CATEGORY_NAMES,
  testId: 'admin-categories',
  tableTestId: 'category-table',
  useList: useCategories,
  useRemove: useDeleteCategory,
  columns: (list) => [
    {
      header: 'Nimetus',
      cell: (c) => (
        <span className={c.parent_id === null ? 'font-semibold' : 'pl-4 md:pl-6'}>
          {c.parent_id !== null && (
            <span className="sr-only">{`${list.find((p) => p.id === c.parent_id)?.title ?? ''} › `}</span>
          )}
          {c.title}
          {c.hidden && <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs">peidetud</span>}
        </span>
      ),
    },
    { header: 'Aadress', cell: (c) => `/${c.slug}` },
    { header: 'Tooteid', cell: (c) => c.products },
    {
      header: 'Filtrid',
      cell: (c) => (c.attribute_ids.length === 0 ? 'kõik' : String(c.attribute_ids.length)),
    },
  ],
  nameOf: (c) => c.title,
  deleteQuestion: (c) => ({
    title: `Kas kustutada kategooria „${c.title}”?`,
    message: 'Kategooria kaob e-poest ja menüüst.',
  }),
  Dialog: CategoryDialog,
};

/**
 * /haldus/kategooriad: the two-level category tree. Add, rename, move (the parent in the
 * dialog), reorder with "Üles"/"Alla" (announced, focus kept on the button), hide, delete, and
 * choose and order the attributes its filters offer.
 */
export function CategoryScreen() {
  const categories = useCategories();
  // The dialog's filter choices load with the screen, so they are there when it opens.
  useAttributes();
  const order = useOrderCategories();
  const [announcement, setAnnouncement] = useState('');
  // The button to focus once the moved row is drawn in its new place.
  const [focusId, setFocusId] = useState<string | null>(null);
  const list = categories.data?.data ?? [];

  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId, categories.data]);

  const move = async (category: AdminCategory, direction: Direction) => {
    const siblings = siblingsOf(list, category).map((c) => c.id);
    const at = siblings.indexOf(category.id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (order.isPending || at < 0 || to < 0 || to >= siblings.length) return;
    siblings.splice(at, 1);
    siblings.splice(to, 0, category.id);
    try {
      await order.mutateAsync({ parent_id: category.parent_id, ids: siblings });
    } catch {
      return; // the message area says why
    }
    setAnnouncement(
      `„${category.title}” liikus ${direction === 'up' ? 'üles' : 'alla'}, kohal ${to + 1}/${siblings.length}.`,
    );
    // The row moved: keep the focus on its button, or on the other one at the end of the level.
    const atEdge = direction === 'up' ? to === 0 : to === siblings.length - 1;
    const other: Direction = direction === 'up' ? 'down' : 'up';
    setFocusId(moveButtonId(category.id, atEdge ? other : direction));
  };

  const moveButtons = (c: AdminCategory) => {
    const siblings = siblingsOf(list, c);
    const at = siblings.findIndex((s) => s.id === c.id);
    return (
      <>
        <RowButton
          id={moveButtonId(c.id, 'up')}
          target={c.title}
          disabled={at <= 0}
          onClick={() => void move(c, 'up')}
        >
          Üles
        </RowButton>
        <RowButton
          id={moveButtonId(c.id, 'down')}
          target={c.title}
          disabled={at >= siblings.length - 1}
          onClick={() => void move(c, 'down')}
        >
          Alla
        </RowButton>
      </>
    );
  };

  return (
    <TaxonomySection of={categoryList} moreActions={moveButtons}>
      <p className="text-sm text-slate-600">
        Kategooriapuu on kahetasemeline; tooted on alamkategooriates. Järjekord kehtib ka e-poe menüüs.
      </p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="category-announcer">
        {announcement}
      </p>
    </TaxonomySection>
  );
}
