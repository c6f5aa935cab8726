/**
 * Outgoing mail through nodemailer: SMTP when `SMTP_URL` is set, otherwise the message is printed to the
 * console (development and tests lose nothing and send nothing).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env.ts';
import { consoleMailer, type Mailer } from './mailer.ts';

/** A mailer over `transport` (nodemailer), sending from `from`. */
export function mailerOver(transport: Transporter, from: string): Mailer {
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

let configured: Mailer | undefined;

/** The app's mailer: SMTP from `SMTP_URL`, or the console. */
export function appMailer(): Mailer {
  const { SMTP_URL, MAIL_FROM } = env();
  configured ??= SMTP_URL ? mailerOver(nodemailer.createTransport(SMTP_URL), MAIL_FROM) : consoleMailer;
  return configured;
}
