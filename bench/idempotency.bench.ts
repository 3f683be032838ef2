import { randomBytes } from 'node:crypto';
import { createTestApp, throughput } from './support.js';

/** What an Idempotency-Key costs a write: POST /api/hospital-round with and without one. */
export default async function bench(): Promise<void> {
  const t = await createTestApp();
  const token = await t.login('physician');
  let n = 0;
  const post = (withKey: boolean) => () => {
    n += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/hospital-round',
      headers: {
        authorization: `Bearer ${token}`,
        ...(withKey ? { 'idempotency-key': randomBytes(16).toString('hex') } : {}),
      },
      payload: {
        room: '3',
        first_name: 'Bench',
        last_name: `K${n}`,
        age: '50 M',
        mrn: `B-${n}`,
        diagnosis: 'd',
        procedure: 'p',
        notes: 'Diet: NPO',
        facility: 'PHH',
        so: 0,
        dc: 0,
      },
    });
  };
  console.log(`POST /api/hospital-round without a key: ${(await throughput(post(false))).toFixed(0)} req/s`);
  console.log(`POST /api/hospital-round with an Idempotency-Key: ${(await throughput(post(true))).toFixed(0)} req/s`);
  console.log(`POST /api/hospital-round without a key (again): ${(await throughput(post(false))).toFixed(0)} req/s`);
  await t.close();
}
