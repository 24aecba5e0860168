import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
 * Mail goes out through SMTP when SMTP_URL is set; with MAIL_SPOOL_DIR it is written there as .eml files (which no
 * HTTP route serves); in development it lands in the outbox table (read through `GET dev/outbox` on loopback) and
 * in the log, so that a developer can read a security code. Production has one of the first two (config.ts).
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailSpoolDir, mailFrom } = app.config;
    let transport: Transporter | undefined;
    if (smtpUrl) transport = nodemailer.createTransport(smtpUrl);
    const spool = mailSpoolDir ? nodemailer.createTransport({ streamTransport: true, buffer: true }) : undefined;
    if (!transport && !spool && !app.config.devOutbox) throw new Error('No way to send mail: set SMTP_URL or MAIL_SPOOL_DIR.');
    app.decorate('mailer', {
      async send(mail: Mail) {
        if (transport) {
          await transport.sendMail({ from: mailFrom, ...mail });
          return;
        }
        if (spool && mailSpoolDir) {
          const { message } = (await spool.sendMail({ from: mailFrom, ...mail })) as { message: Buffer };
          await mkdir(mailSpoolDir, { recursive: true, mode: 0o700 });
          const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
          await writeFile(join(mailSpoolDir, file), message, { mode: 0o600 });
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
