import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, startTlsEdge, type Certificate, type TlsEdge } from './tls-edge';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the back end saw of the last request. */
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } = { headers: {}, body: '' };

function backEnd(): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      response.setHeader('Set-Cookie', ['a=1; Secure', 'b=2; Secure']);
      response.setHeader('Strict-Transport-Security', 'max-age=63072000');
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' });
      response.end(`answer to ${request.method ?? ''} ${request.url ?? ''}`);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function fetchWith(
  send: typeof httpsRequest | typeof httpRequest,
  url: string,
  options: { method?: string; body?: string; ca?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = send(url, { method: options.method ?? 'GET', ca: options.ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('TLS edge', () => {
  let dir: string;
  let certificate: Certificate;
  let ca: Buffer;
  let server: Server;
  let edge: TlsEdge;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tls-edge-'));
    certificate = selfSignedCertificate(dir);
    ca = readFileSync(certificate.certFile);
    server = await backEnd();
    const backend = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    edge = await startTlsEdge({ backend, certificate, host: '127.0.0.1', httpsPort: 0, httpPort: 0 });
  });

  afterAll(async () => {
    await edge.stop();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the back end's status, headers and body over TLS that a client trusting the certificate accepts", async () => {
    const answer = await fetchWith(httpsRequest, `${edge.httpsOrigin}/missing`, { ca });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('answer to GET /missing');
    expect(answer.headers['set-cookie']).toEqual(['a=1; Secure', 'b=2; Secure']);
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('passes the method, path, query and body on, and says the request came over HTTPS', async () => {
    const answer = await fetchWith(httpsRequest, `${edge.httpsOrigin}/api/x?y=1`, {
      method: 'POST',
      body: 'hello',
      ca,
    });
    expect(answer.status).toBe(200);
    expect(seen).toMatchObject({ method: 'POST', url: '/api/x?y=1', body: 'hello' });
    expect(seen.headers['x-forwarded-proto']).toBe('https');
  });

  it('sends a path that looks like another origin to the back end as a path', async () => {
    const answer = await fetchWith(httpsRequest, `${edge.httpsOrigin}//other.example/x`, { ca });
    expect(answer.body).toBe('answer to GET //other.example/x');
  });

  it('is refused by a client that does not trust the throwaway certificate', async () => {
    await expect(fetchWith(httpsRequest, `${edge.httpsOrigin}/`)).rejects.toThrow(/self-signed|certificate/i);
  });

  it('redirects plain HTTP permanently to the same path on its own HTTPS origin, whatever the Host header says', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(`${edge.httpOrigin}/shop?x=1`, { headers: { host: 'evil.example' } }, (response) => {
        response.resume();
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' });
        });
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${edge.httpsOrigin}/shop?x=1`);
  });
});
