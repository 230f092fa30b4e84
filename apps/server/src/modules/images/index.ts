import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ImageService, type DrawingLookup, type ImageLimits } from './image.service.js';
import { registerImageRoutes } from './images.routes.js';

export { IMAGES_ROUTE } from './images.routes.js';

/**
 * The product pictures (SPEC §9): stored files in their sizes, and a drawing for a product that
 * has no picture yet (found through `drawing`, the catalogue's lookup).
 */
export function registerImages(
  app: FastifyInstance,
  deps: { dataDir: string; drawing: DrawingLookup; log: FastifyBaseLogger; limits: ImageLimits },
): void {
  const images = new ImageService(deps.dataDir, deps.drawing, deps.log, deps.limits);
  registerImageRoutes(app, { images });
}
