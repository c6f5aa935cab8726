import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { STEP_HEADING, useFocusOnMount } from '../ui/use-focus-on-mount.ts';

/** The order the payment step pays, as POST /api/ad-orders answered it. */
export interface PlacedOrder {
  id: number;
  price: number;
  currency: string;
}

interface Setup {
  clientId: string;
  currency: string;
}

interface PaymentProps {
  order: PlacedOrder;
  onPaid: () => void;
  onFailed: (message?: string) => void;
  onCancel: () => void;
}

/** What the error screen says when PayPal cannot be reached (setup refused, SDK not loaded). */
const PAYPAL_UNAVAILABLE = 'No se pudo conectar con PayPal. Intenta de nuevo en unos minutos.';

/** A failure whose message is Spanish and meant for the visitor (the server's, or ours). */
class PaymentFailure extends Error {}

/** POSTs JSON and returns the answer's JSON. @throws Error with the server's message when the answer is not OK */
async function postJson<T>(path: string, body: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) throw new PaymentFailure(answer.error?.message || 'Error procesando el pago con PayPal');
  return answer;
}

/** The visitor's message of `error`; undefined for the SDK's own (English) errors, so the screen's default shows. */
const messageOf = (error: unknown): string | undefined => (error instanceof PaymentFailure ? error.message : undefined);

/** Inside the script provider: reports a PayPal SDK that failed to load (blocked, offline). */
function ScriptFailure({ onFailed }: { onFailed: (message?: string) => void }) {
  const [{ isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isRejected) onFailed(PAYPAL_UNAVAILABLE);
  }, [isRejected, onFailed]);
  return null;
}

/**
 * The payment step: loads the PayPal setup (GET /api/paypal/setup), then PayPal's buttons. The PayPal order
 * is created by the server for the stored amount; approval is captured and verified by the server.
 */
export function AdOrderFormPayment({ order, onPaid, onFailed, onCancel }: PaymentProps) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  useEffect(() => {
    let live = true;
    fetch('/api/paypal/setup', { headers: { accept: 'application/json' } })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as Partial<Setup> & { error?: { message?: string } };
        if (!response.ok || !answer.clientId) throw new PaymentFailure(answer.error?.message || PAYPAL_UNAVAILABLE);
        if (live) setSetup({ clientId: answer.clientId, currency: answer.currency ?? order.currency });
      })
      .catch((error: unknown) => {
        if (live) onFailed(messageOf(error) ?? PAYPAL_UNAVAILABLE);
      });
    return () => {
      live = false;
    };
  }, [order.currency, onFailed]);

  const createOrder = async (): Promise<string> => {
    const created = await postJson<{ id: string }>('/api/paypal/order', {
      orderId: order.id,
      amount: order.price.toFixed(2),
      currency: order.currency,
      intent: 'CAPTURE',
    });
    return created.id;
  };
  const approve = async (paypalOrderId: string): Promise<void> => {
    try {
      const captured = await postJson<{ transactionId: string }>(`/api/paypal/order/${paypalOrderId}/capture`, {
        orderId: order.id,
      });
      await postJson(
        `/api/ad-orders/${order.id}`,
        { status: 'paid', paypalTransactionId: captured.transactionId },
        'PATCH',
      );
      onPaid();
    } catch (error) {
      onFailed(messageOf(error));
    }
  };

  return (
    <section aria-labelledby="payment-title" className="grid gap-4">
      <h2
        id="payment-title"
        ref={heading}
        tabIndex={-1}
        className={`${STEP_HEADING} text-xl font-extrabold text-brand-900`}
      >
        Pago seguro con PayPal
      </h2>
      <p className="text-slate-700">
        Total a pagar: <strong>US${order.price}</strong> (orden n.º {order.id}).
      </p>
      {setup ? (
        <PayPalScriptProvider options={{ clientId: setup.clientId, currency: setup.currency, intent: 'capture' }}>
          <ScriptFailure onFailed={onFailed} />
          <PayPalButtons
            style={{ layout: 'vertical', shape: 'pill' }}
            createOrder={createOrder}
            onApprove={(data) => approve(data.orderID)}
            onCancel={onCancel}
            onError={(error) => onFailed(messageOf(error))}
          />
        </PayPalScriptProvider>
      ) : (
        <p role="status" className="text-sm text-slate-600">
          Cargando PayPal…
        </p>
      )}
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar y volver al formulario
      </Button>
    </section>
  );
}
