import { feedbackForm } from '@kodumasinad/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmailField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { getBootstrap } from '../../../lib/bootstrap';
import { useUser } from '../../../lib/state/user';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useSendFeedback, type FeedbackValues } from '../api/feedback';

const empty: FeedbackValues = { name: '', email: '', phone: '', message: '' };

/**
 * /kontakt (public): the seller's contacts and the feedback form. A signed-in buyer finds their
 * name and e-mail filled in and sees the company the message goes in for (the server records the
 * sender's account with it); the user data has no phone to fill in (issue 22, item 26).
 */
export function ContactScreen() {
  const { contacts } = getBootstrap();
  const user = useUser();
  const prefilled: FeedbackValues = user ? { ...empty, name: user.name, email: user.email } : empty;
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const { reset, onSubmit, isSubmitting, field } = useContractForm(feedbackForm, {
    defaultValues: prefilled,
    submit: async (values) => {
      setSent(false);
      await send.mutateAsync(values);
      reset(prefilled);
      setSent(true);
    },
  });

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <section className="lg:col-span-1">
        <PageTitle>Kontakt</PageTitle>
        <dl className="space-y-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {contacts.legal_name && (
            <div>
              <dt className="text-sm text-slate-500">Ettevõte</dt>
              <dd className="font-medium">{contacts.legal_name}</dd>
            </div>
          )}
          {contacts.phones.length > 0 && (
            <div>
              <dt className="text-sm text-slate-500">Telefon</dt>
              {contacts.phones.map((phone) => (
                <dd key={phone}>
                  <a href={`tel:${phone.replace(/\s+/g, '')}`} className="text-brand-700 hover:underline">
                    {phone}
                  </a>
                </dd>
              ))}
            </div>
          )}
          {contacts.email && (
            <div>
              <dt className="text-sm text-slate-500">E-post</dt>
              <dd>
                <a href={`mailto:${contacts.email}`} className="text-brand-700 hover:underline">
                  {contacts.email}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section
        aria-labelledby="feedback-title"
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2"
      >
        <h2 id="feedback-title" className="mb-4 text-xl font-semibold">
          Tagasiside
        </h2>
        {sent && (
          <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-800">
            Aitäh! Sinu sõnum on saadetud.
          </p>
        )}
        {user && (
          <p data-testid="feedback-company" className="mb-4 text-sm text-slate-600">
            Ettevõte: <span className="font-medium text-slate-900">{user.b2b_client.name}</span>
          </p>
        )}
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Nimi" required autoComplete="name" {...field('name')} />
            <EmailField required autoComplete="email" {...field('email')} />
          </div>
          <TextField label="Telefon" type="tel" autoComplete="tel" {...field('phone')} />
          <TextAreaField label="Sõnum" required {...field('message')} />
          <Button type="submit" disabled={isSubmitting}>
            Saada sõnum
          </Button>
        </form>
      </section>
    </div>
  );
}
