/**
 * The burst of bench/sign-in-burst.bench.ts, in its own process so that sending 400 requests and
 * reading their answers does not run on the server's thread (as a real attacker's would not).
 */
type Command = { baseUrl: string; burst: number; from: string[] };

process.on('message', async ({ baseUrl, burst, from }: Command) => {
  const answers = Array.from({ length: burst }, async (_, n) => {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from[n % from.length]! },
      body: JSON.stringify({ username: `guess${n % 50}`, password: `wrong-${n}` }),
    });
    await response.arrayBuffer();
    return response.status;
  });
  setTimeout(() => process.send?.({ type: 'in-flight' }), 20);
  process.send?.({ type: 'done', statuses: await Promise.all(answers) });
});
