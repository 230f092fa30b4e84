import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import type { FeedbackRepository } from './feedback.repository.js';

export const FEEDBACK_THANKS_MESSAGE = 'Täname! Sinu sõnum on saadetud.';

export interface FeedbackInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export class FeedbackService {
  constructor(
    private readonly deps: {
      feedback: FeedbackRepository;
      mailer: Mailer;
      sellerEmail: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Stores the message first, so a mail failure loses nothing: the seller still finds it in the
   * database, and the sender is not asked to retry and duplicate it.
   */
  async submit(input: FeedbackInput, context: { userId: number | null; ip: string }): Promise<void> {
    const id = await this.deps.feedback.insert({
      user_id: context.userId,
      name: input.name,
      email: input.email,
      phone: input.phone === '' ? null : input.phone,
      message: input.message,
      ip: context.ip,
      created_at: new Date().toISOString(),
    });
    try {
      await this.deps.mailer.send(feedbackMail(input, this.deps.sellerEmail));
    } catch (error) {
      this.deps.log.error({ err: error, feedbackId: id }, 'feedback mail failed');
    }
  }
}

function feedbackMail(input: FeedbackInput, to: string) {
  const phone = input.phone === '' ? '–' : input.phone;
  return {
    to,
    replyTo: input.email,
    subject: `Tagasiside e-poest: ${input.name}`,
    text: [`Nimi: ${input.name}`, `E-post: ${input.email}`, `Telefon: ${phone}`, '', input.message].join(
      '\n',
    ),
    html: [
      `<p><strong>Nimi:</strong> ${escapeHtml(input.name)}<br>`,
      `<strong>E-post:</strong> ${escapeHtml(input.email)}<br>`,
      `<strong>Telefon:</strong> ${escapeHtml(phone)}</p>`,
      `<p>${escapeHtml(input.message).replace(/\r?\n/g, '<br>')}</p>`,
    ].join('\n'),
  };
}
