// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneText } from './phone-text';

afterEach(cleanup);

/** A phone inside a right-to-left page: its own direction, so its groups keep their order. */
describe('a phone number as text', () => {
  it('is shaped as the phone field types it and set left to right, apart from the words around it', () => {
    const { container } = render(
      <p dir="rtl">
        Клиент <PhoneText phone="+79161234567" />
      </p>,
    );
    const phone = container.querySelector('p > span')!;
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.textContent).toBe('+7 (916) 123-45-67');
  });

  it('shows a number that is not a Russian mobile as it was stored', () => {
    const { container } = render(<PhoneText phone="+4930123456" />);
    expect(container.textContent).toBe('+4930123456');
    expect(container.querySelector('span')!.getAttribute('dir')).toBe('ltr');
  });
});
