/**
 * The home banner's 'Instalar' button (decision 058), loaded only once the browser fires `beforeinstallprompt`
 * (it does where the site can be installed and is not yet): shows the button, and a click opens the browser's own
 * install dialog; the button goes away once the visitor has answered or the app is installed.
 */

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

/** Shows `button` and keeps `event` (the latest one) for its click; the button is wired once. */
export function offerInstall(event: BeforeInstallPromptEvent, button: HTMLButtonElement): void {
  const wired = deferred !== null;
  deferred = event;
  button.hidden = false;
  if (wired) return;
  const done = () => {
    deferred = null;
    button.hidden = true;
  };
  button.addEventListener('click', () => {
    const prompt = deferred;
    if (!prompt) return;
    void prompt
      .prompt()
      .then(() => prompt.userChoice)
      .finally(done);
  });
  addEventListener('appinstalled', done);
}
