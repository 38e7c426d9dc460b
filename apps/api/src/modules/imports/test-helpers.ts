import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, type TestApp } from '../../test/harness';

const here = path.dirname(fileURLToPath(import.meta.url));
export const fixture = (name: string) => fs.readFileSync(path.join(here, 'fixtures', name));

/** A multipart body as a browser's FormData sends it: the kind, then the file. */
export function multipart(kind: string, fileName: string, data: Buffer) {
  const boundary = `----sp${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  t: TestApp,
  token: string,
  kind: string,
  fileName: string,
  data: Buffer,
  headers: Record<string, string> = {},
) {
  const m = multipart(kind, fileName, data);
  return call(t.app, {
    method: 'POST',
    url: '/api/imports',
    token,
    payload: m.payload,
    headers: { ...m.headers, ...headers },
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls GET /api/imports/:id until its job is done (what the wizard does). */
// 60 s: an XLSX or PDF starts a worker thread, which from TypeScript source (tsx) takes
// seconds on a loaded machine.
export async function settle(t: TestApp, token: string, id: string, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const res = await call(t.app, { method: 'GET', url: `/api/imports/${id}`, token });
    if (res.status !== 200) throw new Error(`poll ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status !== 'analysing' && res.body.status !== 'committing') return res.body;
    if (Date.now() > end) throw new Error(`import ${id} still ${res.body.status}`);
    await sleep(30);
  }
}

/** Upload, wait for the preview. */
export async function analysed(
  t: TestApp,
  token: string,
  kind: string,
  fileName: string,
  data: Buffer,
  headers: Record<string, string> = {},
) {
  const res = await upload(t, token, kind, fileName, data, headers);
  if (res.status !== 201) throw new Error(`upload ${res.status} ${JSON.stringify(res.body)}`);
  return settle(t, token, res.body.id);
}

export async function commit(t: TestApp, token: string, id: string, skipErrors = false) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/imports/${id}/commit`,
    token,
    payload: { skipErrors },
  });
  if (res.status !== 202) return res;
  return { status: 202, headers: res.headers, body: await settle(t, token, id) };
}
