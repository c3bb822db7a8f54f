import { errors } from '../errors.ts';
import type { TypoToleranceSetting } from '../types.ts';
import {
  booleanValue,
  objectOf,
  positiveInteger,
  sortedStringSet,
  unknownField,
} from './setting-values.ts';

const CODE = 'invalid_settings_typo_tolerance';
const PATH = '.typoTolerance';
const FIELDS = [
  'enabled',
  'minWordSizeForTypos',
  'disableOnWords',
  'disableOnAttributes',
  'disableOnNumbers',
];

export function defaultTypoTolerance(): TypoToleranceSetting {
  return {
    enabled: true,
    minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    disableOnWords: [],
    disableOnAttributes: [],
    disableOnNumbers: false,
  };
}

/** Merges a `typoTolerance` update into `typo` (PATCH: absent fields stay, `null` resets one). */
export function applyTypoTolerance(typo: TypoToleranceSetting, update: unknown): void {
  const value = objectOf(update, CODE, PATH);
  const defaults = defaultTypoTolerance();
  for (const [field, setting] of Object.entries(value)) {
    const at = `${PATH}.${field}`;
    if (field === 'enabled' || field === 'disableOnNumbers') {
      typo[field] = setting === null ? defaults[field] : booleanValue(setting, CODE, at);
    } else if (field === 'disableOnWords' || field === 'disableOnAttributes') {
      typo[field] = setting === null ? [] : sortedStringSet(setting, CODE, at);
    } else if (field === 'minWordSizeForTypos') {
      applyMinWordSize(typo, setting, at);
    } else {
      throw unknownField(CODE, PATH, field, FIELDS);
    }
  }
}

function applyMinWordSize(typo: TypoToleranceSetting, setting: unknown, at: string): void {
  if (setting === null) {
    typo.minWordSizeForTypos = { oneTypo: 5, twoTypos: 9 };
    return;
  }
  const sizes = objectOf(setting, CODE, at);
  for (const [size, n] of Object.entries(sizes)) {
    if (size !== 'oneTypo' && size !== 'twoTypos') {
      throw unknownField(CODE, at, size, ['oneTypo', 'twoTypos']);
    }
    typo.minWordSizeForTypos[size] =
      n === null ? (size === 'oneTypo' ? 5 : 9) : positiveInteger(n, CODE, `${at}.${size}`);
  }
  const { oneTypo, twoTypos } = typo.minWordSizeForTypos;
  if (oneTypo > 255 || twoTypos > 255 || twoTypos < oneTypo) {
    throw errors.invalidValue(
      CODE,
      at,
      `\`minWordSizeForTypos\` setting is invalid. \`oneTypo\` and \`twoTypos\` fields should be between \`0\` and \`255\`, and \`twoTypos\` should be greater or equals to \`oneTypo\` but found \`oneTypo: ${oneTypo}\` and twoTypos: ${twoTypos}\`.`,
    );
  }
}
