import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { choosePrerender, type ChooseConfig } from './choose';
import { cookiePrefix } from '../settings/cookies';

const config: ChooseConfig = {
  languages: ['en', 'fr', 'ar'],
  rtl: ['ar'],
  token: '%SP_APP_TITLE%',
  storage: { accessToken: 'accessToken', language: 'language' },
};

function page(tenant: object) {
  document.head.innerHTML = `<script id="sp-tenant" type="application/json">${JSON.stringify(tenant)}</script>`;
  document.body.innerHTML = `<div id="root"></div><div id="sp-prerender"></div>${['en', 'fr', 'ar']
    .flatMap((l) =>
      ['centered', 'illustrated'].map(
        (a) =>
          `<template id="sp-login-${l}-${a}"><p>%SP_APP_TITLE%</p><h1>${l} ${a}</h1></template>`,
      ),
    )
    .join('')}`;
}
const shown = () => document.getElementById('sp-prerender')!.innerHTML;
const tenant = { appTitle: 'Atlas <Market>', defaultLanguage: 'fr', authLayout: 'illustrated' };

describe('choosePrerender', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/login');
    localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => {
    document.cookie = `${cookiePrefix(tenant.appTitle)}-theme=; max-age=0`;
  });

  it("shows the tenant's default language and layout, its title escaped", () => {
    page(tenant);
    choosePrerender(config);
    expect(shown()).toBe('<p>Atlas &lt;Market&gt;</p><h1>fr illustrated</h1>');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Atlas <Market>');
  });

  it('follows the stored language (right to left for Arabic) and the theme cookie named after the title', () => {
    page(tenant);
    localStorage.setItem('language', 'ar');
    document.cookie = `${cookiePrefix(tenant.appTitle)}-theme=dark`;
    choosePrerender(config);
    expect(shown()).toContain('<h1>ar illustrated</h1>');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.className).toBe('dark');
  });

  it('never lets the prerendered form submit natively, and remembers it was asked', () => {
    page(tenant);
    document.querySelector('template#sp-login-fr-illustrated')!.innerHTML +=
      '<form><button>go</button></form>';
    choosePrerender(config);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('#sp-prerender form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.getElementById('sp-prerender')!.dataset.submitted).toBe('');
  });

  it('shows nothing for a visitor with a session, another page, or a page without the tenant', () => {
    page(tenant);
    localStorage.setItem('accessToken', 'x');
    choosePrerender(config);
    expect(shown()).toBe('');
    localStorage.clear();
    history.replaceState(null, '', '/forgot-password');
    choosePrerender(config);
    expect(shown()).toBe('');
    history.replaceState(null, '', '/login');
    document.head.innerHTML = '';
    choosePrerender(config);
    expect(shown()).toBe('');
  });
});
