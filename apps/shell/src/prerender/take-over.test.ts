import { expect, it, vi } from 'vitest';
import { takeOverPrerender } from './take-over';

it('moves what was typed and the focus into the fields of the same name, then drops the copy', () => {
  document.body.innerHTML =
    '<div id="root"><input name="email"><input name="password"></div>' +
    '<div id="sp-prerender"><input name="email" value=""><input name="password"></div>';
  const [email, password] = [...document.querySelectorAll<HTMLInputElement>('#sp-prerender input')];
  email!.value = 'amina@atlas.test';
  password!.value = 'secret';
  password!.focus();
  takeOverPrerender();
  expect(document.getElementById('sp-prerender')).toBeNull();
  const app = document.querySelectorAll<HTMLInputElement>('#root input');
  expect([...app].map((i) => i.value)).toEqual(['amina@atlas.test', 'secret']);
  expect(document.activeElement).toBe(app[1]);
});

it('submits the app form when the prerendered one was submitted', async () => {
  document.body.innerHTML =
    '<div id="root"><form><input name="email"></form></div><div id="sp-prerender" data-submitted><form></form></div>';
  const submitted = vi.fn((event: Event) => event.preventDefault());
  document.querySelector('#root form')!.addEventListener('submit', submitted);
  takeOverPrerender();
  await new Promise((resolve) => setTimeout(resolve));
  expect(submitted).toHaveBeenCalledTimes(1);
});
