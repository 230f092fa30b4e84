import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../../components/ui/page-title';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useClient } from '../api/client';
import { useCreateClient } from '../api/client-create';
import { useUpdateClient } from '../api/client-update';
import { ClientForm } from './client-form';
import { EMPTY_CLIENT, formValuesOf, payloadOf } from './client-form-values';
import { ClientUsersPanel } from './client-users-panel';

/** /haldus/kliendid/uus: a new client; saved, it opens for its users. */
export function ClientCreateScreen() {
  const navigate = useNavigate();
  const create = useCreateClient();
  return (
    <section>
      <PageTitle>Uus klient</PageTitle>
      <ClientForm
        initial={EMPTY_CLIENT}
        submitLabel="Lisa klient"
        save={async (values) => {
          const reply = await create.mutateAsync(payloadOf(values));
          await navigate(`/haldus/kliendid/${reply.data.id}`, { replace: true });
        }}
      />
    </section>
  );
}

/** /haldus/kliendid/:id: the client's form and its users. */
export function ClientEditScreen() {
  const id = Number(useParams().id);
  const client = useClient(id);
  const update = useUpdateClient(id);
  if (client.isError)
    return (
      <p role="alert" className="text-red-700">
        Klienti ei leitud.
      </p>
    );
  if (!client.data) return <Skeleton />;
  return (
    <div className="space-y-10">
      <section>
        <PageTitle>{client.data.name}</PageTitle>
        <ClientForm
          key={client.data.updated_at}
          initial={formValuesOf(client.data)}
          submitLabel="Salvesta"
          save={(values) => update.mutateAsync(payloadOf(values))}
        />
      </section>
      <ClientUsersPanel clientId={id} blocked={client.data.blocked} />
    </div>
  );
}
