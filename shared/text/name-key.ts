/** One key for a make or model however it is spelt: 'Mercedes-Benz' = 'mercedes benz', 'CX-5' = 'cx5', 'Mazda 3' = 'Mazda3'. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}
