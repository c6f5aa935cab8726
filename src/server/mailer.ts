/** The shape of outgoing mail and the console mailer (no transport: development, tests and system runs send nothing). */

/** A plain-text message. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends a message; the transport is created from the environment unless a test passes one. */
export type Mailer = (mail: Mail) => Promise<void>;

/** Prints the message instead of sending it. */
export const consoleMailer: Mailer = (mail) => {
  console.log(`[mail] para ${mail.to}: ${mail.subject}\n${mail.text}`);
  return Promise.resolve();
};
