import { describe, expect, it } from 'vitest';
import { createStoreBodySchema } from './stores';
import { productBodySchema, serviceBodySchema } from './catalogue';
import { supplierBodySchema } from './purchase';
import {
  leadBodySchema,
  subAgencyBodySchema,
  taskBodySchema,
  activityBodySchema,
} from './agency-leads';
import { fulfillmentAgentBodySchema, inviteUserBodySchema } from './admin';
import { orderCustomerSchema } from './orders';
import { isPlainOrigin, manifestOrigin, manifestUrlProblem } from './text';

// Issue 33, item 11: one display-text rule for every name people see.
const spoofs = ['Amina\u202Egnp.exe', 'A\u2066B', 'A\u0007B', 'A\nB'];
const named: [string, (name: string) => unknown][] = [
  [
    'store',
    (name) =>
      createStoreBodySchema.safeParse({
        name,
        marketplace: 'Jumia',
        country: 'MA',
        currency: 'MAD',
      }),
  ],
  [
    'product',
    (name) =>
      productBodySchema.safeParse({
        sku: 'SKU-1',
        name,
        category: 'C',
        costPrice: '1',
        salePrice: '2',
        currency: 'MAD',
      }),
  ],
  [
    'service',
    (name) =>
      serviceBodySchema.safeParse({
        name,
        kind: 'packaging',
        direction: 'expense',
        price: '1',
        currency: 'MAD',
      }),
  ],
  ['supplier', (name) => supplierBodySchema.safeParse({ name, country: 'MA', currency: 'MAD' })],
  [
    'supplier contact',
    (contactName) =>
      supplierBodySchema.safeParse({ name: 'S', contactName, country: 'MA', currency: 'MAD' }),
  ],
  ['lead', (fullName) => leadBodySchema.safeParse({ fullName, language: 'en', source: 'website' })],
  [
    'agency',
    (name) =>
      subAgencyBodySchema.safeParse({
        name,
        country: 'MA',
        contactName: 'C',
        email: 'a@b.co',
        phone: '+212600000000',
        sharePercent: 10,
      }),
  ],
  [
    'task',
    (title) =>
      taskBodySchema.safeParse({
        title,
        dueAt: '2026-11-23T10:00:00Z',
        assigneeId: '00000000-0000-4000-8000-000000000000',
      }),
  ],
  [
    'courier',
    (name) =>
      fulfillmentAgentBodySchema.safeParse({
        name,
        kind: 'courier',
        phone: '+212600000000',
        cities: ['Rabat'],
        deliveryFee: '1',
        returnFee: '1',
        remitEveryDays: 7,
        remitAccount: 'x',
      }),
  ],
  [
    'customer',
    (name) => orderCustomerSchema.safeParse({ name, phone: '+212600000000', city: 'Rabat' }),
  ],
  [
    'user',
    (fullName) => inviteUserBodySchema.safeParse({ email: 'a@b.co', fullName, role: 'agent' }),
  ],
];

const failsOn = (result: unknown, field: string) => {
  const r = result as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return (
    !r.success &&
    r.error!.issues.some((i) => i.path.includes(field) && /text-direction/.test(i.message))
  );
};

describe('the display-text rule', () => {
  it.each(named)(
    'refuses bidi controls and control characters in a %s name, accepts Arabic and marks',
    (what, parse) => {
      const field =
        { 'supplier contact': 'contactName', lead: 'fullName', task: 'title', user: 'fullName' }[
          what
        ] ?? 'name';
      for (const s of spoofs)
        expect(failsOn(parse(s), field), `${what}: ${JSON.stringify(s)}`).toBe(true);
      for (const ok of ['نادية العلوي', 'Inès Moreau', 'Rue\u200F 12'])
        expect(failsOn(parse(ok), field), `${what}: ${ok}`).toBe(false);
    },
  );

  it('leaves free text (a lead note) its line breaks', () => {
    expect(activityBodySchema.safeParse({ kind: 'note', body: 'line 1\nline 2' }).success).toBe(
      true,
    );
  });
});

describe('manifest URLs (issue 33, item 4)', () => {
  it('admits plain https origins, loopback http and own paths only', () => {
    for (const ok of [
      'https://cdn.example.com/orders/mf-manifest.json',
      'https://cdn.example.com:8443/m.json',
      'http://localhost:3001/mf-manifest.json',
      'http://127.0.0.1:3501/m.json',
      '/remotes/orders/mf-manifest.json',
    ]) {
      expect(manifestUrlProblem(ok), ok).toBeNull();
    }
    for (const bad of [
      'https://a.com;x',
      'https://*.com/m.json',
      'https://a.com/m.json b',
      'https://a.com/"m',
      "https://a.com/'m",
      'http://cdn.example.com/m.json',
      'ftp://a.com/m',
      '//evil.example/m.json',
      'https://u:p@a.com/m',
      'https://a.com,https://b.com',
      'https://a_b.com/m',
      'javascript:alert(1)',
      'https://a.com/\u202Em',
    ]) {
      expect(manifestUrlProblem(bad), bad).not.toBeNull();
    }
    expect(manifestOrigin('https://CDN.example.com:443/x')).toBe('https://cdn.example.com');
    expect(manifestOrigin('/remotes/x.json')).toBeNull();
    expect(isPlainOrigin('http://127.0.0.1:3501')).toBe(true);
    expect(isPlainOrigin('https://a.com/x')).toBe(false);
    expect(isPlainOrigin('https://*.com')).toBe(false);
  });
});
