import { createContext, useContext } from 'react';
import { serializeJsonForScript } from '../serialize-json.ts';

/**
 * The response's CSP nonce. The server knows it; the browser reads it back from
 * a script element's `nonce` property (browsers hide the attribute value), so
 * both sides render the same tree.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * Inline JSON in a <script> (JSON-LD and the like): escaped by the one
 * serializer and carrying the nonce. The browser hides nonce attribute values
 * after parsing, hence suppressHydrationWarning on this element only.
 */
export function InlineJson({ type, value, id }: { type: string; value: unknown; id?: string }) {
  const nonce = useNonce();
  return (
    <script
      id={id}
      type={type}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonForScript(value) }}
    />
  );
}
