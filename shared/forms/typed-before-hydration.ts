/**
 * What the shopper typed into a server-rendered form before React took it over.
 * Read while hydrating, from the render: the DOM still holds the typing then,
 * and React resets controlled inputs to their state when it commits. Only
 * controls changed from the server's HTML count (value vs defaultValue).
 */
export function typedBeforeHydration(
  formId: string,
  fieldNames: readonly string[],
): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Record<string, unknown> = {};
  for (const name of fieldNames) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) typed[name] = control.checked;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) typed[name] = control.value;
    } else if (control instanceof HTMLSelectElement) {
      const chosen = control.selectedOptions[0];
      if (chosen && !chosen.defaultSelected) typed[name] = control.value;
    }
  }
  return typed;
}
