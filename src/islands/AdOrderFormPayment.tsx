import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useEffect, useState } from 'react';
import { Button } from '../ui/Button.tsx';

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

/** POSTs JSON and returns the answer's JSON. @throws Error with the server's message when the answer is not OK */
async function postJson<T>(path: string, body: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(answer.error?.message || 'Error procesando el pago con PayPal');
  return answer;
}

const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

/**
 * The payment step: loads the PayPal setup (GET /api/paypal/setup), then PayPal's buttons. The PayPal order
 * is created by the server for the stored amount; approval is captured and verified by the server.
 */
export function AdOrderFormPayment({ order, onPaid, onFailed, onCancel }: PaymentProps) {
  const [setup, setSetup] = useState<Setup | null>(null);

  useEffect(() => {
    let live = true;
    fetch('/api/paypal/setup', { headers: { accept: 'application/json' } })
      .then(async (response) => {
        const answer = (await response.json().catch(() => ({}))) as Partial<Setup> & { error?: { message?: string } };
        if (!response.ok || !answer.clientId) throw new Error(answer.error?.message || 'PayPal setup failed');
        if (live) setSetup({ clientId: answer.clientId, currency: answer.currency ?? order.currency });
      })
      .catch((error: unknown) => {
        if (live) onFailed(messageOf(error));
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
      <h2 id="payment-title" className="text-xl font-extrabold text-brand-900">
        Pago seguro con PayPal
      </h2>
      <p className="text-slate-700">
        Total a pagar: <strong>US${order.price}</strong> (orden n.º {order.id}).
      </p>
      {setup ? (
        <PayPalScriptProvider options={{ clientId: setup.clientId, currency: setup.currency, intent: 'capture' }}>
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
