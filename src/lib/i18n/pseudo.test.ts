import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as organisationEnglish } from './compiled/organisation.en';
import { messages as parentEnglish } from './compiled/parent.en';
import { pseudoMessages } from './pseudo';

describe('the pseudo-locale', () => {
  const pseudo = setupI18n({ locale: 'en-XA', messages: { 'en-XA': pseudoMessages(parentEnglish) } });

  it('accents every letter, keeps placeholders and plural forms, and makes the text a third longer in brackets', () => {
    const english = setupI18n({ locale: 'en', messages: { en: parentEnglish } });
    const said = pseudo._('parent.itemsDone', { done: 3, total: 12 });
    expect(english._('parent.itemsDone', { done: 3, total: 12 })).toBe('3 of 12 activities done');
    expect(said).toMatch(/^⟦3 óƒ 12 áçţíṽíţíéš ðóñé·+⟧$/);
    expect(said.length).toBeGreaterThanOrEqual(Math.ceil('3 of 12 activities done'.length * 1.3));
    expect(said).not.toMatch(/[a-zA-Z]/);
  });

  it('translates the forms of a plural', () => {
    const plural = pseudoMessages(organisationEnglish);
    const say = (count: number) => setupI18n({ locale: 'en-XA', messages: { 'en-XA': plural } })._('org.districts.schoolCount', { count });
    expect(say(1)).toMatch(/^⟦1 šçĥóóļ·+⟧$/);
    expect(say(4)).toMatch(/^⟦4 šçĥóóļš·+⟧$/);
  });

  it('leaves a message of placeholders alone: its text is data', () => {
    const onlyData = pseudoMessages({ name: [['name']] });
    expect(setupI18n({ locale: 'en-XA', messages: { 'en-XA': onlyData } })._('name', { name: 'Ana' })).toBe('Ana');
  });
});
