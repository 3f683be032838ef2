/** The project's one seeded generator (mulberry32): the same seed gives the same suggestions. */
export { seededRandom } from '../../db/seed-random.js';

export const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** The items in a seeded order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const order = [...items];
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}
