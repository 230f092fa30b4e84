import {
  MessageReplySchema,
  OfferAddRequestSchema,
  OfferIdRequestSchema,
  OfferOrderReplySchema,
  OfferParamsSchema,
  OfferReplySchema,
  OfferRowAddRequestSchema,
  OfferRowRemoveRequestSchema,
  OfferSaveRequestSchema,
  OfferSendRequestSchema,
  OffersIndexReplySchema,
  OffersListParamsSchema,
  OffersListQuerySchema,
  OffersListReplySchema,
  OfferTokenParamsSchema,
  PublicOfferAcceptRequestSchema,
  PublicOfferReplySchema,
} from '@kodumasinad/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import { pdfDisposition } from '../../platform/pdf.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import {
  OFFER_ACCEPTED_MESSAGE,
  OFFER_ARCHIVED_MESSAGE,
  OFFER_COPIED_MESSAGE,
  OFFER_CREATED_MESSAGE,
  OFFER_DELETED_MESSAGE,
  OFFER_SAVED_MESSAGE,
  OFFER_SENT_MESSAGE,
  type OffersService,
} from './offers.service.js';

function sendPdf(
  reply: FastifyReply,
  file: { bytes: Buffer; filename: string },
  kind: 'inline' | 'attachment',
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', pdfDisposition(kind, file.filename))
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/** The offer calls of SPEC §7 (issue 12), and the end customer's page by its token. */
export function registerOfferRoutes(
  app: FastifyInstance,
  deps: { offers: OffersService; requireUser: UserGuard },
): void {
  const { offers, requireUser } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();
  // Logged in (401) and with the company's offer right (403 with redirect '/'), before any input is read.
  const requireOffers = async (request: FastifyRequest) => offers.assertAllowed(currentUser(request));
  const guarded = { onRequest: [requireUser, requireOffers] };

  api.get(
    '/api/offers/index',
    { ...guarded, schema: { response: { 200: OffersIndexReplySchema } } },
    (request) => offers.index(currentUser(request)),
  );

  api.get(
    '/api/offers/:status',
    {
      ...guarded,
      schema: {
        params: OffersListParamsSchema,
        querystring: OffersListQuerySchema,
        response: { 200: OffersListReplySchema },
      },
    },
    (request) => offers.list(currentUser(request), request.params.status, request.query),
  );

  api.post(
    '/api/offers/add',
    { ...guarded, schema: { body: OfferAddRequestSchema, response: { 200: OfferReplySchema } } },
    async (request) => ({
      offer: await offers.add(currentUser(request), request.body.title),
      message: OFFER_CREATED_MESSAGE,
    }),
  );

  api.get(
    '/api/offer/:id',
    { ...guarded, schema: { params: OfferParamsSchema, response: { 200: OfferReplySchema } } },
    async (request) => ({ offer: await offers.get(currentUser(request), request.params.id) }),
  );

  api.post(
    '/api/offer/:id',
    {
      ...guarded,
      schema: {
        params: OfferParamsSchema,
        body: OfferSaveRequestSchema,
        response: { 200: OfferReplySchema },
      },
    },
    async (request) => ({
      offer: await offers.save(currentUser(request), request.params.id, request.body),
      message: OFFER_SAVED_MESSAGE,
    }),
  );

  api.post(
    '/api/offers/row/add',
    { ...guarded, schema: { body: OfferRowAddRequestSchema, response: { 200: OfferReplySchema } } },
    async (request) => ({ offer: await offers.addRow(currentUser(request), request.body) }),
  );

  api.post(
    '/api/offers/row/remove',
    { ...guarded, schema: { body: OfferRowRemoveRequestSchema, response: { 200: OfferReplySchema } } },
    async (request) => ({ offer: await offers.removeRow(currentUser(request), request.body) }),
  );

  api.post(
    '/api/offers/copy',
    { ...guarded, schema: { body: OfferIdRequestSchema, response: { 200: OfferReplySchema } } },
    async (request) => ({
      offer: await offers.copy(currentUser(request), request.body.id),
      message: OFFER_COPIED_MESSAGE,
    }),
  );

  api.post(
    '/api/offers/archive',
    { ...guarded, schema: { body: OfferIdRequestSchema, response: { 200: OfferReplySchema } } },
    async (request) => ({
      offer: await offers.archive(currentUser(request), request.body.id),
      message: OFFER_ARCHIVED_MESSAGE,
    }),
  );

  api.post(
    '/api/offers/delete',
    { ...guarded, schema: { body: OfferIdRequestSchema, response: { 200: MessageReplySchema } } },
    async (request) => {
      await offers.delete(currentUser(request), request.body.id);
      return { message: OFFER_DELETED_MESSAGE };
    },
  );

  api.post(
    '/api/offers/order',
    { ...guarded, schema: { body: OfferIdRequestSchema, response: { 200: OfferOrderReplySchema } } },
    (request) => offers.order(currentUser(request), request.body.id),
  );

  api.post(
    '/api/offers/send',
    { ...guarded, schema: { body: OfferSendRequestSchema, response: { 200: OfferReplySchema } } },
    async (request) => ({
      offer: await offers.send(currentUser(request), request.body),
      message: OFFER_SENT_MESSAGE,
    }),
  );

  api.get(
    '/api/offers/preview/:id',
    { ...guarded, schema: { params: OfferParamsSchema } },
    async (request, reply) =>
      sendPdf(reply, await offers.pdf(currentUser(request), request.params.id), 'inline'),
  );

  api.get(
    '/api/offers/:id/pdf',
    { ...guarded, schema: { params: OfferParamsSchema } },
    async (request, reply) =>
      sendPdf(reply, await offers.pdf(currentUser(request), request.params.id), 'attachment'),
  );

  // The end customer's page: public, by the unguessable token only.
  api.get(
    '/api/public/offers/:token',
    { schema: { params: OfferTokenParamsSchema, response: { 200: PublicOfferReplySchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { offer: await offers.publicView(request.params.token) };
    },
  );

  api.get(
    '/api/public/offers/:token/pdf',
    { schema: { params: OfferTokenParamsSchema } },
    async (request, reply) => sendPdf(reply, await offers.publicPdf(request.params.token), 'attachment'),
  );

  api.post(
    '/api/public/offers/:token/accept',
    {
      schema: {
        params: OfferTokenParamsSchema,
        body: PublicOfferAcceptRequestSchema,
        response: { 200: PublicOfferReplySchema },
      },
    },
    async (request) => ({
      offer: await offers.accept(request.params.token, request.body),
      message: OFFER_ACCEPTED_MESSAGE,
    }),
  );
}
