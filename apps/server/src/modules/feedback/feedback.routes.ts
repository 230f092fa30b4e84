import { FeedbackRequestSchema, MessageReplySchema } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import { FEEDBACK_THANKS_MESSAGE, type FeedbackService } from './feedback.service.js';

export function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService; limiter: RateLimiter },
): void {
  const { feedback, limiter } = deps;
  const api = app.withTypeProvider<ContractTypeProvider>();

  api.post(
    '/api/feedback',
    { schema: { body: FeedbackRequestSchema, response: { 200: MessageReplySchema } } },
    async (request) => {
      // The form is public: cap how much mail one address can make us send.
      await limiter.hit(`feedback-ip:${request.ip}`, limiter.perIpLimit);
      await feedback.submit(request.body.feedback, {
        userId: request.session.record?.user_id ?? null,
        ip: request.ip,
      });
      return { message: FEEDBACK_THANKS_MESSAGE };
    },
  );
}
