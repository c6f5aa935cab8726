import { useState, type ReactElement } from 'react';
import { shareMessage, whatsappHref, type Share } from '../lib/share.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './DropdownMenu.tsx';
import { notify, Toaster } from './Toaster.tsx';

/** Hides the toast region of the menu that copied last, so a page shows each toast once. */
let hideLastToaster: (() => void) | undefined;

/**
 * The share menu of a device without the Web Share API (loaded by `ShareButton`), open as it mounts: 'WhatsApp'
 * opens wa.me with the share's message in a new tab, 'Copiar' puts the message on the clipboard and confirms it
 * with a toast ('Enlace copiado'; an error toast when the browser refuses).
 */
export default function ShareMenu({ share, trigger }: { share: Share; trigger: ReactElement }) {
  const [toaster, setToaster] = useState(false);
  const copy = () => {
    hideLastToaster?.();
    hideLastToaster = () => setToaster(false);
    setToaster(true);
    // The Clipboard API exists only on secure pages (https, localhost).
    const written =
      'clipboard' in navigator
        ? navigator.clipboard.writeText(shareMessage(share))
        : Promise.reject(new Error('sin portapapeles'));
    written.then(
      () => notify.success('Enlace copiado', 'Pégalo en un chat o una publicación.'),
      () => notify.error('No se pudo copiar', 'Copia la dirección de la página desde el navegador.'),
    );
  };
  return (
    <>
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" aria-label="Compartir">
          <DropdownMenuItem asChild>
            <a href={whatsappHref(share)} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={copy}>Copiar</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {toaster && <Toaster />}
    </>
  );
}
