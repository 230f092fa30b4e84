import { escapeHtml } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail.js';
import type { MailQueue } from '../../platform/mail-queue.js';
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
      mail: MailQueue;
      sellerEmail: string;
    },
  ) {}

  /**
   * Stores the message, then queues its mail to the seller: a slow or failing mail server neither
   * delays the reply nor loses the message (the queue retries; the row stays either way).
   */
  async submit(input: FeedbackInput, context: { userId: number | null; ip: string }): Promise<void> {
    await this.deps.feedback.insert({
      user_id: context.userId,
      name: input.name,
      email: input.email,
      phone: input.phone === '' ? null : input.phone,
      message: input.message,
      ip: context.ip,
      created_at: new Date().toISOString(),
    });
    await this.deps.mail.send(feedbackMail(input, this.deps.sellerEmail));
  }
}

function feedbackMail(input: FeedbackInput, to: string): MailMessage {
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
