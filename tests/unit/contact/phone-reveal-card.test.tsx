import { renderToString } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { PhoneRevealCard } from '#shared/components/car/phone-reveal-card.tsx';
import { usePhoneReveal } from '#shared/components/car/use-phone-reveal.ts';

function CarPhone({ phone }: { phone: string }) {
  const phoneReveal = usePhoneReveal(42);
  return <PhoneRevealCard phone={phone} dealerName="Bayside Mazda" phoneReveal={phoneReveal} />;
}

function html(phone = '02 5550 1100') {
  return renderToString(<CarPhone phone={phone} />);
}

function render(phone?: string) {
  return parse(html(phone));
}

describe('PhoneRevealCard as the server renders it', () => {
  test('a button named for what it does, showing the masked number', () => {
    const root = render();
    const button = root.querySelector('button.phone-reveal__button')!;
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('.phone-reveal__masked')?.textContent).toBe('02 55** ****');
    // The stars are hidden from assistive technology; the name is the product rules' label.
    expect(button.querySelector('.phone-reveal__masked')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.querySelector('.phone-reveal__label')?.textContent).toBe(
      'Click to reveal phone number of Bayside Mazda',
    );
  });

  test('the full number is only in the no-JavaScript fallback, as a tel: link', () => {
    const page = html('+61 2 5550 1100');
    const [, fallback = ''] = /<noscript>(.*)<\/noscript>/s.exec(page) ?? [];
    expect(parse(page.replace(fallback, '')).textContent).not.toContain('5550 1100');
    const link = parse(fallback).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('tel:+61255501100');
    expect(link.textContent).toBe('Call Bayside Mazda on +61 2 5550 1100');
  });
});
