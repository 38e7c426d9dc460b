import { textKeys } from '@sp/i18n/testing';
import { expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

it('has every text in English, French and Arabic', () => {
  expect(textKeys(fr)).toEqual(textKeys(en));
  expect(textKeys(ar)).toEqual(textKeys(en));
});
