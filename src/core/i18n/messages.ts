import type enUsMessages from '../../../locales/en-us/messages.json';
import { numberFormat, pluralRulesOf } from '../format/number-format';

/** A plural message: one form per Intl.PluralRules category, `one` and `other` always present. */
export type PluralMessage = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Messages = {
  [K in keyof typeof enUsMessages]: (typeof enUsMessages)[K] extends string ? string : PluralMessage;
};
export type MessageKey = keyof Messages;
export type PluralKey = { [K in MessageKey]: Messages[K] extends PluralMessage ? K : never }[MessageKey];
export type TextKey = Exclude<MessageKey, PluralKey>;

export type Values = Record<string, string | number>;

function fill(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A translator bound to one locale's messages. `t(key, values)` fills `{name}` placeholders;
 * `plural(key, count)` picks the form with Intl.PluralRules and fills `{count}` (formatted).
 */
export function createTranslator(messages: Messages, intlLocale: string) {
  const rules = pluralRulesOf(intlLocale);
  const numbers = numberFormat(intlLocale);
  return {
    t(key: TextKey, values: Values = {}): string {
      return fill(messages[key] as string, values);
    },
    plural(key: PluralKey, count: number, values: Values = {}): string {
      const forms = messages[key] as PluralMessage;
      const form = forms[rules.select(count)] ?? forms.other;
      return fill(form, { count: numbers.format(count), ...values });
    },
  };
}

export type Translator = ReturnType<typeof createTranslator>;
