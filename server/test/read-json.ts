/**
 * A fetched answer's JSON, read as the `T` the test expects, so the test names the fields it
 * reads instead of reaching into `any`. The answer is not checked here: a test asserts on it.
 * (Injected answers need no helper: `response.json<T>()`.)
 */
export async function readJson<T>(response: Response): Promise<T> {
  const body: T = await response.json();
  return body;
}
