import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { outboxEmails } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = { send(mail: Mail): Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail goes out through SMTP when SMTP_URL is set; otherwise it lands in the outbox table (read through
 * `GET dev/outbox`) and in the log, so that a developer can read a security code.
 */
export default fp(
  async (app) => {
    let transport: Transporter | undefined;
    if (app.config.smtpUrl) transport = nodemailer.createTransport(app.config.smtpUrl);
    app.decorate('mailer', {
      async send(mail: Mail) {
        if (transport) {
          await transport.sendMail({ from: app.config.mailFrom, ...mail });
          return;
        }
        await app.db.insert(outboxEmails).values(mail);
        app.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox');
      },
    });
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer', dependencies: ['database'] },
);
