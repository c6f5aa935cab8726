/** The /anunciar order form in a browser, with PayPal's SDK stubbed (tests/e2e/anunciar.spec.ts, tests/vercel/). */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { hydrateOnIntent } from './helpers.ts';

/**
 * PayPal's browser SDK comes from paypal.com, out of reach here: this stub renders one 'PayPal' button that
 * runs the real createOrder / onApprove callbacks (so the server talks to the fake PayPal) and a 'Cerrar
 * PayPal' button that cancels, as a buyer closing the PayPal window would.
 */
const SDK_STUB = `window.paypal = {
  version: '5.0.0',
  Buttons(options) {
    return {
      isEligible: () => true,
      close: () => Promise.resolve(),
      updateProps: () => Promise.resolve(),
      render(container) {
        const root = typeof container === 'string' ? document.querySelector(container) : container;
        const pay = document.createElement('button');
        pay.type = 'button';
        pay.textContent = 'PayPal';
        pay.onclick = async () => {
          try {
            const orderID = await options.createOrder({}, {});
            await options.onApprove({ orderID }, {});
          } catch (error) {
            options.onError(error);
          }
        };
        const cancel = document.createElement('button');
        cancel.type = 'button';
        cancel.textContent = 'Cerrar PayPal';
        cancel.onclick = () => options.onCancel({}, {});
        root.append(pay, cancel);
        return Promise.resolve();
      },
    };
  },
};`;

/** Opens /anunciar with the SDK stub and hydrates its form. */
export async function openOrderPage(page: Page) {
  await page.route('https://www.paypal.com/sdk/js**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: SDK_STUB }),
  );
  await page.goto('/anunciar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anúnciate en Gana Más');
  // The form hydrates on intent (decision 064): a pointer over it loads React.
  await hydrateOnIntent(page, 'AdOrderForm');
}

/** Header banner on the home page for 30 days: 5.63 x 1.2 x 30 = 202.68, -10% = 182.41 -> US$182. */
export async function fillOrder(page: Page) {
  await page.locator('input[name="positions"][value="header-banner"]').check();
  await page.locator('input[name="pageType"][value="homepage"]').check();
  await page.locator('input[name="duration"][value="30"]').check();
  await expect(page.getByTestId('order-total')).toHaveText('US$182');
  await page.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Banca Playwright');
  await page.getByRole('textbox', { name: 'Correo electrónico de contacto' }).fill('ventas@example.com');
  await page.getByRole('textbox', { name: 'Contenido HTML' }).fill('<p>Juega aquí</p>');
}
