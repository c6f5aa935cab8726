import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { api, serverMessage, unwrap } from './api-client.ts';
import { Button } from '../ui/Button.tsx';
import { STEP_HEADING, useFocusOnMount } from '../ui/use-focus-on-mount.ts';

/** The order the payment step pays, as POST /api/ad-orders answered it. */
export type PlacedOrder = InferResponseType<(typeof api)['ad-orders']['$post'], 201>;

/** The browser SDK's setup, as GET /api/paypal/setup answers it. */
type Setup = InferResponseType<typeof api.paypal.setup.$get, 200>;

interface PaymentProps {
  order: PlacedOrder;
  onPaid: () => void;
  onFailed: (message?: string) => void;
  onCancel: () => void;
}

/** What the error screen says when PayPal cannot be reached (setup refused, SDK not loaded). */
const PAYPAL_UNAVAILABLE = 'No se pudo conectar con PayPal. Intenta de nuevo en unos minutos.';

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
    unwrap(api.paypal.setup.$get())
      .then((answer) => {
        if (!answer.clientId) throw new Error('PayPal sin client id');
        if (live) setSetup(answer);
      })
      .catch((error: unknown) => {
        if (live) onFailed(serverMessage(error) ?? PAYPAL_UNAVAILABLE);
      });
    return () => {
      live = false;
    };
  }, [onFailed]);

  const createOrder = async (): Promise<string> => {
    const created = await unwrap(api.paypal.order.$post({ json: { orderId: order.id } }));
    return created.id;
  };
  const approve = async (paypalOrderId: string): Promise<void> => {
    try {
      const captured = await unwrap(
        api.paypal.order[':id'].capture.$post({ param: { id: paypalOrderId }, json: { orderId: order.id } }),
      );
      // A replayed capture of an order not yet paid answers without a transaction: nothing to confirm.
      if (!captured.transactionId) throw new Error('captura sin transacción');
      await unwrap(
        api['ad-orders'][':id'].$patch({
          param: { id: String(order.id) },
          json: { status: 'paid', paypalTransactionId: captured.transactionId },
        }),
      );
      onPaid();
    } catch (error) {
      onFailed(serverMessage(error));
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
            onError={(error) => onFailed(serverMessage(error))}
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
