// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useChangeEffect } from './use-change-effect';

afterEach(cleanup);

/**
 * A form reading a value kept outside React state, as Remix's fetcher keeps its answers, with
 * two ways to render it again: a state set back to what it was (a render React discards) and
 * a real change (a render React commits).
 */
function renderForm(outside: { answer: string }) {
  const plain: string[] = [];
  const robust: string[] = [];
  let bounce!: () => void;
  let update!: () => void;
  function Form() {
    const [, setFlag] = useState(0);
    const [, setTick] = useState(0);
    bounce = () => {
      setFlag(1);
      setFlag(0);
    };
    update = () => setTick((n) => n + 1);
    const answer = outside.answer;
    useEffect(() => {
      plain.push(answer);
    }, [answer]);
    useChangeEffect(() => {
      robust.push(answer);
    }, [answer]);
    return <p>{answer}</p>;
  }
  render(<Form />);
  return { plain, robust, bounce: () => act(bounce), update: () => act(update) };
}

describe('useChangeEffect', () => {
  it('runs for an answer first read by a render React discarded, where useEffect does not', () => {
    const outside = { answer: 'refused' };
    const form = renderForm(outside);
    outside.answer = 'saved';
    form.bounce();
    form.update();
    expect(form.robust).toEqual(['refused', 'saved']);
    // The reason the hook exists: if React one day runs this effect too, the hook can go.
    expect(form.plain).toEqual(['refused']);
  });

  it('runs once per new value and not for renders that bring none', () => {
    const outside = { answer: 'a' };
    const form = renderForm(outside);
    form.update();
    form.update();
    outside.answer = 'b';
    form.update();
    form.update();
    expect(form.robust).toEqual(['a', 'b']);
  });

  it('cleans up its last run before the next and when the form goes', () => {
    const log: string[] = [];
    function Timer({ value }: { value: string }) {
      useChangeEffect(() => {
        log.push(`start ${value}`);
        return () => log.push(`stop ${value}`);
      }, [value]);
      return null;
    }
    const view = render(<Timer value="one" />);
    view.rerender(<Timer value="two" />);
    view.unmount();
    expect(log).toEqual(['start one', 'stop one', 'start two', 'stop two']);
  });
});
