// The other ways shoppers write a model name (decision 0013): 'CX-5' as 'CX5', 'Mazda3' as
// 'Mazda 3', 'HiLux' as 'Hi Lux'. Derived from the stocked make and model, never listed by hand.

// Where a word breaks into parts: letters then digits, digits then letters, lower then upper case.
const PART_BOUNDARY = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})|(?<=\p{Ll})(?=\p{Lu})/u;
// What the index tokenizer splits on (punctuation and spaces).
const SEPARATORS = /[\p{P}\s]+/u;

/** The model written joined ('CX5') and split into its parts ('CX 5'), minus its own spelling. */
export function listModelSpellings(model: string): string[] {
  const words = model.split(SEPARATORS).filter((word) => word !== '');
  const parts = words.flatMap((word) => word.split(PART_BOUNDARY));
  const spellings = [words.join(''), parts.join(' ')];
  const own = words.join(' ').toLowerCase();
  return [...new Set(spellings)].filter((spelling) => spelling.toLowerCase() !== own);
}

interface AliasParts {
  make: string;
  model: string;
  badge: string;
}

/**
 * The car's name (without the year) once per other spelling of its model:
 * 'Mazda Mazda 3 G25 GT' for a Mazda3 G25 GT. Kept whole so the words of
 * 'mazda 3 gt' stand next to each other, as they do in the name.
 */
export function listNameAliases({ make, model, badge }: AliasParts): string[] {
  return listModelSpellings(model).map((spelling) =>
    [make, spelling, badge].filter((part) => part !== '').join(' '),
  );
}
