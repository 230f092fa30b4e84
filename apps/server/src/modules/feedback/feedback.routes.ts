import { feedbackForm, type MessageReply } from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { validateBody } from '../../platform/validate.js';
import { FEEDBACK_THANKS_MESSAGE, type FeedbackService } from './feedback.service.js';

export function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService; limiter: RateLimiter },
): void {
  const { feedback, limiter } = deps;

  app.post('/api/feedback', async (request): Promise<MessageReply> => {
    const body = request.body as { feedback?: unknown } | null | undefined;
    const input = validateBody(
      feedbackForm,
      typeof body === 'object' && body !== null ? body.feedback : undefined,
    );
    // The form is public: cap how much mail one address can make us send.
    await limiter.hit(`feedback-ip:${request.ip}`, limiter.perIpLimit);
    await feedback.submit(input, { userId: request.session.record?.user_id ?? null, ip: request.ip });
    return { message: FEEDBACK_THANKS_MESSAGE };
  });
}
