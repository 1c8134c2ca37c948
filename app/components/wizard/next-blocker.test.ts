import { describe, expect, it } from 'vitest';
import { nextBlocker, type CarField } from './next-blocker';

const picked = (id: number, text: string): CarField => ({ id, text, written: false });
const written = (text: string): CarField => ({ id: null, text, written: true });
const typed = (text: string): CarField => ({ id: null, text, written: false });

describe('nextBlocker: why «Дальше» is disabled', () => {
  const ready = { brand: picked(1, 'Volkswagen'), model: picked(2, 'Polo'), classId: 1, phoneValid: true };

  it('names the first thing missing, top to bottom', () => {
    expect(nextBlocker({ ...ready, brand: typed('') })).toEqual({ key: 'wizard.why.brand' });
    expect(nextBlocker({ ...ready, brand: typed('Trab') })).toEqual({ key: 'wizard.why.brandPick' });
    expect(nextBlocker({ ...ready, model: typed('') })).toEqual({ key: 'wizard.why.model' });
    expect(nextBlocker({ ...ready, model: typed('P60') })).toEqual({ key: 'wizard.why.modelPick' });
    expect(nextBlocker({ ...ready, classId: null })).toEqual({ key: 'wizard.why.class' });
    expect(nextBlocker({ ...ready, phoneValid: false })).toEqual({ key: 'wizard.why.phone' });
  });

  it('takes a brand and model written by hand once the class is chosen', () => {
    const free = { ...ready, brand: written('Trabant'), model: written('P601') };
    expect(nextBlocker({ ...free, classId: null })).toEqual({ key: 'wizard.why.class' });
    expect(nextBlocker(free)).toBeNull();
    expect(nextBlocker({ ...free, model: written('  ') })).toEqual({ key: 'wizard.why.model' });
  });

  it('names only the topmost thing missing when several are', () => {
    const empty = { brand: typed(''), model: typed(''), classId: null, phoneValid: false };
    expect(nextBlocker(empty)).toEqual({ key: 'wizard.why.brand' });
    expect(nextBlocker({ ...empty, brand: picked(1, 'Volkswagen') })).toEqual({ key: 'wizard.why.model' });
    expect(nextBlocker({ ...empty, brand: picked(1, 'Volkswagen'), model: picked(2, 'Polo') })).toEqual({ key: 'wizard.why.class' });
    expect(nextBlocker({ ...ready, model: typed('Pol'), phoneValid: false })).toEqual({ key: 'wizard.why.modelPick' });
  });

  it('takes spaces alone as nothing typed, and a catalogue pick whatever its text', () => {
    expect(nextBlocker({ ...ready, brand: typed('   ') })).toEqual({ key: 'wizard.why.brand' });
    expect(nextBlocker({ ...ready, model: written('   ') })).toEqual({ key: 'wizard.why.model' });
    expect(nextBlocker({ ...ready, brand: picked(1, '') })).toBeNull();
  });
});
