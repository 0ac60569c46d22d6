import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

/** A plain-text e-mail: Folio sends few (a parent's consent link, a teacher's notice) and no tracking of any kind. */
interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends the mail, or throws when the SMTP server refuses it or cannot be reached. */
  send(mail: Mail): Promise<void>;
}

/**
 * The mailer of SMTP_URL (nodemailer, loaded with the first mail: a start does not need it). Without SMTP_URL (a
 * developer's machine, the demo) each mail is written to the log at info level instead, link included, so that
 * the flows that mail can be followed by hand.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, mailFrom } = config;
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info({ mail: { from: mailFrom, ...mail } }, 'e-mail (no SMTP_URL set: written here instead of sent)');
      },
    };
  }
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: mailFrom, ...mail });
    },
  };
}
