// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { russian } from '~/test/i18n';
import { DisplayColumn } from './display-column';

/** A column of the wall display as the TV reads it (docs/screens.md 'The wall display'). */
afterEach(cleanup);

const now = new Date('2026-11-21T11:00:30Z').getTime();
const car = (id: number, since: string, ready_at: string | null = null) => ({
  id,
  seq: id,
  plate_number: `А${100 + id}ВС77`,
  model_text: 'Kia Rio',
  since,
  ready_at,
  ahead: ready_at ? 0 : null,
});

function show(column: 'waiting' | 'in_progress' | 'done', since: string, readyAt: string | null = null) {
  render(
    <I18nextProvider i18n={russian()}>
      <DisplayColumn column={column} cars={[car(1, since, readyAt)]} now={now} timeZone="Europe/Moscow" />
    </I18nextProvider>,
  );
}

describe('the time of a car on the wall display', () => {
  it('says «только что» for a car that came in this minute, not «0 мин»', () => {
    show('waiting', '2026-11-21T11:00:05Z');
    expect(screen.getByText('принята только что')).toBeTruthy();
    expect(screen.queryByText(/0 мин/)).toBeNull();
    cleanup();
    show('in_progress', '2026-11-21T11:00:05Z');
    expect(screen.getByText('в работе только что')).toBeTruthy();
    cleanup();
    show('done', '2026-11-21T11:00:05Z');
    expect(screen.getByText('готова только что')).toBeTruthy();
  });

  it('counts minutes from the first whole one', () => {
    show('waiting', '2026-11-21T10:59:00Z');
    expect(screen.getByText('ждёт 1 мин')).toBeTruthy();
  });

  it('says when a waiting car should be ready, in the business time zone', () => {
    show('waiting', '2026-11-21T10:59:00Z', '2026-11-21T11:40:00Z');
    expect(screen.getByText('готова примерно к 14:40')).toBeTruthy();
  });
});
