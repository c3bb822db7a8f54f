/**
 * product rule 9.7: a model name as shoppers see it. Inventory feeds and manufacturer data name
 * some models by their bare code ('2', '3', '6'); the tenant's `model_renames` maps
 * those to the names the dealer sells them under ('Mazda2', 'Mazda3', 'Mazda6').
 * Exact match only: 'CX-3' is not '3'. Names without a rename are kept.
 */
export function renameModel(
  name: string,
  renames: Readonly<Record<string, string>> | undefined,
): string {
  const trimmed = name.trim();
  return (renames && Object.hasOwn(renames, trimmed) ? renames[trimmed] : undefined) ?? name;
}
