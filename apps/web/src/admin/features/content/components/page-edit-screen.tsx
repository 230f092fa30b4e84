import { adminPageForm, type AdminPage } from '@kodumasinad/contract/admin';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { addToast } from '../../../../lib/state/messages';
import { useDeletePage } from '../api/delete-page';
import { usePage } from '../api/page';
import { useSavePage } from '../api/save-page';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor';

const LIST_PATH = '/haldus/sisu/lehed';

/** /haldus/sisu/lehed/uus and /haldus/sisu/lehed/{id}: a static page's form. */
export function PageEditScreen() {
  const { id: param } = useParams();
  const id = param === undefined || param === 'uus' ? null : Number(param);
  const page = usePage(id);
  if (id !== null && !page.data)
    return <p className="text-slate-500">{page.isError ? 'Lehte ei leitud.' : 'Laen…'}</p>;
  return <PageForm key={id ?? 'new'} id={id} page={page.data?.data ?? null} />;
}

function PageForm({ id, page }: { id: number | null; page: AdminPage | null }) {
  const navigate = useNavigate();
  const save = useSavePage(id);
  const remove = useDeletePage();
  const { control, field, onSubmit, isSubmitting } = useContractForm(adminPageForm, {
    defaultValues: { slug: page?.slug ?? '', title: page?.title ?? '', content: page?.content ?? '' },
    submit: async (values) => {
      const saved = await save.mutateAsync(values);
      addToast('Leht on salvestatud.');
      if (id === null) await navigate(`${LIST_PATH}/${saved.data.id}`);
    },
  });

  const { confirm, dialog } = useConfirm();
  const onDelete = async () => {
    if (id === null) return;
    if (!(await confirm({ title: 'Kas kustutan lehe?', confirmLabel: 'Kustuta' }))) return;
    try {
      await remove.mutateAsync(id);
    } catch {
      return; // the client showed why
    }
    // The reply's message ("Leht on kustutatud.") is the toast.
    await navigate(LIST_PATH);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-4" data-testid="page-form">
      <h2 className="text-xl font-semibold">{id === null ? 'Uus leht' : 'Muuda lehte'}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Pealkiri" required {...field('title')} />
        <TextField label="Aadress" required placeholder="nt hooldus-ja-garantii" {...field('slug')} />
      </div>
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          Salvesta
        </Button>
        <Link to={LIST_PATH} className="self-center text-sm text-brand-700 hover:underline">
          Tagasi lehtede juurde
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
