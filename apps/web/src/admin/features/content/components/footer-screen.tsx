import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api/api-error';
import { addToast } from '../../../../lib/state/messages';
import { useAdminFooter } from '../api/footer';
import { useSaveFooter } from '../api/save-footer';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor';

/** /haldus/sisu/jalus: the footer's HTML, shown under every page of the shop. */
export function FooterScreen() {
  const footer = useAdminFooter();
  if (!footer.data) return <p className="text-slate-500">Laen…</p>;
  return <FooterForm initial={footer.data.data.content} />;
}

function FooterForm({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveFooter();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync(content);
      addToast('Jalus on salvestatud.');
    } catch (failure) {
      if (isApiError(failure)) setError(failure.errors.content?.[0]);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="max-w-4xl space-y-4"
      data-testid="footer-form"
    >
      <LazyRichTextEditor label="Jaluse sisu" value={content} onChange={setContent} error={error} />
      <Button type="submit" disabled={save.isPending}>
        Salvesta
      </Button>
    </form>
  );
}
