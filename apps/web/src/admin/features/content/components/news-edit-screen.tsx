import { estonianDay } from '@kodumasinad/contract';
import { adminNewsForm, type AdminNewsItem } from '@kodumasinad/contract/admin';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { addToast } from '../../../../lib/state/messages';
import { useDeleteNews } from '../api/delete-news';
import { useNewsItem } from '../api/news-item';
import { useSaveNews } from '../api/save-news';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor';

const LIST_PATH = '/haldus/sisu/uudised';

/** /haldus/sisu/uudised/uus and /haldus/sisu/uudised/{id}: a news item's form. */
export function NewsEditScreen() {
  const { id: param } = useParams();
  const id = param === undefined || param === 'uus' ? null : Number(param);
  const item = useNewsItem(id);
  if (id !== null && !item.data)
    return <p className="text-slate-500">{item.isError ? 'Uudist ei leitud.' : 'Laen…'}</p>;
  return <NewsForm key={id ?? 'new'} id={id} item={item.data?.data ?? null} />;
}

function NewsForm({ id, item }: { id: number | null; item: AdminNewsItem | null }) {
  const navigate = useNavigate();
  const save = useSaveNews(id);
  const remove = useDeleteNews();
  const { control, field, onSubmit, isSubmitting } = useContractForm(adminNewsForm, {
    defaultValues: {
      title: item?.title ?? '',
      date: item?.date ?? estonianDay(), // a new item's date is today in Estonia
      excerpt: item?.excerpt ?? '',
      content: item?.content ?? '',
      published: item?.published ? '1' : '',
    },
    submit: async (values) => {
      const saved = await save.mutateAsync(values);
      addToast(saved.data.published ? 'Uudis on avaldatud.' : 'Uudis on salvestatud mustandina.');
      if (id === null) await navigate(`${LIST_PATH}/${saved.data.id}`);
    },
  });

  const { confirm, dialog } = useConfirm();
  const onDelete = async () => {
    if (id === null) return;
    if (!(await confirm({ title: 'Kas kustutan uudise?', confirmLabel: 'Kustuta' }))) return;
    try {
      await remove.mutateAsync(id);
    } catch {
      return; // the client showed why
    }
    // The reply's message is the toast.
    await navigate(LIST_PATH);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-4" data-testid="news-form">
      <h2 className="text-xl font-semibold">{id === null ? 'Uus uudis' : 'Muuda uudist'}</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <TextField label="Pealkiri" required {...field('title')} />
        </div>
        <TextField label="Kuupäev" type="date" required {...field('date')} />
      </div>
      <TextField
        label="Lühitutvustus"
        placeholder="Tühjaks jättes võetakse sisu algusest"
        {...field('excerpt')}
      />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <LazyRichTextEditor
            label="Sisu"
            required
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="published"
        render={({ field }) => (
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={field.value === '1'}
              onChange={(event) => field.onChange(event.target.checked ? '1' : '')}
            />
            Avaldatud (näha ostjatele)
          </label>
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          Salvesta
        </Button>
        <Link to={LIST_PATH} className="self-center text-sm text-brand-700 hover:underline">
          Tagasi uudiste juurde
        </Link>
        {id !== null && (
          <Button variant="secondary" className="ml-auto" onClick={() => void onDelete()}>
            Kustuta
          </Button>
        )}
      </div>
      {dialog}
    </form>
  );
}
