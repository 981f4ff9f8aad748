import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { msg, type Envelope } from '@vsqx/domain';
import { renderPage } from '../test/render-page';
import { UploadField } from './upload-field';

/** A real HTTP endpoint for the widget's XHR (jsdom sends it over the network, across origins). */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
let server: http.Server;
let base = '';
const received: Received[] = [];
let answer: Envelope<unknown> = { success: true, message: '', data: { file_extension: 'vsqx' } };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, x-lang');
    if (req.method === 'OPTIONS') return void res.end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function mount() {
  const onUploaded = vi.fn();
  const onCleared = vi.fn();
  await renderPage(
    <UploadField
      action={`${base}/api/upload/vsqx_file`}
      data={{ vsqx_uid: 'slot1' }}
      accept=".vsqx"
      validate={(f) => (f.name.endsWith('.vsqx') ? null : 'projectExtension')}
      initialDone={false}
      doneText="已上传"
      reuploadMessage="reuploadProject"
      onUploaded={onUploaded}
      onCleared={onCleared}
      testId="up"
    />,
    '/',
    '/',
  );
  const input = screen.getByTestId('up').querySelector('input[type=file]')!;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { onUploaded, onCleared, choose };
}

/** The upload widget of spec §4 (multipart), from the file picked to the server's answer. */
describe('upload widget', () => {
  it('a file the browser-side check refuses shows the spec\u2019s message and sends nothing', async () => {
    const before = received.length;
    const w = await mount();
    w.choose(new File(['x'], 'notes.txt'));
    expect(await screen.findByText(msg('projectExtension', 'zh'))).toBeTruthy();
    expect(screen.getByTestId('up').getAttribute('data-phase')).toBe('idle');
    expect(received.length).toBe(before);
    expect(w.onUploaded).not.toHaveBeenCalled();
  });

  it('a good file goes with its fields, the token and the language; the answer makes it done', async () => {
    answer = { success: true, message: '', data: { file_extension: 'vsqx' } };
    const w = await mount();
    w.choose(new File(['<vsq4 />'], '夜に駆ける.vsqx'));
    await waitFor(() => expect(screen.getByTestId('up').getAttribute('data-phase')).toBe('done'));
    expect(screen.getByTestId('up-status').textContent).toContain('已上传');
    const last = received.at(-1)!;
    expect(last.headers).toMatchObject({ authorization: 'Bearer t0ken', 'x-lang': 'zh' });
    // The fields before the file (the server checks the owner first), then the file's bytes.
    expect(last.body.indexOf('name="vsqx_uid"')).toBeLessThan(last.body.indexOf('name="file"'));
    expect(last.body).toContain('slot1');
    expect(last.body).toContain('<vsq4 />');
    expect(w.onUploaded).toHaveBeenCalledWith(answer);
  });

  it('a refusal by the server shows its message and clears the file', async () => {
    answer = { success: false, message: '文件内容不是有效的工程' };
    const w = await mount();
    w.choose(new File(['junk'], 'bad.vsqx'));
    await waitFor(() => expect(screen.getByTestId('up').getAttribute('data-phase')).toBe('error'));
    expect(screen.getByTestId('up-status').textContent).toContain('文件内容不是有效的工程');
    expect(w.onUploaded).not.toHaveBeenCalled();
    expect(w.onCleared).toHaveBeenCalled();
  });
});
