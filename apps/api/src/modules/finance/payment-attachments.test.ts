import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';
import { otherMarketplace } from '../purchase/test-fixtures';

/** Issue 37: a payment's attached file, checked (size, declared type and content), stored, downloaded, tenant-scoped. */
let t: TestApp;
let admin: string;
let paymentId: string;

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n% receipt\n'),
  Buffer.alloc(2000, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function form(fileName: string, contentType: string, data: Buffer) {
  const boundary = `----sp${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const attach = (token: string, id: string, fileName: string, contentType: string, data: Buffer) =>
  call(t.app, {
    method: 'PUT',
    url: `/api/payments/${id}/attachment`,
    token,
    ...form(fileName, contentType, data),
  });
const download = (token: string, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/${id}/attachment`,
    headers: { authorization: `Bearer ${token}` },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  const store = (
    await t.db.execute<{ id: string }>(
      sql`select s.id::text as id from stores s join tenants t on t.id = s.tenant_id where t.slug = 'atlas' limit 1`,
    )
  ).rows[0]!.id;
  const made = await call(t.app, {
    method: 'POST',
    url: '/api/payments',
    token: admin,
    payload: {
      kind: 'expense',
      expenseCategory: 'rent',
      storeId: store,
      paidOn: '2026-11-02',
      amount: '1200',
      counterparty: 'Bailleur Agdal',
    },
  });
  expect(made.status).toBe(201);
  paymentId = made.body.id;
  expect(made.body.attachment).toBeNull();
}, 60_000);
afterAll(() => t?.close());

describe('payment attachment', () => {
  it('stores a PDF with the payment and gives it back as it was, byte for byte', async () => {
    const res = await attach(admin, paymentId, 'quittance novembre.pdf', 'application/pdf', PDF);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.attachment).toMatchObject({
      fileName: 'quittance novembre.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      uploadedByName: expect.any(String),
    });
    expect(
      (await call(t.app, { method: 'GET', url: `/api/payments/${paymentId}`, token: admin })).body
        .attachment.fileName,
    ).toBe('quittance novembre.pdf');
    const file = await download(admin, paymentId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a file over 5 MB with 413 and keeps the one it had', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const res = await attach(admin, paymentId, 'scan.pdf', 'application/pdf', big);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('attachment_too_large');
    expect((await download(admin, paymentId)).rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a type that is not PDF, PNG or JPEG, and a file whose content is not what its type says (422)', async () => {
    const text = await attach(admin, paymentId, 'notes.txt', 'text/plain', Buffer.from('hello'));
    expect(text.status).toBe(422);
    expect(text.body.error.code).toBe('attachment_type_not_allowed');
    // Named and typed as a PDF, but an HTML page inside: the first bytes decide.
    const disguised = await attach(
      admin,
      paymentId,
      'receipt.pdf',
      'application/pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(disguised.status).toBe(422);
    expect(disguised.body.error.code).toBe('attachment_type_not_allowed');
    // A PNG declared as a JPEG is refused too.
    expect((await attach(admin, paymentId, 'slip.jpg', 'image/jpeg', PNG)).status).toBe(422);
    expect((await download(admin, paymentId)).rawPayload.equals(PDF)).toBe(true);
    // A real PNG replaces the PDF.
    const png = await attach(admin, paymentId, 'slip.png', 'image/png', PNG);
    expect(png.body.attachment).toMatchObject({
      fileName: 'slip.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect((await download(admin, paymentId)).headers['content-type']).toBe('image/png');
  });

  it('is another tenant’s business: 404 to read, replace or remove it', async () => {
    const other = await otherMarketplace(t.db);
    const rival = await signIn(t, other.email);
    expect((await download(rival, paymentId)).statusCode).toBe(404);
    expect((await attach(rival, paymentId, 'x.pdf', 'application/pdf', PDF)).status).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/payments/${paymentId}/attachment`,
          token: rival,
        })
      ).status,
    ).toBe(404);
    expect((await download(admin, paymentId)).statusCode).toBe(200);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = doc.paths['/api/payments/{id}/attachment'];
    expect(Object.keys(path)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(JSON.stringify(path.put)).toContain('multipart/form-data');
  });

  it('can be removed; the payment stays', async () => {
    const res = await call(t.app, {
      method: 'DELETE',
      url: `/api/payments/${paymentId}/attachment`,
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: paymentId, attachment: null, amount: '1200.00' });
    expect((await download(admin, paymentId)).statusCode).toBe(404);
  });
});
