import { namesResource, parseRequestPart, type RequestPart } from '@kodumasinad/contract';
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.js';

/**
 * Routes declare the contract's zod schemas for their body, querystring and params (and reply);
 * this provider types `request.body` etc. as what the schemas produce, and the reply as what
 * they accept.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * The one place where request input is judged (DESIGN.md): every route's schemas run through
 * `parseRequestPart`, which refuses NUL and lone surrogates anywhere and turns zod issues into
 * SPEC §8 field errors in Estonian (422). A path that names a resource (contract resourcePath)
 * and does not fit its schema names nothing we have: 404 with the schema's message.
 */
export interface ContractRoute {
  method: string;
  url: string;
  schema: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with the schemas it validates its input by (the fuzz suite walks them). */
    contractRoutes: ContractRoute[];
  }
}

export function registerContractValidation(app: FastifyInstance): void {
  const routes: ContractRoute[] = [];
  app.decorate('contractRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as ContractRoute['schema'];
    // A path parameter nobody validates would reach the handler as any text at all.
    if (route.url.includes(':') && schema.params === undefined)
      throw new Error(`${route.url} has path parameters but no params schema`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema });
    }
  });
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => {
    const part = (httpPart ?? 'body') as RequestPart;
    return (data) => {
      const result = parseRequestPart(schema, data, part);
      if (!result.ok) {
        const status = result.reason === 'schema' && namesResource(schema) ? 404 : 422;
        const code = status === 404 ? 'not_found' : 'validation';
        return {
          error: new AppError(status, code, result.message, status === 422 ? result.errors : undefined),
        };
      }
      // Fastify keeps the raw input when a validator's value is falsy; a part must parse to an object.
      if (typeof result.value !== 'object' || result.value === null)
        throw new Error(`The ${part} schema of ${app.prefix || 'a route'} must produce an object`);
      return { value: result.value };
    };
  });
  // Reply schemas type the handlers (ContractTypeProvider); the reply itself is plain JSON.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
