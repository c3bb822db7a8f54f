import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { CaptchaField } from '#shared/components/forms/captcha/captcha-field.tsx';

const render = (element: ReactElement) => parse(renderToString(element));

describe('CaptchaField on the server', () => {
  it('is an unticked, labelled box with an empty live region and an empty captcha input', () => {
    const root = render(<CaptchaField form="general-enquiry" formId="enquiry" />);
    const box = root.querySelector('input[type=checkbox]')!;
    expect(box.id).toBe('enquiry-captcha');
    expect(box.hasAttribute('checked')).toBe(false);
    expect(box.hasAttribute('name')).toBe(false);
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('enquiry-captcha-status');
    const label = root.querySelector('label[for=enquiry-captcha]')!;
    expect(label.text).toContain('I’m not a robot');
    const status = root.querySelector('#enquiry-captcha-status')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.text).toBe('');
    const hidden = root.querySelector('input[type=hidden]')!;
    expect(hidden.getAttribute('name')).toBe('captcha');
    expect(hidden.getAttribute('value')).toBe('');
  });

  it('shows the API’s message under the box and points the box at it', () => {
    const message = 'Please confirm you are not a robot.';
    const root = render(<CaptchaField form="general-enquiry" formId="enquiry" error={message} />);
    expect(root.querySelector('.form-field')!.classList.contains('form-field--invalid')).toBe(true);
    const box = root.querySelector('input[type=checkbox]')!;
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(
      'enquiry-captcha-status enquiry-captcha-error',
    );
    expect(root.querySelector('#enquiry-captcha-error')!.text).toBe(message);
  });

  it('gets ids from useId without a form id, and can be disabled', () => {
    const root = render(<CaptchaField form="general-enquiry" disabled />);
    const box = root.querySelector('input[type=checkbox]')!;
    expect(box.id).not.toBe('');
    expect(box.hasAttribute('disabled')).toBe(true);
    expect(root.querySelector(`#${escapeId(box.id)}-status`)).not.toBeNull();
  });
});

function escapeId(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}
