import {
  INTEGRATION_NAME_MESSAGE,
  INTEGRATION_SCOPE_LABELS,
  INTEGRATION_SCOPES,
  INTEGRATION_SCOPES_MESSAGE,
  type IntegrationCreateReply,
  type IntegrationScope,
} from '@kodumasinad/contract/admin';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api/api-error';
import { useCreateIntegration } from '../api/integration-create';

type Errors = Partial<Record<'name' | 'scopes', string>>;

/** The first message of each field, from the contract's check or the server's 422. */
function firstErrors(errors: Record<string, string[] | undefined>): Errors {
  const found: Errors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.split('.')[0];
    if ((field === 'name' || field === 'scopes') && found[field] === undefined && messages?.[0])
      found[field] = messages[0];
  }
  return found;
}

/** "Uus võti": a name and the scope checkboxes; the contract's rules, then the server's. */
export function IntegrationCreateForm({ onCreated }: { onCreated(reply: IntegrationCreateReply): void }) {
  const create = useCreateIntegration();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<IntegrationScope[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const scopesErrorId = useId();

  const toggle = (scope: IntegrationScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's rules and messages; the server checks them again.
    const mistakes: Errors = {
      ...(name.trim() === '' || name.trim().length > 100 ? { name: INTEGRATION_NAME_MESSAGE } : {}),
      ...(scopes.length === 0 ? { scopes: INTEGRATION_SCOPES_MESSAGE } : {}),
    };
    if (Object.keys(mistakes).length > 0) {
      setErrors(mistakes);
      return;
    }
    setErrors({});
    try {
      const reply = await create.mutateAsync({ name, scopes });
      setName('');
      setScopes([]);
      onCreated(reply);
    } catch (error) {
      if (isApiError(error)) setErrors(firstErrors(error.errors));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="integration-create-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="integration-create-title" className="text-lg font-semibold text-slate-900">
        Uus võti
      </h2>
      <TextField
        label="Nimi"
        required
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <fieldset aria-describedby={errors.scopes ? scopesErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          Õigused <span aria-hidden="true">*</span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {INTEGRATION_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <span>
                {INTEGRATION_SCOPE_LABELS[scope]} <code className="text-xs text-slate-500">{scope}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.scopes && (
          <p id={scopesErrorId} className="mt-1 text-sm text-red-700">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <Button type="submit" disabled={create.isPending}>
        Loo võti
      </Button>
    </form>
  );
}
