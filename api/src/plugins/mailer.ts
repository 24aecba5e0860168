import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db';
import { outboxEmails } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };

/** What the worker does with a queued job of a kind other than `mail`; returns the mail to send, or none. */
export type MailJobHandler = (job: { to: string; payload: unknown }) => Promise<Mail | null>;

export type Mailer = {
  /** Queues a mail (a `mail` job, lib/jobs) inside the caller's transaction or request; the worker sends it. */
  send(mail: Mail, db?: Executor): Promise<void>;
  /** Queues a job that the worker turns into a mail (or into nothing) through the handler of its kind. */
  enqueue(kind: string, to: string, payload: Record<string, unknown>, db?: Executor): Promise<void>;
  handle(kind: string, handler: MailJobHandler): void;
  /** Sends what is due now; tests call it instead of waiting for the worker. */
  runQueue(): Promise<{ sent: number; dropped: number; failed: number }>;
  /** The transport: SMTP, the spool folder or the development outbox. Only the worker calls it. */
  deliver(mail: Mail): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** A mail job: its kind (`mail`, or one whose handler makes the mail in the worker), the address and what it needs. */
export type MailJob = { kind: string; to: string; payload: unknown };

/** The job that sends a ready mail; an operations command sends it itself (lib/jobs), the requests through the mailer. */
export const mailJob = (mail: Mail): MailJob => ({ kind: 'mail', to: mail.to, payload: mail });

/**
 * Mail is sent as a `mail` job (lib/jobs) inside the request, in its transaction when it has one, and delivered by a
 * worker of a process of role `jobs` or `all`, outside any request: through SMTP when SMTP_URL is set; with
 * MAIL_SPOOL_DIR as .eml files there (which no HTTP route serves); in development into the outbox table (read through
 * `GET dev/outbox` on loopback) and the log, so that a developer can read a security code. Production has one of the
 * first two (config.ts). A failing transport is tried again after a growing pause, up to KIND_OPTIONS.mail's limit.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailSpoolDir, mailFrom, mailWorkerIntervalMs } = app.config;
    let transport: Transporter | undefined;
    if (smtpUrl) transport = nodemailer.createTransport(smtpUrl);
    const spool = mailSpoolDir ? nodemailer.createTransport({ streamTransport: true, buffer: true }) : undefined;
    if (!transport && !spool && !app.config.devOutbox) throw new Error('No way to send mail: set SMTP_URL or MAIL_SPOOL_DIR.');

    async function deliver(mail: Mail) {
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
    }

    const handlers = new Map<string, MailJobHandler>();
    handlers.set('mail', async (job) => job.payload as Mail);

    /** One mail job: a failing transport throws, and the queue tries again later (lib/jobs, KIND_OPTIONS.mail). */
    async function work(job: MailJob): Promise<'sent' | 'dropped'> {
      const handler = handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for mail jobs of kind ${job.kind}`);
      const mail = await handler({ to: job.to, payload: job.payload });
      // through the decorated object, so that a test can watch or fail the transport
      if (mail) await mailer.deliver(mail);
      // which process sent it, not to whom: the address stays out of the logs
      app.log.info({ kind: job.kind, sent: Boolean(mail) }, 'mail job done');
      return mail ? 'sent' : 'dropped';
    }
    await app.jobs.define<MailJob>('mail', { handler: work, pollingMs: mailWorkerIntervalMs });

    async function runQueue() {
      const outcomes = await app.jobs.runDue('mail');
      return {
        sent: outcomes.filter((outcome) => outcome.value === 'sent').length,
        dropped: outcomes.filter((outcome) => outcome.value === 'dropped').length,
        failed: outcomes.filter((outcome) => !outcome.ok).length,
      };
    }

    // mail queued: the worker starts once the answer has gone out, not while the request is still being answered
    let queued = false;
    app.addHook('onResponse', async () => {
      if (!queued) return;
      queued = false;
      setImmediate(() => app.jobs.wake('mail'));
    });

    async function enqueue(kind: string, to: string, payload: Record<string, unknown>, db?: Executor) {
      // within the caller's transaction when it has one: the mail exists only if what it tells of was written
      await app.jobs.send<MailJob>('mail', { kind, to, payload }, db && db !== app.db ? { tx: db } : {});
      queued = true;
    }

    const mailer: Mailer = {
      send: (mail: Mail, db?: Executor) => enqueue('mail', mail.to, mail, db),
      enqueue,
      handle: (kind: string, handler: MailJobHandler) => void handlers.set(kind, handler),
      runQueue,
      deliver,
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['database', 'jobs'] },
);
