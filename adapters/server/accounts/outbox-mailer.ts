import type { Mail, Mailer } from '../../../application/accounts/ports/index.ts';
import type { Database } from '../persistence/shared/database.ts';
import { mailOutbox } from '../persistence/schema.ts';

/**
 * The default mailer: every mail lands in the `mail_outbox` table (a sender
 * process or a provider adapter delivers from there) and, in development, its
 * link is printed so a developer can click it.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly printLink: ((line: string) => void) | undefined,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, template: mail.template });
    this.printLink?.(`mail to ${mail.to} (${mail.template}): ${mail.link}`);
  }
}
