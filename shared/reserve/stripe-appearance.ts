import type { Appearance } from '@stripe/stripe-js';
import type { ThemeColors } from '../tenant/tenant-config.ts';

/** The forms' error red (shared/styles/forms.css): themes have no error colour. */
const ERROR_RED = '#b00020';

/** Stripe's Payment Element in the dealer's colours, with the page's own type and corners. */
export function stripeAppearance(colors: ThemeColors): Appearance {
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: colors.primary,
      colorBackground: colors.background,
      colorText: colors.text,
      colorTextSecondary: colors.muted,
      colorDanger: ERROR_RED,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      fontSizeBase: '16px',
      borderRadius: '8px',
    },
  };
}
