/**
 * Outgoing mail through nodemailer: SMTP when `SMTP_URL` is set, otherwise the message is printed to the
 * console (development and tests lose nothing and send nothing).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env.ts';

/** A plain-text message. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends a message; the transport is created from the environment unless a test passes one. */
export type Mailer = (mail: Mail) => Promise<void>;

/** A mailer over `transport` (nodemailer), sending from `from`. */
export function mailerOver(transport: Transporter, from: string): Mailer {
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

/** Prints the message instead of sending it. */
const consoleMailer: Mailer = (mail) => {
  console.log(`[mail] para ${mail.to}: ${mail.subject}\n${mail.text}`);
  return Promise.resolve();
};

let configured: Mailer | undefined;

/** The app's mailer: SMTP from `SMTP_URL`, or the console. */
export function appMailer(): Mailer {
  const { SMTP_URL, MAIL_FROM } = env();
  configured ??= SMTP_URL ? mailerOver(nodemailer.createTransport(SMTP_URL), MAIL_FROM) : consoleMailer;
  return configured;
}
