import { describe, expect, it } from 'vitest';
import { allowedTransitions, canTransition, transitionRefusal } from './order-transitions.js';

describe('order transitions', () => {
  it('allows open → confirmed → archived and open|confirmed → cancelled only', () => {
    expect(allowedTransitions('open')).toEqual(['confirm', 'cancel']);
    expect(allowedTransitions('confirmed')).toEqual(['archive', 'cancel']);
    expect(allowedTransitions('archived')).toEqual([]);
    expect(allowedTransitions('cancelled')).toEqual([]);
    expect(canTransition('open', 'archive')).toBe(false);
    expect(canTransition('confirmed', 'confirm')).toBe(false);
  });

  it('explains a refusal in Estonian with the current and the allowed statuses', () => {
    expect(transitionRefusal('cancelled', 'confirm')).toBe(
      'Tellimus on olekus „Tühistatud“: seda ei saa kinnitada. See on võimalik ainult olekus „Ootel“.',
    );
    expect(transitionRefusal('archived', 'cancel')).toBe(
      'Tellimus on olekus „Arhiveeritud“: seda ei saa tühistada. See on võimalik ainult olekus „Ootel“ või „Kinnitatud“.',
    );
  });
});
