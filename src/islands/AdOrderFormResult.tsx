import { Button } from '../ui/Button.tsx';
import { STEP_HEADING, useFocusOnMount } from '../ui/use-focus-on-mount.ts';

/** The success screen after a verified payment (spec: '¡Pago Exitoso!'); its button returns home. */
export function PaymentSuccess() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section role="status" aria-labelledby="paid-title" className="grid gap-3 text-center">
      <h2
        id="paid-title"
        ref={heading}
        tabIndex={-1}
        className={`${STEP_HEADING} text-2xl font-extrabold text-brand-900`}
      >
        ¡Pago Exitoso!
      </h2>
      <p className="text-slate-700">
        Tu anuncio está en revisión y estará activo en un plazo de 24 horas. Te enviaremos la confirmación por correo
        electrónico.
      </p>
      <Button asChild size="lg" className="justify-self-center">
        <a href="/">Volver al inicio</a>
      </Button>
    </section>
  );
}

interface PaymentErrorProps {
  message?: string;
  email: string;
  phone: string;
  onBack: () => void;
}

/**
 * The payment error screen (spec: 'Error en el Pago'), with other ways to pay and the contact details. It opens
 * scrolled to its heading, which takes the focus.
 */
export function PaymentError({ message, email, phone, onBack }: PaymentErrorProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section role="alert" aria-labelledby="payment-error-title" className="grid gap-3">
      <h2
        id="payment-error-title"
        ref={heading}
        tabIndex={-1}
        className={`${STEP_HEADING} text-2xl font-extrabold text-accent-700`}
      >
        Error en el Pago
      </h2>
      <p className="text-slate-700">Hubo un problema procesando tu pago con PayPal.</p>
      <p className="rounded-xl bg-accent-50 p-3 text-sm text-accent-700">
        {message || 'Error procesando el pago con PayPal'}
      </p>
      <div className="text-sm text-slate-700">
        <p className="font-bold">Otras formas de pago:</p>
        <ul className="ml-5 list-disc">
          <li>Transferencia bancaria</li>
          <li>Pago móvil</li>
          <li>Tarjeta de crédito o débito</li>
        </ul>
        <p className="mt-2">
          Escríbenos a{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${email}`}>
            {email}
          </a>{' '}
          o por WhatsApp al{' '}
          <a
            className="font-semibold text-brand-700 underline"
            href={`https://wa.me/${phone.replace(/\D/g, '')}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {phone}
          </a>
          .
        </p>
      </div>
      <Button type="button" onClick={onBack} className="justify-self-start">
        Volver al formulario
      </Button>
    </section>
  );
}
