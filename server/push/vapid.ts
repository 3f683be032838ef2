import { createECDH } from 'node:crypto';

/** A new VAPID key pair: a P-256 key, public as the uncompressed point and private as the scalar, base64url. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  // A scalar with leading zero bytes is shorter; keys are always 32 bytes.
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}
