// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { actWhenShown } from '~/test/act-when-shown';
import { QuantityInput } from './quantity-input';

afterEach(cleanup);

/** A line of 2 whose field appears a moment after the page, as a wizard's step does once its data came. */
function Line({ quantities }: { quantities: number[] }) {
  const [quantity, setQuantity] = useState(2);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <QuantityInput
      quantity={quantity}
      limits={{ min: '1', max: '99' }}
      label="Количество"
      errorId="qty-error"
      refused={false}
      onChange={(n) => {
        quantities.push(n);
        setQuantity(n);
      }}
      onRefused={() => undefined}
    />
  );
}

it('keeps a number typed the moment the field shows, before its effects ran', async () => {
  // The typing lands in the microtask after the field's first commit, ahead of React's passive effects.
  const quantities: number[] = [];
  const typeFive = actWhenShown(
    () => screen.queryByRole('spinbutton', { name: 'Количество' }),
    (field) => fireEvent.change(field, { target: { value: '5' } }),
  );
  render(<Line quantities={quantities} />);
  const field = (await screen.findByRole('spinbutton', { name: 'Количество' })) as HTMLInputElement;
  expect(typeFive.stop()).toBe(true);
  await waitFor(() => expect(quantities).toEqual([5]));
  expect(field.value).toBe('5');
});
