/**
 * A seeded random number generator (mulberry32) for demo data: the same catalogue, orders
 * and leads on every fresh start, so a screenshot or a bug report can be reproduced.
 */
export function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
