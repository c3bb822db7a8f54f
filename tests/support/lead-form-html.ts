import type { Express } from 'express';
import request from 'supertest';
import { parse, type HTMLElement } from 'node-html-parser';

/** One page of a demo site, as served and parsed. */
export async function getSitePage(app: Express, slug: string, path: string) {
  const res = await request(app).get(path).set('Host', `${slug}.localhost`);
  return { status: res.status, text: res.text, html: parse(res.text) };
}

/** A page's form posted without JavaScript: urlencoded, to the page itself. */
export function postPageForm(
  app: Express,
  slug: string,
  path: string,
  fields: Record<string, string> | ReadonlyArray<readonly [string, string]>,
) {
  return request(app)
    .post(path)
    .set('Host', `${slug}.localhost`)
    .type('form')
    .send(
      new URLSearchParams(fields as Record<string, string> | Array<[string, string]>).toString(),
    );
}

/** One named control of a rendered form, with the state a browser would submit from. */
export interface FormControl {
  name: string;
  /** The input's type ('hidden', 'text', 'email', 'checkbox'...), or 'select' / 'textarea'. */
  type: string;
  required: boolean;
  disabled: boolean;
  value: string;
  checked: boolean;
  /** A select's choices a shopper can pick: neither disabled nor the empty placeholder. */
  options: string[];
}

/** The named controls of a form element, in document order. */
export function readFormControls(form: HTMLElement): FormControl[] {
  return form
    .querySelectorAll('input, select, textarea')
    .filter((element) => element.getAttribute('name'))
    .map((element) => {
      const tag = element.tagName.toLowerCase();
      const type = tag === 'input' ? (element.getAttribute('type') ?? 'text') : tag;
      const options = element.querySelectorAll('option');
      // A select without a selected option shows (and sends) its first enabled one.
      const selected =
        options.find((option) => option.hasAttribute('selected')) ??
        options.find((option) => !option.hasAttribute('disabled'));
      return {
        name: element.getAttribute('name')!,
        type,
        required: element.hasAttribute('required'),
        disabled: element.hasAttribute('disabled'),
        value:
          tag === 'select'
            ? (selected?.getAttribute('value') ?? '')
            : tag === 'textarea'
              ? element.textContent
              : (element.getAttribute('value') ?? ''),
        checked: element.hasAttribute('checked'),
        options: options
          .filter((option) => !option.hasAttribute('disabled') && option.getAttribute('value'))
          .map((option) => option.getAttribute('value')!),
      };
    });
}

export interface ShopperAnswers {
  /** What the shopper types, by field name. */
  typed: Readonly<Record<string, string>>;
  /** A select's choice other than its first real option. */
  chosen?: Readonly<Record<string, string>>;
  /** The captcha widget's payload, for the form's hidden `captcha` input. */
  captcha?: string;
}

/**
 * The form as a shopper fills it: the typed answers in their fields, each enabled
 * select on its first real option (or the chosen one), every required box ticked,
 * the captcha solved. A required field without an answer is an error, so a field
 * a form gains fails the test instead of being left out.
 */
export function fillFormControls(
  controls: readonly FormControl[],
  answers: ShopperAnswers,
): FormControl[] {
  return controls.map((control) => {
    if (control.disabled) return control;
    switch (control.type) {
      case 'hidden':
        return control.name === 'captcha' && answers.captcha
          ? { ...control, value: answers.captcha }
          : control;
      case 'checkbox':
        return { ...control, checked: control.checked || control.required };
      case 'select': {
        const choice = answers.chosen?.[control.name] ?? control.options[0];
        if (choice === undefined || !control.options.includes(choice)) {
          if (!control.required && choice === undefined) return control;
          throw new Error(`select ${control.name} offers no ${choice ?? 'option'}`);
        }
        return { ...control, value: choice };
      }
      default: {
        const typed = answers.typed[control.name];
        if (typed !== undefined) return { ...control, value: typed };
        if (control.required && control.value === '') {
          throw new Error(`no answer for the required field ${control.name}`);
        }
        return control;
      }
    }
  });
}

/** What a browser posts for these controls: disabled ones and unticked boxes send nothing. */
export function formPostEntries(controls: readonly FormControl[]): Array<[string, string]> {
  return controls
    .filter((control) => !control.disabled && (control.type !== 'checkbox' || control.checked))
    .map((control) => [control.name, control.value]);
}

/**
 * The values a LeadForm holds for these controls once filled: text as typed, a ticked
 * box true, selects and hidden values as strings. Blank and disabled controls are left out.
 */
export function formStateValues(controls: readonly FormControl[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const control of controls) {
    if (control.disabled) continue;
    if (control.type === 'checkbox') {
      if (control.checked) values[control.name] = true;
    } else if (control.value !== '') {
      values[control.name] = control.value;
    }
  }
  return values;
}
