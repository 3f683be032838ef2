import { execFileSync } from 'node:child_process';
import { createPublicKey, createDecipheriv, hkdfSync, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One push the mock service received: where to, its headers, its encrypted body. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** performance.now() when it arrived (for the benchmark's delays). */
  arrivedAt: number;
}

export interface MockPushService {
  /** host:port, for PUSH_SERVICE_HOSTS. */
  host: string;
  origin: string;
  /** The certificate to trust (NODE_EXTRA_CA_CERTS). */
  certificateFile: string;
  received: ReceivedPush[];
  close(): Promise<void>;
}

/**
 * A push service over HTTPS on loopback with a certificate made for the run: it keeps every push
 * and answers 201, or 410 for an endpoint under /gone/ (a device the service no longer knows).
 */
export async function startMockPushService(): Promise<MockPushService> {
  const dir = mkdtempSync(join(tmpdir(), 'mock-push-'));
  const [keyFile, certificateFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
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
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  const server: Server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(certificateFile) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
          arrivedAt: performance.now(),
        });
        response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
        response.end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: `127.0.0.1:${port}`,
    origin: `https://127.0.0.1:${port}`,
    certificateFile,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks a push's VAPID authorisation (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed
 * ES256 by that key, for `audience`. Answers the key and the JWT's claims.
 */
export function verifyVapid(
  authorization: string,
  audience: string,
): { key: string; claims: { aud: string; sub: string; exp: number } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorisation: ${authorization}`);
  const [token, key] = [match[1]!, match[2]!];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  if (claims.aud !== audience) throw new Error(`the VAPID audience is ${claims.aud}, not ${audience}`);
  return { key, claims };
}

/** Decrypts an aes128gcm push (RFC 8188 and 8291) with the subscriber's key pair and auth secret, written apart from web-push. */
export function decryptPush(body: Buffer, subscriber: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = subscriber.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}
