import { describe, expect, it } from 'vitest';
import { MAIL_BUDGETS, MAIL_PER_ADDRESS_PER_DAY, mailBudgetOf, mailboxOf } from './mail-budget';

describe('mail budgets', () => {
  it('gives validation links, e-mail change links, resets and security notices a budget each', () => {
    expect(mailBudgetOf('validation').name).toBe('validation');
    expect(mailBudgetOf('email-change').name).toBe('emailChange');
    expect(mailBudgetOf('reset').name).toBe('reset');
    expect(mailBudgetOf('address-in-use').name).toBe('addressInUse');
    expect(mailBudgetOf('passwordChanged').name).toBe('accountChanged');
    expect(mailBudgetOf('emailChanged').name).toBe('accountChanged');
    expect(mailBudgetOf('workshop-reminder')).toEqual({ name: 'other', perDay: MAIL_BUDGETS.other.perDay });
  });

  it('leaves room in the daily total for the owner’s notices whatever strangers set off', () => {
    const strangers = ['validation', 'emailChange', 'reset', 'addressInUse', 'newsletter'] as const;
    const total = strangers.reduce((sum, name) => sum + MAIL_BUDGETS[name].perDay, 0);
    expect(total + MAIL_BUDGETS.accountChanged.perDay).toBeLessThanOrEqual(MAIL_PER_ADDRESS_PER_DAY);
  });

  it('counts the mailbox, not the spelling of its address', () => {
    expect(mailboxOf(' Ana+news@Example.com')).toBe('ana@example.com');
    expect(mailboxOf('a.n.a+1@Gmail.com')).toBe(mailboxOf('ana@googlemail.com'));
    expect(mailboxOf('a.n.a@example.com')).toBe('a.n.a@example.com');
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com');
  });
});
