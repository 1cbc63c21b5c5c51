// A TLS terminator in front of the reference back end, as a production edge would stand: HTTPS
// proxied to the back end's plain HTTP, and plain HTTP answered with a permanent redirect to the
// HTTPS origin. For the Observatory gate only (loopback, a throwaway certificate).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface Certificate {
  /** PEM files: the certificate is its own issuer, so it is also the CA a client must trust. */
  certFile: string;
  keyFile: string;
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for a day, made with the openssl
 * CLI (present on Debian and in CI images; Node has no API that writes X.509 certificates).
 */
export function selfSignedCertificate(dir: string): Certificate {
  const certFile = join(dir, 'edge-cert.pem');
  const keyFile = join(dir, 'edge-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certFile, keyFile };
}

/** Connection-level headers a proxy must not forward (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export interface TlsEdge {
  httpsOrigin: string;
  httpOrigin: string;
  stop: () => Promise<void>;
}

export interface TlsEdgeOptions {
  /** Origin of the plain-HTTP back end, such as http://127.0.0.1:4320. */
  backend: string;
  certificate: Certificate;
  host: string;
  /** 0 picks a free port. */
  httpsPort: number;
  httpPort: number;
}

function listen(server: Server | HttpsServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server | HttpsServer): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      resolve();
    });
    server.closeAllConnections();
  });
}

/** Starts the HTTPS proxy and the HTTP redirector; `stop()` closes both. */
export async function startTlsEdge({
  backend,
  certificate,
  host,
  httpsPort,
  httpPort,
}: TlsEdgeOptions): Promise<TlsEdge> {
  const target = new URL(backend);
  const tls = createHttpsServer(
    { cert: readFileSync(certificate.certFile), key: readFileSync(certificate.keyFile) },
    (request, response) => {
      // Host and port from our configuration and the path as sent, so `//elsewhere/` stays a path.
      const upstream = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          path: request.url ?? '/',
          method: request.method,
          headers: { ...endToEnd(request.headers), 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end('bad gateway');
      });
      request.pipe(upstream);
    },
  );
  const boundHttpsPort = await listen(tls, httpsPort, host);
  const httpsOrigin = `https://${host}:${String(boundHttpsPort)}`;
  // The target is built from our own origin, never from the request's Host header.
  const redirector = createHttpServer((request, response) => {
    response.writeHead(301, { location: `${httpsOrigin}${request.url ?? '/'}`, 'content-length': '0' });
    response.end();
  });
  let boundHttpPort: number;
  try {
    boundHttpPort = await listen(redirector, httpPort, host);
  } catch (error) {
    await close(tls);
    throw error;
  }
  return {
    httpsOrigin,
    httpOrigin: `http://${host}:${String(boundHttpPort)}`,
    stop: async () => {
      await Promise.all([close(tls), close(redirector)]);
    },
  };
}
