import {
  INTEGRATION_SCOPE_LABELS,
  type Integration,
  type IntegrationCreateReply,
} from '@kodumasinad/contract/admin';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { PageTitle } from '../../../../components/ui/page-title';
import { formatDateTime } from '../../../../lib/format';
import { useIntegrations } from '../api/integrations-list';
import { useRevokeIntegration } from '../api/integration-revoke';
import { IntegrationCreateForm } from './integration-create-form';
import { NewSecretPanel } from './new-secret-panel';

/** /haldus/integratsioonid (admins): the ERP's integration tokens, creating and revoking them. */
export function IntegrationsScreen() {
  const integrations = useIntegrations();
  const revoke = useRevokeIntegration();
  const { confirm, dialog } = useConfirm();
  const [created, setCreated] = useState<IntegrationCreateReply | null>(null);

  const askRevoke = async (integration: Integration) => {
    const yes = await confirm({
      title: `Kas tühistada võti „${integration.name}“?`,
      message: 'Võtmega tehtud päringud lõpetavad kohe töötamise. Tühistamist ei saa tagasi võtta.',
      confirmLabel: 'Tühista võti',
    });
    if (yes) await revoke.mutateAsync(integration.id).catch(() => undefined);
  };

  const rows = integrations.data?.data ?? [];
  return (
    <section data-testid="admin-integrations-screen" className="max-w-5xl space-y-6">
      <PageTitle>Integratsioonid</PageTitle>
      <p className="text-slate-700">
        ERP-süsteem kasutab liidest võtmega päises <code>Authorization: Bearer …</code>. Liidese kirjeldus:{' '}
        <a href="/api/integration/docs" className="text-brand-700 underline hover:no-underline">
          /api/integration/docs
        </a>{' '}
        (OpenAPI:{' '}
        <a href="/api/integration/openapi.json" className="text-brand-700 underline hover:no-underline">
          openapi.json
        </a>
        ).
      </p>
      {created === null ? (
        <IntegrationCreateForm onCreated={setCreated} />
      ) : (
        <NewSecretPanel
          name={created.integration.name}
          token={created.token}
          onDone={() => setCreated(null)}
        />
      )}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Integratsiooni võtmed</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">
                Nimi
              </th>
              <th scope="col" className="px-3 py-2">
                Õigused
              </th>
              <th scope="col" className="px-3 py-2">
                Võti
              </th>
              <th scope="col" className="px-3 py-2">
                Loodud
              </th>
              <th scope="col" className="px-3 py-2">
                Viimati kasutatud
              </th>
              <th scope="col" className="px-3 py-2">
                Olek
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Tegevused</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-4 text-slate-500">
                  {integrations.isPending ? 'Laen…' : 'Võtmeid ei ole.'}
                </td>
              </tr>
            )}
            {rows.map((integration) => (
              <tr key={integration.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  {integration.name}
                </th>
                <td className="px-3 py-2">
                  <ul>
                    {integration.scopes.map((scope) => (
                      <li key={scope}>{INTEGRATION_SCOPE_LABELS[scope]}</li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-2 font-mono">{integration.prefix}…</td>
                <td className="px-3 py-2">
                  {formatDateTime(integration.created_at)}
                  {integration.created_by === null ? null : (
                    <span className="block text-slate-500">{integration.created_by}</span>
                  )}
                </td>
                <td className="px-3 py-2">{formatDateTime(integration.last_used_at)}</td>
                <td className="px-3 py-2">
                  {integration.revoked_at === null
                    ? 'Kehtiv'
                    : `Tühistatud ${formatDateTime(integration.revoked_at)}`}
                </td>
                <td className="px-3 py-2 text-right">
                  {integration.revoked_at === null && (
                    <Button
                      variant="secondary"
                      className="px-3 py-1"
                      aria-label={`Tühista võti ${integration.name}`}
                      onClick={() => void askRevoke(integration)}
                    >
                      Tühista
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dialog}
    </section>
  );
}
