import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { parseImageRequest } from './image-path.js';
import type { ImageService } from './image.service.js';

/** The pictures' route; app.ts serves it without a session. */
export const IMAGES_ROUTE = '/images/*';

/**
 * GET /images/{path} and /images/{size}/{path} (SPEC §9): public, like any picture on a page,
 * and outside the session (app.ts), so pictures cost no database work once cached.
 */
export function registerImageRoutes(app: FastifyInstance, deps: { images: ImageService }): void {
  app.get<{ Params: { '*': string } }>(IMAGES_ROUTE, async (request, reply) => {
    const parsed = parseImageRequest(request.params['*']);
    if (parsed === null) throw new AppError(400, 'bad_image_path', 'Vigane pildi aadress.');
    const image = await deps.images.serve(parsed, request.ip);
    void reply.header('cache-control', image.cacheControl).header('etag', image.etag);
    if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
    return reply.type(image.contentType).send(image.body);
  });
}
