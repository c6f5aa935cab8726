import { describe, expect, it } from 'vitest';
import { placeholderIn } from './custom-code.ts';

describe('placeholderIn', () => {
  it.each([
    ["gtag('config','G-XXXXXXXXXX');", 'G-XXXXXXXXXX'],
    ['gtm.js?id=GTM-XXXXXXX"', 'GTM-XXXXXXX'],
    ["fbq('init','000000000000000');", '000000000000000'],
    ['hjid:0000000,hjsv:6', '0000000'],
    ['static.hotjar.com/c/hotjar-0000000.js', '0000000'],
  ])('finds the placeholder in %s', (code, placeholder) => {
    expect(placeholderIn(code)).toBe(placeholder);
  });

  it.each([
    "gtag('config','G-7Q2K9LM3ZP');",
    'gtm.js?id=GTM-5XK2M7B',
    "fbq('init','1234567890123450');",
    'hjid:3000000,hjsv:6',
    'width: 10000000px; opacity: 0.0000000',
  ])('finds none in %s', (code) => {
    expect(placeholderIn(code)).toBeNull();
  });
});
